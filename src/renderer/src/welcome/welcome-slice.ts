import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import type { Slice } from '../store/slice.ts';

export interface WelcomeSlice {
  /** The welcome screen first offers its two choices; "add" shows the add-account form. */
  welcomeMode: 'choose' | 'add';
  sandboxBusy: boolean;
  sandboxError: AppErrorData | null;
  chooseAddInstallation(): void;
  backToChoices(): void;
  /** Adds the built-in sandbox account (main starts the sandbox on demand) and opens its account screen. */
  trySandbox(): Promise<void>;
}

export const createWelcomeSlice: Slice<WelcomeSlice> = (set, get) => ({
  welcomeMode: 'choose',
  sandboxBusy: false,
  sandboxError: null,

  chooseAddInstallation() {
    set({ welcomeMode: 'add' });
  },

  backToChoices() {
    set({ welcomeMode: 'choose' });
  },

  async trySandbox() {
    if (get().sandboxBusy) return;
    set({ sandboxBusy: true, sandboxError: null });
    const result = await get().addSandboxAccount();
    set({ sandboxBusy: false, sandboxError: result.ok ? null : result.error });
    if (result.ok) get().navigate('account');
  },
});

import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import { landingScreen } from '../shell/areas.ts';
import type { Slice } from '../store/slice.ts';

export interface WelcomeSlice {
  /** The welcome screen first offers its two choices; "add" shows the add-account form. */
  welcomeMode: 'choose' | 'add';
  sandboxBusy: boolean;
  sandboxError: AppErrorData | null;
  /** "Try admin mode": the sandbox's admin being added, and why that last failed. */
  sandboxAdminBusy: boolean;
  sandboxAdminError: AppErrorData | null;
  chooseAddInstallation(): void;
  backToChoices(): void;
  /** Adds the built-in sandbox account (main starts the sandbox on demand) and opens its links. */
  trySandbox(): Promise<void>;
  /**
   * Adds "Sandbox admin", a second account with the key of the sandbox's admin (main takes it from the sandbox;
   * the window never sees it), and opens its users: what an admin of an installation manages.
   */
  tryAdminMode(): Promise<void>;
}

export const createWelcomeSlice: Slice<WelcomeSlice> = (set, get) => ({
  welcomeMode: 'choose',
  sandboxBusy: false,
  sandboxError: null,
  sandboxAdminBusy: false,
  sandboxAdminError: null,

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
    if (result.ok) get().navigate(landingScreen(result.value));
  },

  async tryAdminMode() {
    if (get().sandboxAdminBusy) return;
    set({ sandboxAdminBusy: true, sandboxAdminError: null });
    const result = await get().addSandboxAccount('admin');
    set({ sandboxAdminBusy: false, sandboxAdminError: result.ok ? null : result.error });
    if (!result.ok) return;
    get().navigate(result.value.isAdmin ? 'users' : landingScreen(result.value));
    get().showToast(`Added “${result.value.name}”: you can now manage the sandbox’s users and plans.`, {
      action: { label: 'Back to Sandbox', run: () => void switchBack(get) },
    });
  },
});

/** Switches back to the sandbox's demo account, which admin mode was tried from. */
async function switchBack(get: Parameters<Slice<WelcomeSlice>>[1]) {
  const demo = get().accounts.find((account) => account.kind === 'sandbox' && !account.isAdmin);
  if (demo) get().leaveIfAllowed(() => void get().switchAccount(demo.id));
}

import { useEffect, useId, useRef } from 'react';
import { useAppState } from '../store/StoreContext.tsx';
import type { ScreenCommand, ScreenCommands, StandardAction } from './types.ts';

export type { ScreenCommand, ScreenCommands } from './types.ts';

const STANDARD: readonly StandardAction[] = ['create', 'edit', 'deleteSelection', 'focusSearch'];

/**
 * Registers the active screen's actions for the keys n / e / Delete / `/` and for the command palette, for as
 * long as the screen is mounted. Pass fresh functions on every render if that is easiest: the registry calls the
 * latest ones, and only changes when an action appears or goes away (so the palette and the key listener are
 * not rebuilt on every keystroke in the screen).
 */
export function useScreenCommands(commands: ScreenCommands): void {
  const register = useAppState((state) => state.registerScreenCommands);
  const unregister = useAppState((state) => state.unregisterScreenCommands);
  const owner = useId();
  const latest = useRef(commands);
  useEffect(() => {
    latest.current = commands;
  });

  // What the registry shows, as strings, so a re-render with the same actions changes nothing.
  const available = STANDARD.filter((action) => commands[action] !== undefined).join(' ');
  const extras = JSON.stringify(
    (commands.extra ?? []).map((command) => [command.id, command.label, command.shortcut ?? '']),
  );

  useEffect(() => {
    const registered: ScreenCommands = {};
    for (const action of STANDARD) {
      if (available.split(' ').includes(action)) registered[action] = () => latest.current[action]?.();
    }
    const extra: ScreenCommand[] = (JSON.parse(extras) as [string, string, string][]).map(
      ([id, label, shortcut]) => ({
        id,
        label,
        ...(shortcut ? { shortcut } : {}),
        run: () => latest.current.extra?.find((command) => command.id === id)?.run(),
      }),
    );
    if (extra.length > 0) registered.extra = extra;
    register(owner, registered);
  }, [register, owner, available, extras]);

  useEffect(() => () => unregister(owner), [unregister, owner]);
}

import type { AccountView } from '../../../shared/ipc/models.ts';
import { AREAS, type Area } from '../shell/areas.ts';
import type { Screen } from '../shell/shell-slice.ts';
import { ACTION_SHORTCUTS } from './keys.ts';
import type { ScreenCommands, StandardAction } from './types.ts';

/** One line of the command palette. */
export interface PaletteEntry {
  /** Unique among all entries; also what the palette's filter matches against, with `keywords`. */
  value: string;
  label: string;
  keywords: string[];
  shortcut?: string;
  /** Marks the current screen or the active account. */
  current?: boolean;
  run: () => void;
}

export interface PaletteGroup {
  heading: string;
  entries: PaletteEntry[];
}

/** How each area names one of its items, for "New link", "Edit the selected link". */
const ITEM_NAMES: Readonly<Record<Screen, string>> = {
  account: 'account detail',
  accounts: 'account',
  links: 'link',
  qr: 'QR code',
  domains: 'domain',
  pixels: 'pixel',
  splash: 'splash page',
  overlays: 'CTA overlay',
};

/** "Splash pages" → "splash pages", keeping abbreviations: "QR codes" stays, "CTA overlays" too. */
function lowerCaseWords(text: string): string {
  return text.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());
}

function actionLabel(action: StandardAction, screen: Screen, areaLabel: string): string {
  const item = ITEM_NAMES[screen];
  switch (action) {
    case 'create':
      return `New ${item}`;
    case 'edit':
      return `Edit the selected ${item}`;
    case 'deleteSelection':
      return 'Delete the selection';
    case 'focusSearch':
      return `Search ${lowerCaseWords(areaLabel)}`;
  }
}

const ACTION_ORDER: readonly StandardAction[] = ['create', 'edit', 'deleteSelection', 'focusSearch'];

interface PaletteInput {
  screen: Screen;
  commands: ScreenCommands;
  accounts: readonly AccountView[];
  activeId: string | null;
  /** The areas the active account reaches; the palette offers only those. */
  areas?: readonly Area[];
  navigate: (screen: Screen) => void;
  switchAccount: (id: string) => void;
}

/** Everything the palette offers now: the active screen's actions first, then every area, then every account. */
export function paletteGroups(input: PaletteInput): PaletteGroup[] {
  const area = AREAS.find((candidate) => candidate.screen === input.screen);
  const areaLabel = area?.label ?? 'this screen';
  const actions: PaletteEntry[] = [];
  for (const action of ACTION_ORDER) {
    const run = input.commands[action];
    if (!run) continue;
    actions.push({
      value: `action ${action}`,
      label: actionLabel(action, input.screen, areaLabel),
      keywords: [areaLabel, action === 'create' ? 'add create' : ''],
      shortcut: ACTION_SHORTCUTS[action],
      run,
    });
  }
  for (const command of input.commands.extra ?? []) {
    actions.push({
      value: `extra ${command.id}`,
      label: command.label,
      keywords: [areaLabel],
      shortcut: command.shortcut,
      run: command.run,
    });
  }

  const groups: PaletteGroup[] = [];
  if (actions.length > 0) groups.push({ heading: `${areaLabel}: actions`, entries: actions });
  groups.push({
    heading: 'Go to',
    entries: (input.areas ?? AREAS).map((candidate) => ({
      value: `screen ${candidate.screen}`,
      label: candidate.label,
      keywords: ['go to', 'open', 'screen'],
      current: candidate.screen === input.screen,
      run: () => input.navigate(candidate.screen),
    })),
  });
  if (input.accounts.length > 1) {
    groups.push({
      heading: 'Switch account',
      entries: input.accounts.map((account) => ({
        value: `account ${account.id}`,
        label: `Switch to ${account.name}`,
        keywords: ['account', 'switch', account.name, account.username],
        current: account.id === input.activeId,
        run: () => input.switchAccount(account.id),
      })),
    });
  }
  return groups;
}

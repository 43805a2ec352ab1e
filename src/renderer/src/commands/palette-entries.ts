import type { AccountView } from '../../../shared/ipc/models.ts';
import { AREAS, type Area } from '../shell/areas.ts';
import type { Screen } from '../shell/shell-slice.ts';
import { ACTION_SHORTCUTS, CHEAT_SHEET_SHORTCUT } from './keys.ts';
import { labelAndKeywords, WEIGHT, type PaletteEntry, type PaletteGroup } from './palette-entry.ts';
import type { ScreenCommands, StandardAction } from './types.ts';

export type { PaletteEntry, PaletteGroup } from './palette-entry.ts';

/** How each area names one of its items, for "New link", "Edit the selected link". */
const ITEM_NAMES: Readonly<Record<Screen, string>> = {
  overview: 'chart',
  account: 'account detail',
  accounts: 'account',
  links: 'link',
  shorten: 'shortcut',
  import: 'import',
  qr: 'QR code',
  domains: 'domain',
  pixels: 'pixel',
  splash: 'splash page',
  overlays: 'CTA overlay',
  campaigns: 'campaign',
  channels: 'channel',
  users: 'user',
  plans: 'plan',
};

/** What each area holds, in words a person may type instead of the area's name ("stat", "password"). */
const AREA_DESCRIPTIONS: Readonly<Record<Screen, string>> = {
  overview: 'Clicks and scans this week and month, what is rising, milestones and click history',
  account: 'Your profile, email and password',
  accounts: 'Installations and API keys in Linkdesk',
  links: 'Short links, their clicks and statistics',
  shorten: 'The global shortcut, the tray and the latest links shortened from the clipboard',
  import: 'Many links at once from a CSV or Excel spreadsheet',
  qr: 'QR codes, their scans and statistics',
  domains: 'Branded domains for short links',
  pixels: 'Tracking pixels for retargeting',
  splash: 'Pages shown before a link redirects',
  overlays: 'Call-to-action overlays on links',
  campaigns: 'Links grouped under one rotator URL and a list page',
  channels: 'Boards grouping links, bio pages and QR codes',
  users: 'Admin: every user of the installation, their plans and keys',
  plans: 'Admin: the installation’s plans, prices and limits',
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
  openCheatSheet: () => void;
  /** Shortens the web address on the clipboard on the active account; absent without an account. */
  shortenClipboard?: (() => void) | undefined;
}

/**
 * Everything the palette offers without asking the installation: the active screen's actions, every area,
 * every account, and the keyboard shortcuts.
 */
export function paletteGroups(input: PaletteInput): PaletteGroup[] {
  const area = AREAS.find((candidate) => candidate.screen === input.screen);
  const areaLabel = area?.label ?? 'this screen';
  const actions: PaletteEntry[] = [];
  for (const action of ACTION_ORDER) {
    const run = input.commands[action];
    if (!run) continue;
    const label = actionLabel(action, input.screen, areaLabel);
    actions.push({
      value: `action ${action}`,
      label,
      fields: labelAndKeywords(label, [areaLabel, action === 'create' ? 'add create' : '']),
      shortcut: ACTION_SHORTCUTS[action],
      run,
    });
  }
  for (const command of input.commands.extra ?? []) {
    actions.push({
      value: `extra ${command.id}`,
      label: command.label,
      fields: labelAndKeywords(command.label, [areaLabel]),
      ...(command.shortcut ? { shortcut: command.shortcut } : {}),
      run: command.run,
    });
  }

  const groups: PaletteGroup[] = [];
  if (actions.length > 0) groups.push({ heading: 'Actions', entries: actions });
  groups.push({
    heading: 'Areas',
    entries: (input.areas ?? AREAS).map((candidate) => {
      const description = AREA_DESCRIPTIONS[candidate.screen];
      return {
        value: `screen ${candidate.screen}`,
        label: candidate.label,
        detail: description,
        detailWhenMatched: true,
        fields: [
          ...labelAndKeywords(candidate.label, [
            candidate.admin ? 'go to open area admin' : 'go to open area',
          ]),
          { text: description, weight: WEIGHT.keyword },
        ],
        current: candidate.screen === input.screen,
        run: () => input.navigate(candidate.screen),
      };
    }),
  });
  if (input.shortenClipboard) {
    const label = 'Shorten the web address on the clipboard';
    groups.push({
      heading: 'Anywhere',
      entries: [
        {
          value: 'anywhere shorten clipboard',
          label,
          fields: labelAndKeywords(label, ['quick short link url paste copy']),
          run: input.shortenClipboard,
        },
      ],
    });
  }
  if (input.accounts.length > 1) {
    groups.push({
      heading: 'Accounts',
      entries: input.accounts.map((account) => {
        const label = `Switch to ${account.name}`;
        return {
          value: `account ${account.id}`,
          label,
          fields: labelAndKeywords(label, ['account', account.username]),
          current: account.id === input.activeId,
          run: () => input.switchAccount(account.id),
        };
      }),
    });
  }
  groups.push({
    heading: 'Help',
    entries: [
      {
        value: 'help shortcuts',
        label: 'Keyboard shortcuts',
        fields: labelAndKeywords('Keyboard shortcuts', ['keys help cheat sheet']),
        shortcut: CHEAT_SHEET_SHORTCUT,
        run: input.openCheatSheet,
      },
    ],
  });
  return groups;
}

import type { LucideIcon } from 'lucide-react';
import AppWindow from 'lucide-react/icons/app-window';
import CircleUserRound from 'lucide-react/icons/circle-user-round';
import ClipboardPaste from 'lucide-react/icons/clipboard-paste';
import Crosshair from 'lucide-react/icons/crosshair';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import Flag from 'lucide-react/icons/flag';
import Globe from 'lucide-react/icons/globe';
import SquareKanban from 'lucide-react/icons/square-kanban';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Link from 'lucide-react/icons/link';
import Megaphone from 'lucide-react/icons/megaphone';
import QrCode from 'lucide-react/icons/qr-code';
import Users from 'lucide-react/icons/users';
import UserCog from 'lucide-react/icons/user-cog';
import WalletCards from 'lucide-react/icons/wallet-cards';
import type { Screen } from './shell-slice.ts';

/** Each area's icon in the sidebar: what a collapsed sidebar shows, beside the name when it is whole. */
export const AREA_ICONS: Record<Screen, LucideIcon> = {
  overview: LayoutDashboard,
  account: CircleUserRound,
  accounts: Users,
  links: Link,
  shorten: ClipboardPaste,
  import: FileSpreadsheet,
  qr: QrCode,
  domains: Globe,
  pixels: Crosshair,
  splash: AppWindow,
  overlays: Megaphone,
  campaigns: Flag,
  channels: SquareKanban,
  users: UserCog,
  plans: WalletCards,
};

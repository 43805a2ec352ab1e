import { lazy, Suspense, type ReactNode } from 'react';
import { AccountScreen } from '../account/AccountScreen.tsx';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { missingAreas } from './areas.ts';
import type { Screen } from './shell-slice.ts';
import { UnreachableArea } from './UnreachableArea.tsx';

/*
 * Only the account (what a launch shows first) is in the window's first script. Every other area's code (the
 * lists and their virtualiser, the forms and their validation, the QR engine, the charts) loads when the area is
 * first opened, from the app's own files: the window paints sooner, and an area never opened costs nothing.
 */
const AccountsScreen = lazy(() =>
  import('../accounts/AccountsScreen.tsx').then((module) => ({ default: module.AccountsScreen })),
);
const LinksScreen = lazy(() =>
  import('../links/LinksScreen.tsx').then((module) => ({ default: module.LinksScreen })),
);
const QrScreen = lazy(() => import('../qr/QrScreen.tsx').then((module) => ({ default: module.QrScreen })));
const DomainsScreen = lazy(() =>
  import('../domains/DomainsScreen.tsx').then((module) => ({ default: module.DomainsScreen })),
);
const PixelsScreen = lazy(() =>
  import('../pixels/PixelsScreen.tsx').then((module) => ({ default: module.PixelsScreen })),
);
const SplashScreen = lazy(() =>
  import('../catalog/SplashScreen.tsx').then((module) => ({ default: module.SplashScreen })),
);
const OverlaysScreen = lazy(() =>
  import('../catalog/OverlaysScreen.tsx').then((module) => ({ default: module.OverlaysScreen })),
);

/** While an area's code loads (the first time only, from disk): a quiet line, not a blank screen. */
function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="muted">
          Opening…
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

/** The area the person chose in the sidebar or the command palette. */
export function CurrentScreen() {
  const screen = useAppState((state) => state.screen);
  const account = useAppState(activeAccount);
  const missing = missingAreas(account).find((area) => area.screen === screen);
  if (missing && account) return <UnreachableArea area={missing} accountName={account.name} />;
  return <Loading>{areaScreen(screen)}</Loading>;
}

function areaScreen(screen: Screen): ReactNode {
  switch (screen) {
    case 'account':
      return <AccountScreen />;
    case 'accounts':
      return <AccountsScreen />;
    case 'links':
      return <LinksScreen />;
    case 'qr':
      return <QrScreen />;
    case 'domains':
      return <DomainsScreen />;
    case 'pixels':
      return <PixelsScreen />;
    case 'splash':
      return <SplashScreen />;
    case 'overlays':
      return <OverlaysScreen />;
  }
}

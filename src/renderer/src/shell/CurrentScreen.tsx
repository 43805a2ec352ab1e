import { lazy, Suspense } from 'react';
import { AccountScreen } from '../account/AccountScreen.tsx';
import { AccountsScreen } from '../accounts/AccountsScreen.tsx';
import { OverlaysScreen } from '../catalog/OverlaysScreen.tsx';
import { SplashScreen } from '../catalog/SplashScreen.tsx';
import { DomainsScreen } from '../domains/DomainsScreen.tsx';
import { LinksScreen } from '../links/LinksScreen.tsx';
import { PixelsScreen } from '../pixels/PixelsScreen.tsx';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { missingAreas } from './areas.ts';
import { UnreachableArea } from './UnreachableArea.tsx';

// The QR area brings the QR engine and the charts: loaded when first opened, so every launch parses less.
const QrScreen = lazy(() => import('../qr/QrScreen.tsx').then((module) => ({ default: module.QrScreen })));

/** The area the person chose in the sidebar or the command palette. */
export function CurrentScreen() {
  const screen = useAppState((state) => state.screen);
  const account = useAppState(activeAccount);
  const missing = missingAreas(account).find((area) => area.screen === screen);
  if (missing && account) return <UnreachableArea area={missing} accountName={account.name} />;
  switch (screen) {
    case 'account':
      return <AccountScreen />;
    case 'accounts':
      return <AccountsScreen />;
    case 'links':
      return <LinksScreen />;
    case 'qr':
      return (
        <Suspense fallback={<p role="status">Loading QR codes…</p>}>
          <QrScreen />
        </Suspense>
      );
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

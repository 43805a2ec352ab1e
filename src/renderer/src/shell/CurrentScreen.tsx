import { AccountScreen } from '../account/AccountScreen.tsx';
import { AccountsScreen } from '../accounts/AccountsScreen.tsx';
import { OverlaysScreen } from '../catalog/OverlaysScreen.tsx';
import { SplashScreen } from '../catalog/SplashScreen.tsx';
import { DomainsScreen } from '../domains/DomainsScreen.tsx';
import { LinksScreen } from '../links/LinksScreen.tsx';
import { PixelsScreen } from '../pixels/PixelsScreen.tsx';
import { QrScreen } from '../qr/QrScreen.tsx';
import { useAppState } from '../store/StoreContext.tsx';

/** The area the person chose in the sidebar or the command palette. */
export function CurrentScreen() {
  const screen = useAppState((state) => state.screen);
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

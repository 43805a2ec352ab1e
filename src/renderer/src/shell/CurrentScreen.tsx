import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { AccountScreen } from '../account/AccountScreen.tsx';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { AREAS, isAdminArea, missingAreas } from './areas.ts';
import { NotAnAdmin } from './NotAnAdmin.tsx';
import type { Screen } from './shell-slice.ts';
import { UnreachableArea } from './UnreachableArea.tsx';

/*
 * Only the shell and the account are in the window's first script; the Overview, where a launch opens, is read
 * at once beside it (`startLoadingArea`, from main.tsx). Every other area's code (the
 * lists and their virtualiser, the forms and their validation, the QR engine, the charts) is read from the
 * app's own files after the first paint, or when the area is opened before that: the window paints sooner, and
 * a first click on an area does not wait for its script.
 */
type LazyArea = Exclude<Screen, 'account'>;

/**
 * Areas whose code has arrived, shown directly: a `lazy` component suspends on every first render, and React
 * then waits about 300 ms before revealing it, even when the code is already there.
 */
const loaded: Partial<Record<LazyArea, ComponentType>> = {};
const keep = (area: LazyArea, component: ComponentType) => {
  loaded[area] = component;
  return { default: component };
};
const areaCode: Record<LazyArea, () => Promise<{ default: ComponentType }>> = {
  overview: () =>
    import('../overview/OverviewScreen.tsx').then((module) => keep('overview', module.OverviewScreen)),
  accounts: () =>
    import('../accounts/AccountsScreen.tsx').then((module) => keep('accounts', module.AccountsScreen)),
  links: () => import('../links/LinksScreen.tsx').then((module) => keep('links', module.LinksScreen)),
  shorten: () =>
    import('../quick-shorten/QuickShortenScreen.tsx').then((module) =>
      keep('shorten', module.QuickShortenScreen),
    ),
  import: () => import('../import/ImportScreen.tsx').then((module) => keep('import', module.ImportScreen)),
  qr: () => import('../qr/QrScreen.tsx').then((module) => keep('qr', module.QrScreen)),
  domains: () =>
    import('../domains/DomainsScreen.tsx').then((module) => keep('domains', module.DomainsScreen)),
  pixels: () => import('../pixels/PixelsScreen.tsx').then((module) => keep('pixels', module.PixelsScreen)),
  splash: () => import('../catalog/SplashScreen.tsx').then((module) => keep('splash', module.SplashScreen)),
  overlays: () =>
    import('../catalog/OverlaysScreen.tsx').then((module) => keep('overlays', module.OverlaysScreen)),
  campaigns: () =>
    import('../campaigns/CampaignsScreen.tsx').then((module) => keep('campaigns', module.CampaignsScreen)),
  channels: () =>
    import('../channels/ChannelsScreen.tsx').then((module) => keep('channels', module.ChannelsScreen)),
  users: () => import('../admin/UsersScreen.tsx').then((module) => keep('users', module.UsersScreen)),
  plans: () => import('../admin/PlansScreen.tsx').then((module) => keep('plans', module.PlansScreen)),
};
/**
 * Starts reading an area's code at once: for the area a launch opens on, so that its code travels while the
 * accounts are asked for, and the area is shown directly rather than through `lazy`.
 */
export function startLoadingArea(area: LazyArea): void {
  void areaCode[area]().catch(() => undefined);
}

const lazyAreas = Object.fromEntries(
  Object.entries(areaCode).map(([area, load]) => [area, lazy(load)]),
) as unknown as Record<LazyArea, ComponentType>;

/** How long after the first paint the other areas' code starts loading, at the latest. */
const PRELOAD_AFTER_MS = 1_500;

/**
 * Once the window has painted and is idle, every area's code is read in the background, so that a first click
 * on an area paints at once instead of waiting for its script.
 */
function usePreloadedAreas(): void {
  useEffect(() => {
    const preload = () => {
      for (const load of Object.values(areaCode)) void load().catch(() => undefined);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(preload, { timeout: PRELOAD_AFTER_MS });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(preload, PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
}

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
  usePreloadedAreas();
  const screen = useAppState((state) => state.screen);
  const account = useAppState(activeAccount);
  const missing = missingAreas(account).find((area) => area.screen === screen);
  if (missing && account) return <UnreachableArea area={missing} accountName={account.name} />;
  if (account && isAdminArea(screen) && !account.isAdmin) {
    const title = AREAS.find((area) => area.screen === screen)?.label ?? 'Admin';
    return <NotAnAdmin account={account} title={title} />;
  }
  return <Loading>{areaScreen(screen)}</Loading>;
}

/**
 * An area whose code has not arrived yet: "Opening…" until it has, then the area itself, rendered directly.
 * Without `lazy` and its suspense, React has no fallback to hold on screen for its 300 ms, so an area appears
 * as soon as its code is there (the first screen of a launch above all).
 */
function AreaOnItsWay({ area }: { area: LazyArea }) {
  const [, arrived] = useState(0);
  useEffect(() => {
    let current = true;
    void areaCode[area]()
      .then(() => {
        if (current) arrived((count) => count + 1);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [area]);
  const Area = loaded[area];
  if (Area) return <Area />;
  return (
    <p role="status" className="muted">
      Opening…
    </p>
  );
}

/**
 * The component an area is shown with, chosen on its first showing and kept: the code itself when it had
 * arrived by then, else its `lazy` wrapper (which suspends only on that first showing). Switching between the
 * two later would mount the area afresh.
 */
const chosen: Partial<Record<LazyArea, ComponentType>> = {};

function areaScreen(screen: Screen): ReactNode {
  if (screen === 'account') return <AccountScreen />;
  // The launch's first area: shown without suspense as soon as its code is there (see AreaOnItsWay), always
  // through it, so that it is not mounted afresh once its code has come.
  if (screen === 'overview') return <AreaOnItsWay area="overview" />;
  const Area = (chosen[screen] ??= loaded[screen] ?? lazyAreas[screen]);
  return <Area />;
}

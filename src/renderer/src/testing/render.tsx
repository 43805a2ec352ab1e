import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { forgetFetchedImages } from '../components/images/fetched-images.ts';
import { createAppStore } from '../store/app-store.ts';
import { StoreProvider } from '../store/StoreContext.tsx';
import type { FakeMain } from './fake-main.ts';

/** Renders `ui` under a real app store that talks to `main`; returns the store and a user driving the page. */
export function renderWithMain(ui: ReactElement, main: FakeMain) {
  // Images kept from an earlier test's main would show without this test's main being asked.
  forgetFetchedImages();
  const store = createAppStore(main.api);
  const user = userEvent.setup();
  const view = render(<StoreProvider store={store}>{ui}</StoreProvider>);
  return { store, user, ...view };
}

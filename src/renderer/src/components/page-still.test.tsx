// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installDialogStandIns } from '../testing/jsdom-dialog.ts';
import { Dialog } from './Dialog.tsx';

beforeAll(() => {
  installDialogStandIns();
});

afterEach(cleanup);

const pageHeldStill = () => document.documentElement.classList.contains('has-modal');

describe('the page behind modals', () => {
  it('stays still while any modal is open, nested ones included, and is let go when the last closes', () => {
    expect(pageHeldStill()).toBe(false);
    const outer = render(
      <Dialog title="Edit link" onClose={() => {}}>
        <p>Form</p>
      </Dialog>,
    );
    expect(pageHeldStill()).toBe(true);
    const inner = render(
      <Dialog title="Discard your changes?" onClose={() => {}}>
        <p>Question</p>
      </Dialog>,
    );
    inner.unmount();
    expect(pageHeldStill()).toBe(true);
    outer.unmount();
    expect(pageHeldStill()).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { createTestModeRecord, isTestMode } from '../../src/main/test-mode.ts';

describe('the test mode of `npm run test:electron`', () => {
  it('is on only when asked for, and never in a packaged app', () => {
    expect(isTestMode({ LINKDESK_TEST_MODE: '1' }, false)).toBe(true);
    expect(isTestMode({ LINKDESK_TEST_MODE: '1' }, true)).toBe(false);
    expect(isTestMode({}, false)).toBe(false);
    expect(isTestMode({ LINKDESK_TEST_MODE: 'true' }, false)).toBe(false);
  });

  it('keeps the global shortcuts to itself instead of taking them from the system', () => {
    const record = createTestModeRecord();
    expect(record.shortcutHost.register('Control+Alt+L', () => undefined)).toBe(true);
    expect([...record.shortcuts]).toEqual(['Control+Alt+L']);
    record.shortcutHost.unregister('Control+Alt+L');
    expect(record.shortcuts.size).toBe(0);
    expect(record.trayMenu()).toEqual([]);
  });
});

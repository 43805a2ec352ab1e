import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every suite talks to a real server and a real database file; give slow disks some room.
    testTimeout: 20_000,
    hookTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit and integration',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: ['test/e2e/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'end to end',
          include: ['test/e2e/**/*.test.ts'],
          // The app built once and one Chromium started once for the whole run; each file connects to it.
          globalSetup: ['test/e2e/support/global-setup.ts'],
          // A browser per file on a two-core machine, and deletes that wait out their 8 s undo window:
          // end-to-end tests get the time a loaded machine needs, without slowing anything else.
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every suite talks to a real server and a real database file; give slow disks some room.
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Measured on a two-core machine for the whole run (vitest alone): two workers 247 s, three 227 s, four 236 s;
    // vitest's default, one worker (cores less one), took 685 s before the end-to-end files shared their browser.
    // End-to-end files spend much of their time waiting on a browser or a server, so a third worker fills the
    // cores. Forks rather than threads: threads saved 4 s of 81 on the unit files and share one time zone, which
    // the date tests set per process.
    maxWorkers: 3,
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
          // A browser page per file, three files at once on a two-core machine: end-to-end tests get the time a
          // loaded machine needs, without slowing anything else.
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});

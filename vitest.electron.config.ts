import { defineConfig } from 'vitest/config';

// `npm run test:electron` only: drives the real Electron app, so it needs the Electron binary (and a display,
// e.g. xvfb-run on a Linux server). `npm test` never includes these files: its pattern is *.test.ts.
export default defineConfig({
  test: {
    include: ['test/electron/**/*.spec.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});

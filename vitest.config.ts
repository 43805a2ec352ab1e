import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Every suite talks to a real server and a real database file; give slow disks some room.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});

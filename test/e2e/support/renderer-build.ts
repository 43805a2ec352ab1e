import { inject } from 'vitest';

/**
 * The app as built for this run (once, by the end-to-end files' global setup, into a folder of its own), so that
 * what runs is the code as it is now and no other build (npm run build, a bench) can swap files under it.
 */
export function useAppBuild(): { outDir: string } {
  return { outDir: inject('appOutDir') };
}

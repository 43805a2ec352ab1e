import type { SandboxContext } from '../context.ts';
import type { Seed } from '../options.ts';
import { seedDemo } from './demo.ts';
import { seedEssentials } from './essentials.ts';

/** Fills a new database in one transaction: a seed is all there or not at all. */
export function seedDatabase(ctx: SandboxContext, seed: Seed): void {
  ctx.db.transaction(() => {
    const essentials = seedEssentials(ctx);
    if (seed === 'demo') seedDemo(ctx, essentials);
  });
}

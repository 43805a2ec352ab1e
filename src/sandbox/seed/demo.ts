import type { SandboxContext } from '../context.ts';
import type { Essentials } from './essentials.ts';

/** The demo content of the pro user: domains, pixels, splash pages, overlays, links with clicks, QR codes, campaigns, channels. */
export function seedDemo(_ctx: SandboxContext, _essentials: Essentials): void {}

import type { Result } from '../../../shared/ipc/errors.ts';
import type { ExportTools } from '../qr/export/build-export.ts';
import type { BatchCode } from './batch-code.ts';
import { resolveCode, type CodeLookups, type ResolvedCode } from './resolve-code.ts';

/** A code with everything it needs from main: how it is drawn, and a code made elsewhere's image. */
export interface LoadedCode {
  resolved: ResolvedCode;
  /** The installation's SVG of a code made elsewhere; null for one Linkdesk draws. */
  svg: string | null;
}

/**
 * How many codes are loaded ahead of the one being drawn: enough that a code made elsewhere's image (fetched by
 * main from the installation) is there when its turn comes, few enough to hold in memory.
 */
export const LOAD_AHEAD = 8;

/** What a code needs from main, fetched before its turn; a failure comes back as a value, never thrown. */
export async function loadCode(
  code: BatchCode,
  tools: CodeLookups & Pick<ExportTools, 'installationSvg'>,
): Promise<Result<LoadedCode>> {
  try {
    const resolved = await resolveCode(code, tools);
    if (!resolved.ok) return resolved;
    const { source } = resolved.value;
    if (source.kind !== 'installation') return { ok: true, value: { resolved: resolved.value, svg: null } };
    const svg = await tools.installationSvg(source.link);
    return svg.ok ? { ok: true, value: { resolved: resolved.value, svg: svg.value } } : svg;
  } catch (error) {
    const message =
      error instanceof Error && error.message ? error.message : 'Linkdesk could not read this code.';
    return { ok: false, error: { code: 'internal', message } };
  }
}

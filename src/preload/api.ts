import { API_METHODS, type Api, type Invoke, type Subscribe } from '../shared/ipc/api.ts';

/** Where a dropped file is on disk ('' for one that is not, as a file dragged out of a web page). */
export type PathOfFile = (file: object) => string;

/**
 * What `openImportFile` sends main: a dropped file becomes its path, and nothing else the window passes goes
 * through, so the window can have main read a file the person dropped, never a path it names itself.
 */
export function openFileRequest(request: unknown, pathOf: PathOfFile): { droppedPath?: string } {
  const dropped = (request as { dropped?: unknown } | null | undefined)?.dropped;
  if (dropped === undefined || dropped === null) return {};
  if (typeof dropped !== 'object') return { droppedPath: '' };
  try {
    return { droppedPath: pathOf(dropped) };
  } catch {
    // Not a file at all: main answers it as a drop of something that is not on disk.
    return { droppedPath: '' };
  }
}

/** The object the renderer sees as `window.api`: one method per channel and `onEvent`, nothing else. */
export function createApi(invoke: Invoke, subscribe: Subscribe, pathOf: PathOfFile = () => ''): Api {
  const api: Record<string, unknown> = {};
  for (const [method, channel] of Object.entries(API_METHODS)) {
    api[method] = (request: unknown) => invoke(channel, request ?? {});
  }
  api.openImportFile = (request: unknown) =>
    invoke(API_METHODS.openImportFile, openFileRequest(request, pathOf));
  api.onEvent = subscribe;
  return Object.freeze(api) as unknown as Api;
}

/** Files saved this run are shown in the system's file manager only by this many of the latest. */
const SAVED_PATHS_KEPT = 20;

/**
 * Where this run's saves went, by an id the window gets instead of the path: "Show in folder" can only ever show
 * a file the person saved, and the window never learns the folders they chose. Only the latest few: a toast's
 * "Show in folder" is for a file just saved.
 */
export function createSavedFiles(newId: () => string) {
  const paths = new Map<string, string>();
  return {
    remember(path: string): string {
      const savedId = newId();
      paths.set(savedId, path);
      if (paths.size > SAVED_PATHS_KEPT) paths.delete(paths.keys().next().value!);
      return savedId;
    },
    pathOf: (savedId: string): string | undefined => paths.get(savedId),
  };
}

export type SavedFiles = ReturnType<typeof createSavedFiles>;

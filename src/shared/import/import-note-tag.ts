/**
 * The part of an imported link's description that names its import ("import 1a2b3c4d"): searching the links
 * for it finds that import's links, and only them.
 */
export const importNoteTag = (importId: string) => `import ${importId.slice(0, 8)}`;

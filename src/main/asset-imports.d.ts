/** A file electron-vite copies beside the main bundle; the import is its path at run time. */
declare module '*?asset' {
  const path: string;
  export default path;
}

/** The update feed the release workflow built this app for; empty for any other build (see electron.vite.config.ts). */
declare const __RELEASE_UPDATE_FEED__: string;

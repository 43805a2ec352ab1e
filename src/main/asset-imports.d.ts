/** A file electron-vite copies beside the main bundle; the import is its path at run time. */
declare module '*?asset' {
  const path: string;
  export default path;
}

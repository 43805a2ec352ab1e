import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';
import { iconFontSubsetPlugin } from './scripts/vite/icon-font-subset-plugin.ts';
import { contentSecurityPolicyPlugin } from './src/main/window/csp-vite-plugin.ts';

export default defineConfig({
  main: {
    // Where the built app looks for updates: the release workflow sets the feed it publishes to (its GitHub
    // releases); any other build reads the default (src/main/updates/installer.ts).
    define: {
      __RELEASE_UPDATE_FEED__: JSON.stringify(process.env.LINKDESK_RELEASE_FEED ?? ''),
    },
    // fflate's Node build declares a top-level `require` (for worker helpers nothing here uses), which collides
    // with the `require` electron-vite adds to an ES module bundle that calls require(): the spreadsheet worker
    // then fails to load ("Identifier has already been declared"). Its browser build is the same code without it.
    resolve: { alias: [{ find: /^fflate$/, replacement: 'fflate/browser' }] },
    build: {
      outDir: 'out/main',
      // Main carries the spreadsheet readers and writers bundled in: minified, the package stays within its
      // size budget and launch parses less. Errors keep their messages; their stacks name minified functions.
      minify: true,
      // The spreadsheet worker is an entry of its own (out/main/spreadsheet-worker.js), which main starts in a
      // worker thread for each file it reads or writes; what both use goes to shared chunks beside them.
      rollupOptions: {
        input: {
          index: resolve('src/main/index.ts'),
          'spreadsheet-worker': resolve('src/main/spreadsheet/spreadsheet-worker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload must be one CommonJS file that requires nothing but `electron`.
      rollupOptions: {
        input: resolve('src/preload/index.ts'),
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'src/renderer',
    plugins: [
      react(),
      // react-aria ships its controls' few words ("Clear", "Calendar") in 34 languages; the window speaks
      // English, so only those are kept.
      optimizeLocales.vite({ locales: ['en-US'] }),
      contentSecurityPolicyPlugin(),
      iconFontSubsetPlugin('lucide-static/font/lucide.woff2'),
    ],
    build: {
      outDir: 'out/renderer',
      // electron-vite leaves bundles unminified; the renderer is parsed at every launch, so it is worth it.
      minify: true,
      // Vite's 500 kB warning is about downloads; the app reads its chunks from disk. The QR decoder's chunk
      // (its wasm inlined, 1.3 MB) loads only when a code is first drawn.
      chunkSizeWarningLimit: 1500,
      rollupOptions: { input: resolve('src/renderer/index.html') },
    },
  },
});

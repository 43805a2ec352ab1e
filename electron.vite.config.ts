import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';
import { contentSecurityPolicyPlugin } from './src/main/window/csp-vite-plugin.ts';

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: { input: resolve('src/main/index.ts') },
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
    plugins: [react(), contentSecurityPolicyPlugin()],
    build: {
      outDir: 'out/renderer',
      // electron-vite leaves bundles unminified; the renderer is parsed at every launch, so it is worth it.
      minify: true,
      rollupOptions: { input: resolve('src/renderer/index.html') },
    },
  },
});

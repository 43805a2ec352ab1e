import { registerHooks } from 'node:module';

// Loaded with `node --import`: every `import ... from 'electron'` (the built main bundle's included) gets the
// stand-in, which is one module instance shared with the driver script.
const standIn = new URL('./fake-electron.ts', import.meta.url).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'electron') return { url: standIn, shortCircuit: true };
    return nextResolve(specifier, context);
  },
});

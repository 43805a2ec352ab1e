import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Imports point one way (see docs/architecture.md): shared depends on nothing of ours,
// the sandbox only on shared, and nothing outside main/preload may touch electron.
const layerRules = {
  shared: {
    patterns: [
      {
        group: ['**/sandbox/**', '**/main/**', '**/preload/**', '**/renderer/**'],
        message: 'src/shared imports nothing of ours.',
      },
      {
        group: ['node:*', 'fs', 'path', 'child_process', 'electron'],
        message: 'src/shared is pure TypeScript: no Node, no Electron.',
      },
    ],
  },
  renderer: {
    patterns: [
      {
        group: ['**/main/**', '**/preload/**', '**/sandbox/**', '**/dev-browser/**'],
        message: 'The renderer talks to main only through window.api.',
      },
      {
        group: ['node:*', 'fs', 'path', 'child_process', 'electron', 'keytar'],
        message: 'The renderer is a sandboxed web page.',
      },
    ],
  },
  preload: {
    patterns: [
      {
        group: ['**/main/**', '**/renderer/**', '**/sandbox/**', 'zod', '**/shared/ipc/contract.ts'],
        message: 'The preload bundle stays tiny: shared/ipc/api.ts only.',
      },
    ],
  },
  main: {
    patterns: [
      {
        group: ['electron'],
        message:
          'Only src/main/index.ts imports electron; take what you need as a parameter so it runs under Node.',
      },
      {
        group: ['**/renderer/**', '**/preload/**', '**/dev-browser/**'],
        message: 'Main talks to the renderer only over IPC.',
      },
    ],
  },
  sandbox: {
    patterns: [
      {
        group: ['**/main/**', '**/preload/**', '**/renderer/**'],
        message: 'The sandbox depends on src/shared only.',
      },
      { group: ['electron'], message: 'The sandbox runs under plain Node.' },
    ],
  },
};

export default tseslint.config(
  { ignores: ['node_modules', 'out', 'dist', 'release', 'coverage', '.sandbox-data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Tests read raw API answers; typing every one of them would only restate the assertions.
  { files: ['test/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  { files: ['src/shared/**'], rules: { 'no-restricted-imports': ['error', layerRules.shared] } },
  { files: ['src/sandbox/**'], rules: { 'no-restricted-imports': ['error', layerRules.sandbox] } },
  {
    files: ['src/main/**'],
    ignores: ['src/main/index.ts'],
    rules: { 'no-restricted-imports': ['error', layerRules.main] },
  },
  { files: ['src/renderer/**'], ...reactHooks.configs.flat['recommended-latest'] },
  {
    files: ['src/renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-imports': ['error', layerRules.renderer] },
  },
  { files: ['src/preload/api.ts'], rules: { 'no-restricted-imports': ['error', layerRules.preload] } },
);

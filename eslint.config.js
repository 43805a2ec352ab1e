import js from '@eslint/js';
import globals from 'globals';
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
  { ignores: ['node_modules', 'out', 'dist', 'coverage', '.sandbox-data'] },
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
);

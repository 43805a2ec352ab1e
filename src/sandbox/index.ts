export {
  startSandbox,
  type RunningSandbox,
  type SandboxAccount,
  type SandboxInfo,
  type SandboxScopedKey,
} from './start.ts';
export { createScopedKey } from './store/api-keys.ts';
export type { Profile, SandboxOptions, Seed } from './options.ts';

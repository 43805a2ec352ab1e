export { startSandbox, type RunningSandbox, type SandboxAccount, type SandboxInfo } from './start.ts';
export type { Profile, SandboxOptions, Seed } from './options.ts';

export { startSandbox, type RunningSandbox, type SandboxAccount, type SandboxInfo } from './start.ts';
export type { SandboxOptions, Seed } from './options.ts';

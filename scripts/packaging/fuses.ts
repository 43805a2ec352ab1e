import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';

/** The fuses electron-builder.yml sets, by the name @electron/fuses gives them, and whether each must be on. */
export const EXPECTED_FUSES: Partial<Record<keyof typeof FuseV1Options, boolean>> = {
  RunAsNode: false,
  EnableCookieEncryption: true,
  EnableNodeOptionsEnvironmentVariable: false,
  EnableNodeCliInspectArguments: false,
  EnableEmbeddedAsarIntegrityValidation: true,
  OnlyLoadAppFromAsar: true,
  GrantFileProtocolExtraPrivileges: false,
};

/** Each expected fuse that the packaged binary does not carry as expected, as a sentence. */
export async function fuseProblems(binary: string): Promise<string[]> {
  const wire = await getCurrentFuseWire(binary);
  const problems: string[] = [];
  for (const [name, on] of Object.entries(EXPECTED_FUSES)) {
    const state = wire[FuseV1Options[name as keyof typeof FuseV1Options]];
    // The wire holds the characters '1' (on) and '0' (off) as byte values.
    const actual = state === 49 ? true : state === 48 ? false : null;
    if (actual !== on)
      problems.push(`fuse ${name} is ${actual === null ? 'missing' : actual ? 'on' : 'off'}`);
  }
  return problems;
}

import type { ImportJournal, ImportOwner } from './import-journal.ts';
import type { PasswordSeal } from './password-seal.ts';

/**
 * What a journal written by the first version still lacks once opened, for which the keychain and the
 * accounts are needed: its passwords of rows still to send are sealed, and its unfinished imports learn whose
 * they are (from their account, while it is still there). The keychain is only asked when there is a password
 * to seal. A failure is logged and tried again next launch; the rows are sent all the same.
 */
export async function prepareJournal(deps: {
  journal: ImportJournal;
  seal: PasswordSeal;
  ownerOf: (accountId: string) => Promise<ImportOwner | null>;
  log: { warn: (message: string) => void };
}): Promise<void> {
  const { journal } = deps;
  try {
    if (journal.hasPlainPasswords()) journal.sealLeftovers(await deps.seal.sealer());
  } catch (error) {
    deps.log.warn(`The link passwords of an older import journal could not be sealed yet: ${String(error)}`);
  }
  for (const record of journal.imports()) {
    if (record.owner !== null || (record.state !== 'running' && record.state !== 'paused')) continue;
    try {
      const owner = await deps.ownerOf(record.accountId);
      if (owner) journal.setOwner(record.importId, owner);
    } catch (error) {
      deps.log.warn(`Linkdesk could not record whose import ${record.importId} is: ${String(error)}`);
    }
  }
}

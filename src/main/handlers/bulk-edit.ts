import { changeUnavailable } from '../../shared/bulk-edit/bulk-changes.ts';
import { installationOf } from '../../shared/import/import-installation.ts';
import { AppError } from '../../shared/ipc/app-error.ts';
import type { BulkEditAbilities, BulkEditSummary } from '../../shared/ipc/bulk-edit.ts';
import { linksCollection } from '../api/endpoints/collections.ts';
import { getLink, updateLink } from '../api/endpoints/links.ts';
import { fetchAll } from '../api/paging.ts';
import { backgroundShare } from '../api/rate-limiter.ts';
import { createBulkJournal } from '../bulk-edit/bulk-journal.ts';
import { createBulkRunner, type BulkRunner } from '../bulk-edit/bulk-runner.ts';
import { replacesOnUpdate } from '../bulk-edit/update-semantics.ts';
import type { Registrar } from '../ipc/registrar.ts';
import type { HandlerContext } from './context.ts';
import type { HandlerDeps } from './deps.ts';

/** Outcomes the window reads at once, problems first: enough to scroll through, never an edit's 100,000. */
const RESULTS_SHOWN = 2_000;

/**
 * Bulk edits of links: the window chooses the links and the changes and previews them; main records the edit in
 * its journal and sends it in the background, one link at a time, reading each again first.
 */
export function registerBulkEditHandlers(
  registrar: Registrar,
  deps: HandlerDeps,
  ctx: HandlerContext,
): BulkRunner {
  const journal =
    deps.bulkJournal ??
    createBulkJournal({ file: ':memory:', log: { warn: (message) => console.warn(message) } });
  /**
   * Learnt once per account and address for the run: a probe costs a request, and an installation does not
   * change its ways (an account pointed elsewhere is asked again).
   */
  const semantics = new Map<string, boolean>();

  const installation = async (accountId: string) => {
    const record = ctx.find(await deps.records.load(), accountId);
    return { record, origin: await ctx.installationUrl(accountId) };
  };

  const runner = createBulkRunner({
    journal,
    readList: async (accountId, requestId) =>
      (
        await ctx.write({ accountId, requestId, priority: 'background' }, (call) =>
          fetchAll(call, linksCollection()),
        )
      ).items,
    readDetails: async (accountId, linkId, requestId) =>
      (await ctx.write({ accountId, requestId, priority: 'background' }, (call) => getLink(call, linkId)))
        .link,
    update: async (accountId, linkId, body, requestId) => {
      await ctx.write({ accountId, requestId, priority: 'background', keepInFlight: true }, (call) =>
        updateLink(call, linkId, body),
      );
    },
    installationOf: async (accountId) => {
      const record = (await deps.records.load()).accounts.find((known) => known.id === accountId);
      if (!record) return null;
      return {
        origin: await ctx.installationUrl(accountId),
        revision: record.revision,
        id: installationOf(record),
      };
    },
    cancelRequest: (requestId) => void deps.gateway.cancel(requestId),
    perMinute: (accountId) => {
      const limit = deps.gateway.requestsPerWindow(accountId);
      return limit === null ? null : backgroundShare(limit);
    },
    emit: (summary) => deps.emit({ type: 'bulk-edit', summary }),
    newId: deps.newId,
    now: () => deps.now().getTime(),
    log: { error: (message, error) => console.error(message, error ?? '') },
  });

  async function abilities(accountId: string): Promise<BulkEditAbilities> {
    const { record, origin } = await installation(accountId);
    const key = `${accountId} ${origin}`;
    let replaces = semantics.get(key);
    if (replaces === undefined) {
      replaces = await ctx.write({ accountId, priority: 'user' }, (call) => replacesOnUpdate(call));
      semantics.set(key, replaces);
    }
    const limit = deps.gateway.requestsPerWindow(accountId);
    return {
      replacesOnUpdate: replaces,
      campaignsAndChannels: record.revision !== 'legacy',
      perMinute: limit === null ? null : backgroundShare(limit),
    };
  }

  const known = (summary: BulkEditSummary | null) => {
    if (!summary) throw new AppError('not_found', 'This bulk edit is no longer in Linkdesk’s journal.');
    return summary;
  };

  registrar.handle('bulk:abilities', ({ accountId }) => abilities(accountId));

  registrar.handle('bulk:start', async ({ accountId, label, links, changes }) => {
    const can = await abilities(accountId);
    const refusal = changeUnavailable(changes, can);
    if (refusal) throw new AppError('unsupported', refusal);
    const { record } = await installation(accountId);
    const unique = [...new Map(links.map((link) => [link.id, link])).values()];
    return runner.begin(
      { accountId, installation: installationOf(record), label, changes, replaces: can.replacesOnUpdate },
      unique.map((link) => ({ linkId: link.id, shorturl: link.shorturl })),
    );
  });
  registrar.handle('bulk:list', async () => runner.list());
  registrar.handle('bulk:results', async ({ editId, limit }) => {
    known(runner.summary(editId));
    return runner.results(editId, limit ?? RESULTS_SHOWN);
  });
  registrar.handle('bulk:pause', async ({ editId }) => known(await runner.pause(editId)));
  registrar.handle('bulk:resume', async ({ editId }) => known(runner.resume(editId)));
  registrar.handle('bulk:cancel', async ({ editId }) => known(await runner.cancel(editId)));
  registrar.handle('bulk:undo', async ({ editId }) => runner.undo(editId));

  return runner;
}

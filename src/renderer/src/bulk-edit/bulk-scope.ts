import type { Link } from '../../../shared/ipc/resources.ts';

/** Which links a bulk edit changes. */
export type BulkScope =
  | { kind: 'selection' }
  | { kind: 'matching' }
  | { kind: 'campaign'; id: number }
  | { kind: 'channel'; id: number }
  | { kind: 'all' };

/** Whether a link matches the Links list's search, read the way the list reads it: in its alias, title and URLs. */
export function matchesSearch(link: Link, query: string): boolean {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return true;
  return [link.alias, link.title, link.longurl, link.shorturl].some((text) =>
    text.toLowerCase().includes(wanted),
  );
}

/** The account's links a scope takes, in the list's order. */
export function linksInScope(
  all: readonly Link[],
  scope: BulkScope,
  context: { selected: ReadonlySet<number>; query: string },
): Link[] {
  switch (scope.kind) {
    case 'selection':
      return all.filter((link) => context.selected.has(link.id));
    case 'matching':
      return all.filter((link) => matchesSearch(link, context.query));
    case 'campaign':
      return all.filter((link) => link.campaign === scope.id);
    case 'channel':
      return all.filter((link) => link.channel.includes(scope.id));
    case 'all':
      return [...all];
  }
}

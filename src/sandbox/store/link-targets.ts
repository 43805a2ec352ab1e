/**
 * The `links.targets` column: where a link sends visitors by country, device and language, and the query
 * parameters it adds. Stored as one JSON object; a missing key means an empty list.
 */
export interface LinkTargets {
  geo: { location: string; link: string }[];
  device: { device: string; link: string }[];
  language: { language: string; link: string }[];
  parameters: { name: string; value: string }[];
}

export function parseTargets(json: string): LinkTargets {
  let stored: Partial<LinkTargets> = {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      stored = parsed as Partial<LinkTargets>;
  } catch {
    // A damaged column must not take the link down: it just has no targets.
  }
  const list = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);
  return {
    geo: list(stored.geo),
    device: list(stored.device),
    language: list(stored.language),
    parameters: list(stored.parameters),
  };
}

export function serialiseTargets(targets: LinkTargets): string {
  return JSON.stringify(targets);
}

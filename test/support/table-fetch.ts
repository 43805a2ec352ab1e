import type { Fetch } from '../../src/main/api/http-client.ts';

/** A fetch that answers from a table of addresses, recording every address asked; others fail as offline. */
export function tableFetch(table: Record<string, () => Response>) {
  const asked: string[] = [];
  const fetch: Fetch = async (input) => {
    asked.push(input);
    const answer = table[input];
    if (!answer) throw new TypeError('fetch failed');
    return answer();
  };
  return { fetch, asked };
}

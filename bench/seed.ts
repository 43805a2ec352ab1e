/** One request that fills the installation: a path and its JSON body. */
export interface SeedRequest {
  path: string;
  body: object;
}

/**
 * Creates what a benchmark needs through the installation's own API (no rate limit), sixteen requests at a time;
 * any refusal stops the benchmark.
 */
export async function seedThroughApi(
  baseUrl: string,
  apiKey: string,
  requests: readonly SeedRequest[],
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const { path, body } = requests[next++]!;
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

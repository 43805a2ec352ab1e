import { join } from 'node:path';
import { startSandbox } from '../../src/sandbox/index.ts';
import { ApiClient } from './sandbox.ts';

/**
 * The long URLs of every link on the installation an `import-child.ts` run imported into (its sandbox's database
 * in `<folder>/sandbox`), read through the installation's API with the importing user's key.
 */
export async function longUrlsImported(folder: string, limit: number): Promise<string[]> {
  const sandbox = await startSandbox({
    dataDir: join(folder, 'sandbox'),
    seed: 'empty',
    profile: 'deployed',
    rateLimit: 0,
  });
  try {
    const alex = sandbox.accounts.find((account) => account.username === 'alex')!;
    const reply = await new ApiClient(sandbox.url, alex.apiKey).get<{
      data: { urls: { longurl: string }[] };
    }>(`/api/urls?limit=${limit}`);
    return reply.body.data.urls.map((link) => link.longurl);
  } finally {
    await sandbox.close();
  }
}

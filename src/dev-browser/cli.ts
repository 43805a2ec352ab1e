import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startDevBrowser, type DevBrowserOptions } from './dev-browser.ts';

const USAGE = `Usage: npm run --silent dev:browser -- [--data DIR] [--build] [--out DIR] [--import FILE]

  --data DIR     keep accounts and the built-in sandbox's data in DIR (default: a temporary folder, removed on exit)
  --build        build the app first, even when out/renderer exists
  --out DIR      the build folder to serve (and build into): DIR/renderer (default: out)
  --import FILE  the spreadsheet "Choose file…" and a drop open (a browser has no file dialog, nor paths)

The first line on stdout is {"url": "http://127.0.0.1:PORT/?token=..."}: open it in a browser.
Logs go to stderr. Stop with Ctrl+C.`;

function readOptions(args: string[]): DevBrowserOptions {
  try {
    const { values } = parseArgs({
      args,
      strict: true,
      options: {
        data: { type: 'string' },
        build: { type: 'boolean', default: false },
        out: { type: 'string' },
        import: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    }
    return {
      build: values.build,
      ...(values.data ? { dataDir: resolve(values.data) } : {}),
      ...(values.out ? { outDir: resolve(values.out) } : {}),
      ...(values.import ? { importFile: resolve(values.import) } : {}),
    };
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    process.exit(2);
  }
}

const devBrowser = await startDevBrowser(readOptions(process.argv.slice(2))).catch((error: unknown) => {
  process.stderr.write(`dev:browser could not start: ${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
});
process.stdout.write(`${JSON.stringify({ url: devBrowser.url })}\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    devBrowser.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`dev:browser did not stop cleanly: ${error}\n`);
        process.exit(1);
      },
    );
  });
}

import { parseCommandLine, UsageError } from './options.ts';
import { startSandbox } from './start.ts';

/** `npm run sandbox`: the first stdout line is the JSON start-up information; logs go to stderr. */
async function main(): Promise<void> {
  let options;
  try {
    options = parseCommandLine(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  const sandbox = await startSandbox(options);
  const { close, ...info } = sandbox;
  process.stdout.write(`${JSON.stringify(info)}\n`);
  process.stderr.write(
    `Linkdesk sandbox (${info.revision} revision, ${info.profile} profile) listening on ${info.url}. Ctrl+C stops it.\n`,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The sandbox could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});

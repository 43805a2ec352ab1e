import { parentPort, workerData } from 'node:worker_threads';
import { doSpreadsheetJob, type SpreadsheetJob } from './spreadsheet-job.ts';

// The spreadsheet worker's entry: one job per worker (workerData), one reply, then main ends the worker. Reading
// and writing spreadsheets is CPU-bound work that would otherwise stop main's event loop (every IPC call, the
// tray, the shortcut) for seconds, and a blow-up here ends this thread only, within the memory main gave it.

const reply = await doSpreadsheetJob(workerData as SpreadsheetJob);
if (reply.ok && reply.value instanceof Uint8Array) {
  // The written file is handed over rather than copied; a copy first if it shares its memory with other data.
  const whole =
    reply.value.byteOffset === 0 && reply.value.byteLength === reply.value.buffer.byteLength
      ? reply.value
      : reply.value.slice();
  parentPort!.postMessage({ ok: true, value: whole }, [whole.buffer as ArrayBuffer]);
} else {
  parentPort!.postMessage(reply);
}

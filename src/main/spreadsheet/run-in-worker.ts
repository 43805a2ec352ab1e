import { Worker } from 'node:worker_threads';
import { AppError } from '../../shared/ipc/app-error.ts';
import type { JobReply, JobValue, SpreadsheetJob } from './spreadsheet-job.ts';
import {
  readingOutOfMemory,
  readingTooSlow,
  writingOutOfMemory,
  writingTooSlow,
} from './spreadsheet-errors.ts';

/** Where the spreadsheet worker's script is: its source under Node, the bundled file in the built app. */
export type SpreadsheetWorkerScript = string | URL;

/**
 * The heap a job may use. Reading a sheet at every limit of sheet.ts (3,000,000 cells, 50,000,000 characters) or
 * writing one back stays well under it; past it the worker is ended (by V8) and the file refused in words.
 */
export const WORKER_HEAP_MB = 1024;

/**
 * How long a job may run before its worker is ended and the file refused. A file read within the limits of
 * sheet.ts takes seconds; one that takes longer does something the limits did not foresee, and must not keep
 * a core busy for minutes. Writing an export of the largest sheet takes longer than reading it.
 */
export const JOB_DEADLINE_MS: Record<SpreadsheetJob['kind'], number> = {
  read: 60_000,
  write: 5 * 60_000,
  'history-rises': 60_000,
};

function tooSlow(kind: SpreadsheetJob['kind'], deadlineMs: number): Error {
  if (kind === 'history-rises') return new Error(`Summing click history took over ${deadlineMs / 1000} s.`);
  return kind === 'read' ? readingTooSlow(deadlineMs) : writingTooSlow(deadlineMs);
}

function outOfMemory(kind: SpreadsheetJob['kind']): Error {
  if (kind === 'history-rises') return new Error('Summing click history ran out of memory.');
  return kind === 'read' ? readingOutOfMemory() : writingOutOfMemory();
}

/**
 * Runs one spreadsheet job in a worker thread of its own, ended once it answers: main's event loop stays free
 * while a file is read or written, and whatever the file does to memory happens within the worker's heap
 * limit and deadline. A refusal comes back as the AppError it was; running out of memory or time becomes a
 * refusal too; anything else is an unexpected failure (the registrar reports it as internal and logs it).
 */
export function runInWorker<Job extends SpreadsheetJob>(
  script: SpreadsheetWorkerScript,
  job: Job,
  deadlineMs: number = JOB_DEADLINE_MS[job.kind],
): Promise<JobValue<Job>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, {
      workerData: job,
      // A clean Node: no flags or loaders of the process that started it (Electron's, or a test runner's).
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      outcome();
      void worker.terminate();
    };
    // terminate() stops the worker even in the middle of a loop that never yields.
    const deadline = setTimeout(() => settle(() => reject(tooSlow(job.kind, deadlineMs))), deadlineMs);
    worker.once('message', (reply: JobReply) =>
      settle(() => {
        if (reply.ok) resolve(reply.value as JobValue<Job>);
        else if ('refusal' in reply) {
          const { code, message, ...extra } = reply.refusal;
          reject(new AppError(code, message, extra));
        } else reject(new Error(`The spreadsheet worker failed: ${reply.failure}`));
      }),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() => {
        if (error.code !== 'ERR_WORKER_OUT_OF_MEMORY') reject(error);
        else reject(outOfMemory(job.kind));
      }),
    );
    worker.once('exit', (code) =>
      settle(() =>
        reject(new Error(`The spreadsheet worker stopped (exit code ${code}) without answering.`)),
      ),
    );
  });
}

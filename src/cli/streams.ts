import type { Writable } from 'node:stream';

/**
 * Standard output and error of the CLI. Writes to a pipe are asynchronous in
 * Node: what the pipe cannot take at once (64 KB on Linux) is queued in the
 * process and written as the reader reads. `process.exit` drops that queue, so
 * the CLI exits only once both streams have handed everything to the OS.
 */

/** Which of the streams a reader closed before everything was written (EPIPE). */
const closedEarly = new Set<Writable>();

/** Resolves once everything written to `stream` so far has been written out, or the stream can take no more. */
export function flushed(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    if (stream.destroyed || stream.writableEnded || !stream.writable) return resolve();
    // A write's callback runs once the writes before it are done: an empty one marks the end of the queue.
    stream.write('', (error) => {
      if (error) closedEarly.add(stream);
      resolve();
    });
  });
}

/**
 * A reader that goes away (`| head -c 100`) makes writes fail with EPIPE: the
 * CLI then stops writing there and fails quietly (exit code 1), instead of
 * dying of an unhandled 'error' event with a stack trace. Other errors are
 * handled the same way; there is nowhere left to report them.
 */
export function watchStandardStreams(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', () => {
      closedEarly.add(stream);
      stream.destroy();
    });
  }
}

/** Exits with `code` once standard output and error are written out (1 if standard output could not be). */
export async function exitWhenFlushed(code: number): Promise<never> {
  await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
  const outputLost = closedEarly.has(process.stdout) || process.stdout.errored !== null;
  process.exit(outputLost && code === 0 ? 1 : code);
}

/** Writes to standard output, resolving once the stream can take more (at once unless its buffer is full), or when it is gone. */
export function writeOut(stream: Writable, text: string): Promise<void> {
  return new Promise((resolve) => {
    if (stream.destroyed || !stream.writable) return resolve();
    if (stream.write(text)) return resolve();
    const done = () => {
      stream.off('drain', done).off('close', done).off('error', done);
      resolve();
    };
    stream.on('drain', done).on('close', done).on('error', done);
  });
}

import { parentPort } from 'node:worker_threads';
import type { WorkerReply } from './worker-client';

/** The worker side of WorkerClient: answers each request with `handle`'s value or its error. */
export function serveWorkerCalls<Request extends { id: number }>(handle: (request: Request) => unknown): void {
  if (!parentPort) throw new Error('serveWorkerCalls runs in a worker thread');
  const port = parentPort;
  port.on('message', (request: Request) => {
    let reply: WorkerReply;
    try {
      reply = { id: request.id, ok: true, value: handle(request) };
    } catch (error) {
      reply = { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply);
  });
}

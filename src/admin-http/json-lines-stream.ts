import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * Pages as JSON Lines, one page in memory at a time. The first page is asked before the status is sent, so a bad
 * request is still a 4xx (this rejects); a failure after it cuts the download short and is told to `cutShort`.
 */
export async function streamPages(
  run: (operation: Record<string, unknown>) => Promise<unknown>,
  operation: Record<string, unknown>,
  reply: FastifyReply,
  options: { idleMs: number; cutShort: (error: unknown) => void },
): Promise<void> {
  let page = (await run(operation)) as { items: unknown[]; next: string | null };
  reply.raw.writeHead(200, {
    'content-type': 'application/jsonl; charset=utf-8',
    'x-request-id': String(reply.request.id),
    ...(reply.getHeaders() as Record<string, string>),
  });
  reply.hijack();
  try {
    for (;;) {
      for (const item of page.items) {
        if (!reply.raw.write(`${JSON.stringify(item)}\n`)) await drained(reply.raw, options.idleMs);
      }
      if (page.next === null || reply.raw.destroyed) break;
      page = (await run({ ...operation, after: page.next })) as typeof page;
    }
    reply.raw.end();
  } catch (error) {
    // The status is sent: a failure mid-stream can only cut the download short, which the reader sees as a truncated file.
    reply.raw.destroy();
    options.cutShort(error);
  }
}

/**
 * Resolves once the reader has taken what was written; fails when it went away or took nothing for `idleMs` (the
 * idle deadline of every streamed answer: the request timeout, the same bound as for a request's arrival).
 */
function drained(response: ServerResponse, idleMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (response.destroyed) return reject(new Error('the reader went away'));
    const settle = (error?: Error) => {
      clearTimeout(timer);
      response.off('drain', onDrain).off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('the reader went away'));
    const timer = setTimeout(() => settle(new Error(`the reader did not read for ${idleMs / 1000} s`)), idleMs);
    response.on('drain', onDrain).on('close', onClose);
  });
}

import * as fs from 'node:fs';
import * as http from 'node:http';
import * as path from 'node:path';
import { DomainError } from '../shared/domain-error';
import type { AdminOperations } from '../admin/admin-operations';
import { CommandUsageError } from '../shared/admin-command';
import { RemoteOperationError, exitCodeOf } from './cli-errors';

/**
 * In embedded mode one process owns the database: the server. It serves the
 * admin CLI's operations on a Unix socket inside DATA_DIR (0700, the socket 0600
 * from its creation, so only the data's owner can use it), and the CLI sends them there while it runs.
 */
export function adminSocketPath(dataDir: string): string {
  return path.join(dataDir, 'admin.sock');
}

// The CLI sends imports in batches of at most 2 MB (import-file.ts); this bounds what the server parses at once.
const MAX_REQUEST_BYTES = 16 * 1024 * 1024;

export async function serveAdminSocket(dataDir: string, operations: AdminOperations): Promise<http.Server> {
  const socketPath = adminSocketPath(dataDir);
  // Whoever holds the data directory's lock owns this path; a leftover is from a dead owner.
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      void (async () => {
        try {
          // A body over the limit is read to its end (not kept) and refused with a message, not a reset.
          if (size > MAX_REQUEST_BYTES)
            throw new CommandUsageError(`the operation's input exceeds ${MAX_REQUEST_BYTES} bytes`);
          const name = decodeURIComponent((request.url ?? '').replace(/^\/operations\//, ''));
          if (request.method !== 'POST' || !operations.has(name))
            throw new CommandUsageError(`unknown operation ${name}`);
          reply(200, {
            result: await operations.run(name, JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')),
          });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          // A name that does not decode or a body that is not JSON is a malformed call, like an unknown operation.
          const malformed = error instanceof URIError || error instanceof SyntaxError;
          const refused = malformed || error instanceof DomainError || error instanceof CommandUsageError;
          reply(refused ? 400 : 500, { error: { message, exitCode: malformed ? 2 : exitCodeOf(error) } });
        }
      })();
    });
  });
  // Private from its first instant, not chmod-ed after listen(): bound under an owner-only umask (0600) inside DATA_DIR, 0700.
  if ((fs.statSync(dataDir).mode & 0o077) !== 0) fs.chmodSync(dataDir, 0o700);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    const umask = process.umask(0o177);
    try {
      server.listen(socketPath, () => resolve());
    } finally {
      process.umask(umask);
    }
  });
  return server;
}

export function callAdminSocket(dataDir: string, name: string, input: unknown): Promise<unknown> {
  const body = JSON.stringify(input ?? {});
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        socketPath: adminSocketPath(dataDir),
        path: `/operations/${encodeURIComponent(name)}`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
              result?: unknown;
              error?: { message: string; exitCode: 1 | 2 };
            };
            if (parsed.error) reject(new RemoteOperationError(parsed.error.message, parsed.error.exitCode));
            else resolve(parsed.result);
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import type { AdminOperations } from '../admin/admin-operations';
import { adminSocketPath, serveAdminSocket } from './admin-socket';

/** One raw call to the socket: the status and the JSON answer, or 'reset' when the connection was dropped. */
function call(
  dataDir: string,
  requestPath: string,
  body: string | Buffer,
): Promise<{ status: number; body: any } | 'reset'> {
  return new Promise((resolve) => {
    const request = http.request(
      { socketPath: adminSocketPath(dataDir), path: requestPath, method: 'POST' },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    request.on('error', () => resolve('reset'));
    request.end(body);
  });
}

describe("the embedded server's admin socket", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-socket-'));
  const operations = {
    has: (name: string) => name === 'accounts.list',
    run: async () => [],
  } as unknown as AdminOperations;
  let server: http.Server;

  beforeAll(async () => {
    server = await serveAdminSocket(dataDir, operations);
  });
  afterAll(() => {
    server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a call, and refuses malformed ones with a message and exit code 2 instead of failing', async () => {
    expect(await call(dataDir, '/operations/accounts.list', '{}')).toEqual({ status: 200, body: { result: [] } });
    for (const [requestPath, body] of [
      ['/operations/%E0%A4%A', '{}'],
      ['/operations/no.such', '{}'],
      ['/operations/accounts.list', '{not json'],
      ['/operations/accounts.list', Buffer.alloc(17 * 1024 * 1024, 32)],
    ] as const) {
      const answer = await call(dataDir, requestPath, body);
      expect(answer).toMatchObject({ status: 400, body: { error: { exitCode: 2, message: expect.any(String) } } });
    }
    // Still serving.
    expect(await call(dataDir, '/operations/accounts.list', '{}')).toEqual({ status: 200, body: { result: [] } });
  });

  it('creates its socket owner-only (0600) inside a 0700 DATA_DIR from the start, whatever the umask, not chmod-ed after listen', async () => {
    const loose = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-socket-loose-'));
    fs.chmodSync(loose, 0o777);
    const umask = process.umask(0);
    let other: http.Server | undefined;
    try {
      other = await serveAdminSocket(loose, operations);
      expect(fs.statSync(loose).mode & 0o777).toBe(0o700);
      expect(fs.statSync(adminSocketPath(loose)).mode & 0o777).toBe(0o600);
      expect(process.umask()).toBe(0);
    } finally {
      process.umask(umask);
      other?.close();
      fs.rmSync(loose, { recursive: true, force: true });
    }
  });
});

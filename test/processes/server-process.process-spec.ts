import * as fs from 'node:fs';
import * as net from 'node:net';
import { eventually } from '../support/expectations';
import { runCli } from '../support/run-cli';
import { startServerProcess } from '../support/server-process';
import { TEST_DATABASE_URL, TEST_DATABASE_ENV, freshDataDir } from '../support/test-database';

jest.setTimeout(120_000);

describe('the service as a process', () => {
  const dataDir = TEST_DATABASE_URL ? undefined : freshDataDir();
  const env: Record<string, string> = TEST_DATABASE_URL ? TEST_DATABASE_ENV : { DATA_DIR: dataDir! };
  afterAll(() => dataDir && fs.rmSync(dataDir, { recursive: true, force: true }));

  it('serves, logs JSON with request ids and no secrets, drains on SIGTERM, and keeps its data across a restart', async () => {
    const server = await startServerProcess(env);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    // The CLI works while the server runs (embedded: through the server's socket).
    const account = (
      await runCli(['accounts', 'create', '--name', 'Process test', '--plan', 'advanced', '--json'], env)
    ).json();
    const key = (
      await runCli(['keys', 'create', account.id, '--name', 'k', '--scopes', 'entries:read', '--json'], env)
    ).json();
    const token = (await runCli(['tokens', 'create', account.id, '--name', 'Drain', '--json'], env)).json();

    const traced = await fetch(`${server.url}/api/v1/entries/2026-01-01`, {
      headers: { authorization: `Bearer ${key.key}`, 'x-request-id': 'trace-me-42' },
    });
    expect(traced.status).toBe(404);
    // Started with PORT=0: the error types it writes name the port it took, as its start-up line does.
    expect(((await traced.json()) as { type: string }).type).toBe(`${server.url}/errors/entry-not-found`);

    // An upload in flight when SIGTERM arrives is still answered and stored.
    const body = JSON.stringify({ note: 'sent while the service was stopping' });
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let raw = '';
    socket.on('data', (chunk) => (raw += chunk));
    socket.write(
      `POST /webhooks/ingest HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token.token}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    // The server has the request once it logs it coming in.
    await eventually(
      async () => (server.lines.some((line) => line.includes('"url":"/webhooks/ingest"')) ? true : undefined),
      10_000,
    );
    const stopAt = Date.now();
    server.child.kill('SIGTERM');
    await eventually(
      async () => (server.lines.some((line) => line.includes('draining and stopping')) ? true : undefined),
      10_000,
    );
    socket.write(body.slice(10));
    await new Promise((resolve) => socket.once('close', resolve));
    expect(raw).toMatch(/^HTTP\/1\.1 200/);
    const receipt = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
    expect(receipt.received).toBe(true);

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - stopAt).toBeLessThan(10_000);

    const logs = server.lines.filter(Boolean).map((line) => JSON.parse(line));
    const request = logs.find((log) => log.requestId === 'trace-me-42' && log.res);
    expect(request).toMatchObject({ res: { statusCode: 404 } });
    const everything = server.lines.join('\n');
    for (const secret of [key.key, token.token]) expect(everything).not.toContain(secret);
    expect(everything.toLowerCase()).not.toContain('authorization":"bearer');

    // Restarted, it has everything, including the upload it answered while stopping.
    const again = await startServerProcess(env);
    try {
      const generated = (await runCli(['generate', account.id, '--date', receipt.day, '--json'], env)).json();
      expect(generated.content).toContain('sent while the service was stopping');
      expect(
        (await fetch(`${again.url}/api/v1/entries/${receipt.day}`, { headers: { authorization: `Bearer ${key.key}` } }))
          .status,
      ).toBe(200);
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  });
});

import * as fs from 'node:fs';
import * as net from 'node:net';
import type { Database } from '../../src/database/database';
import { ServerProcess, startServerProcess } from '../support/server-process';
import { adminCli, openCleanDatabase, report, rssMb, sleep } from './support';

/**
 * Streamed answers of a real server process (the admin export) against readers that stop reading or go away:
 * each is dropped within the idle deadline (REQUEST_TIMEOUT_SECONDS without taking a byte), and what it held
 * (its socket, its page in memory) is given back.
 */
jest.setTimeout(180_000);

const DATABASE_URL = process.env.RESILIENCE_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/diary_resilience';
const REQUEST_TIMEOUT_SECONDS = 3;
/** Large enough that loopback's socket buffers (a few MB each way) cannot take it all. */
const ENTRIES = 1_500;
const ENTRY_CHARS = 20_000;

/** Connections in state ESTABLISHED whose local end is 127.0.0.1:`port` (the server's side), from /proc/net/tcp. */
function establishedTo(port: number): number {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  return fs
    .readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[1] === local && fields[3] === '01').length;
}

describe('resilience of streamed answers', () => {
  let server: ServerProcess;
  let database: Database;
  let operator: string;
  let accountId: string;
  let port: number;

  beforeAll(async () => {
    database = await openCleanDatabase(DATABASE_URL);
    const cli = adminCli(DATABASE_URL);
    accountId = (await cli('accounts', 'create', '--name', 'Exported', '--plan', 'advanced')).id;
    operator = (await cli('operators', 'create', '--name', 'Streams')).token;
    server = await startServerProcess({
      DATABASE_URL,
      REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS),
      GENERATION_QUIET_PERIOD_SECONDS: '3600',
      ADMIN_RATE_LIMIT_PER_MINUTE: '1000',
    });
    port = Number(new URL(server.url).port);
    const text = 'The tide came in over the flats. '.repeat(ENTRY_CHARS / 32);
    for (let batch = 0; batch < ENTRIES / 100; batch++) {
      const entries = Array.from({ length: 100 }, (_, i) => ({
        date: new Date(Date.UTC(2000, 0, 1 + batch * 100 + i)).toISOString().slice(0, 10),
        content: `# Day ${batch * 100 + i}\n\n${text}`,
      }));
      const response = await fetch(`${server.url}/admin/v1/accounts/${accountId}/entries`, {
        method: 'POST',
        headers: { authorization: `Bearer ${operator}`, 'content-type': 'application/json' },
        body: JSON.stringify({ entries }),
      });
      expect(response.status).toBe(200);
    }
  });

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await database?.close();
  });

  /** Asks for the export on a raw connection and reads `readFirst` bytes of it, then stops reading. */
  function stalledReader(
    readFirst: number,
  ): Promise<{ socket: net.Socket; received: () => number; closed: Promise<number> }> {
    return new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = 0;
      const started = Date.now();
      const closed = new Promise<number>((done) => socket.on('close', () => done(Date.now() - started)));
      socket.on('error', () => undefined);
      socket.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received >= readFirst && !socket.isPaused()) {
          socket.pause();
          resolve({ socket, received: () => received, closed });
        }
      });
      socket.write(
        `GET /admin/v1/accounts/${accountId}/export?part=entries HTTP/1.1\r\nHost: diary.test\r\nAuthorization: Bearer ${operator}\r\n\r\n`,
      );
    });
  }

  it('drops an export whose reader stops reading once it has taken nothing for the idle deadline, and gives its memory back', async () => {
    const whole = await (
      await fetch(`${server.url}/admin/v1/accounts/${accountId}/export?part=entries`, {
        headers: { authorization: `Bearer ${operator}` },
      })
    ).text();
    expect(whole.trimEnd().split('\n')).toHaveLength(ENTRIES);
    const idle = rssMb(server.child.pid!);

    const readers = await Promise.all(Array.from({ length: 8 }, () => stalledReader(64 * 1024)));
    const held = rssMb(server.child.pid!);
    const open = establishedTo(port);
    // Past the deadline, with a margin for the server's timers.
    await sleep((REQUEST_TIMEOUT_SECONDS + 3) * 1000);
    const stillOpen = establishedTo(port);
    const after = rssMb(server.child.pid!);
    const bytes = readers.map((reader) => reader.received());
    for (const reader of readers) reader.socket.destroy();

    report(
      `stalled export readers: 8 readers of a ${(whole.length / 1e6).toFixed(0)} MB export stopped after 64 KB; the server's connections to them ${open} -> ${stillOpen} ` +
        `after an idle deadline of ${REQUEST_TIMEOUT_SECONDS} s; RSS idle ${idle.toFixed(0)} MB, holding ${held.toFixed(0)} MB, after ${after.toFixed(0)} MB`,
    );
    expect(open).toBeGreaterThanOrEqual(8);
    // The server closed its side of all eight (ESTABLISHED no more: its socket is gone, whatever the kernel still tries to send).
    expect(stillOpen).toBeLessThanOrEqual(open - 8);
    for (const received of bytes) expect(received).toBeLessThan(whole.length);
    expect(server.lines.join('\n')).toMatch(/export stream accounts\.export ended early: .*did not read/);
    expect(after - idle).toBeLessThan(60);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('stops reading pages for a reader that went away', async () => {
    const reader = await stalledReader(64 * 1024);
    const before = server.lines.length;
    reader.socket.destroy();
    for (
      let waited = 0;
      waited < 5_000 &&
      !server.lines.slice(before).some((line) => /export stream accounts\.export ended early/.test(line));
      waited += 100
    )
      await sleep(100);
    expect(server.lines.slice(before).join('\n')).toMatch(/export stream accounts\.export ended early: .*went away/);
  });
});

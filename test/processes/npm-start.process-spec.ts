import { spawn } from 'node:child_process';
import * as net from 'node:net';
import * as path from 'node:path';
import { eventually } from '../support/expectations';
import { TEST_DATABASE_URL, TEST_DATABASE_ENV, freshDataDir } from '../support/test-database';

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/healthz`).then(
    (response) => response.ok,
    () => false,
  );

/**
 * `npm start &` then `kill $!`: the PID a shell reports is npm's. The start script execs
 * node, so npm's child is the server itself and the signal npm forwards reaches it.
 * (`--ignore-scripts` skips the prestart build: the suite's pretest built dist already.)
 */
describe('npm start, stopped by the PID the shell reports', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s to npm drains the server and frees the port within 10 s, leaving no process',
    async (signal) => {
      const port = await freePort();
      const database = TEST_DATABASE_URL ? TEST_DATABASE_ENV : { DATA_DIR: freshDataDir() };
      const npm = spawn('npm', ['start', '--ignore-scripts', '--silent'], {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '/tmp',
          PORT: String(port),
          LOG_LEVEL: 'info',
          ...database,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      npm.stdout!.on('data', (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
      expect(await eventually(async () => ((await answers(port)) ? true : undefined), 30_000, 200)).toBe(true);
      expect(output).toMatch(
        /Diary Service listening on http:\/\/127\.0\.0\.1:\d+ \(docs http:\/\/127\.0\.0\.1:\d+\/docs/,
      );

      const killedAt = Date.now();
      process.kill(npm.pid!, signal);
      await exited;
      const freed = await eventually(async () => ((await answers(port)) ? undefined : true), 10_000, 100);
      expect(freed).toBe(true);
      expect(Date.now() - killedAt).toBeLessThan(10_000);
      // Nothing listens any more: a new server can take the port.
      await new Promise<void>((resolve, reject) => {
        const server = net
          .createServer()
          .once('error', reject)
          .listen(port, '127.0.0.1', () => server.close(() => resolve()));
      });
      expect(output).toContain('draining and stopping');
    },
  );
});

/** `npm start`'s first step (scripts/prestart.js): the port first, then a build only when a source changed. */
describe('npm start before the server', () => {
  const prestart = (port: number) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['scripts/prestart.js'], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', PORT: String(port) },
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('exit', (code) => resolve({ code, output }));
    });

  it('reports a busy port before anything else, naming PORT', async () => {
    const port = await freePort();
    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(port, '127.0.0.1', resolve));
    try {
      const { code, output } = await prestart(port);
      expect(code).toBe(1);
      expect(output).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expect(output).toContain(`PORT=${port + 1} npm start`);
      expect(output).not.toContain('building');
    } finally {
      busy.close();
    }
  });

  it('does not build again when the build is newer than every source (npm run build stamps it)', async () => {
    const { code, output } = await prestart(await freePort());
    expect([code, output]).toEqual([0, '']);
  });
});

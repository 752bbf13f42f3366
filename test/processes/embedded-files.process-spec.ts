import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { eventually } from '../support/expectations';
import { runCli } from '../support/run-cli';
import { ServerProcess, startServerProcess } from '../support/server-process';

jest.setTimeout(120_000);

const NOBODY = 65_534;
const isRoot = process.getuid?.() === 0;

/** Runs a script as the unprivileged user `nobody` (only root can): its exit code and output. */
function asNobody(script: string, ...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script, ...args], {
      uid: NOBODY,
      gid: NOBODY,
      cwd: '/',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Every path under `dir` (itself included) whose permissions let anyone but its owner in, with its mode. */
function looseUnder(dir: string): string[] {
  const loose: string[] = [];
  const visit = (target: string) => {
    const stat = fs.lstatSync(target);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0)
      loose.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(dir, target) || '.'}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(target)) visit(path.join(target, name));
  };
  visit(dir);
  return loose;
}

function counts(dir: string): { folders: number; files: number } {
  let folders = 0;
  let files = 0;
  const visit = (target: string) => {
    const stat = fs.lstatSync(target);
    if (stat.isDirectory()) {
      folders++;
      for (const name of fs.readdirSync(target)) visit(path.join(target, name));
    } else if (stat.isFile()) files++;
  };
  visit(dir);
  return { folders, files };
}

/** Starts the built server under the given umask (its children inherit the process's). */
async function startWithUmask(mask: number, env: Record<string, string>): Promise<ServerProcess> {
  const previous = process.umask(mask);
  try {
    return await startServerProcess(env);
  } finally {
    process.umask(previous);
  }
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

describe('embedded mode keeps its files to its own user', () => {
  // A parent every user may traverse, as a home or /srv is: only DATA_DIR's own modes protect it.
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-files-'));
  fs.chmodSync(parent, 0o755);
  afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

  it('creates DATA_DIR 0700 and every folder 0700, every file 0600, under umask 000; another user reads and writes nothing', async () => {
    const dataDir = path.join(parent, 'fresh');
    const env = { DATA_DIR: dataDir };
    const server = await startWithUmask(0, env);
    try {
      // Writes of every kind: an account, a signing token (the key file), a delivery (WAL, relation files), through the socket.
      const account = (
        await runCli(['accounts', 'create', '--name', 'Files', '--plan', 'advanced', '--json'], env)
      ).json();
      const signing = (
        await runCli(['tokens', 'create', account.id, '--name', 'Signed', '--signing-secret', '--json'], env)
      ).json();
      expect(signing.signingSecret).toMatch(/^whsec_/);
      const token = (await runCli(['tokens', 'create', account.id, '--name', 'Plain', '--json'], env)).json();
      const delivery = await fetch(`${server.url}/webhooks/ingest`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ note: 'private' }),
      });
      expect(delivery.status).toBe(200);
      expect(fs.existsSync(path.join(dataDir, 'admin.sock'))).toBe(true);
      expect(looseUnder(dataDir)).toEqual([]);
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
      if (isRoot) {
        const probe = await asNobody(
          `const fs = require('fs'); const net = require('net'); const dir = process.argv[1]; const tries = [];
           for (const [name, open] of [['WAL', () => fs.readdirSync(dir + '/pgdata/pg_wal')], ['pg_control', () => fs.openSync(dir + '/pgdata/global/pg_control', 'r+')],
             ['key', () => fs.readFileSync(dir + '/secret-encryption.key')], ['listing', () => fs.readdirSync(dir)]]) {
             try { open(); tries.push(name + ' open'); } catch (e) { tries.push(name + ' ' + e.code); }
           }
           const socket = net.connect(dir + '/admin.sock');
           socket.on('connect', () => { tries.push('socket open'); console.log(tries.join(',')); process.exit(0); });
           socket.on('error', (e) => { tries.push('socket ' + e.code); console.log(tries.join(',')); process.exit(0); });`,
          dataDir,
        );
        expect(probe.output.trim()).toBe('WAL EACCES,pg_control EACCES,key EACCES,listing EACCES,socket EACCES');
      }
    } finally {
      await stop(server);
    }
    expect(looseUnder(dataDir)).toEqual([]);
  });

  it('tightens an existing folder that others could read at start, with one log line saying how much it changed', async () => {
    const dataDir = path.join(parent, 'loose');
    const env = { DATA_DIR: dataDir };
    // A folder made by an earlier version (or copied with loose modes).
    await stop(await startWithUmask(0o022, env));
    const visit = (target: string) => {
      const stat = fs.lstatSync(target);
      if (stat.isDirectory()) {
        fs.chmodSync(target, 0o777);
        for (const name of fs.readdirSync(target)) visit(path.join(target, name));
      } else if (stat.isFile()) fs.chmodSync(target, 0o666);
    };
    visit(dataDir);
    const expected = counts(dataDir);

    const server = await startWithUmask(0o022, env);
    try {
      expect(looseUnder(dataDir)).toEqual([]);
      // Logged right after the start-up line: it may arrive a moment later.
      await eventually(async () => (server.lines.some((line) => line.includes('made private')) ? true : undefined));
      const notices = server.lines.filter((line) => line.includes('made private'));
      expect(notices).toHaveLength(1);
      expect(JSON.parse(notices[0])).toMatchObject({ level: 40, dataDir, tightened: expected });
    } finally {
      await stop(server);
    }

    // Nothing to say the next time.
    const again = await startWithUmask(0o022, env);
    await stop(again);
    expect(again.lines.filter((line) => line.includes('made private'))).toEqual([]);

    // The admin CLI opening the folder itself (no server running) tightens it too, and says so on standard error.
    visit(dataDir);
    const cli = await runCli(['accounts', 'list', '--json'], env);
    expect(cli.code).toBe(0);
    expect(cli.stderr).toContain(`DATA_DIR ${dataDir} was open to other users: made private`);
    expect(looseUnder(dataDir)).toEqual([]);
  });

  (isRoot ? it : it.skip)(
    'refuses to start in a DATA_DIR another user owns (they could replace its files)',
    async () => {
      const dataDir = path.join(parent, 'theirs');
      fs.mkdirSync(dataDir, { mode: 0o700 });
      fs.chownSync(dataDir, NOBODY, NOBODY);
      const started = startServerProcess({ DATA_DIR: dataDir }, 20_000);
      void started.then(stop, () => undefined);
      await expect(started).rejects.toThrow(/belongs to user 65534/);
      expect(fs.readdirSync(dataDir)).toEqual([]);
    },
  );
});

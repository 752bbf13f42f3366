import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The repository this package lives in: the tests run its built service (`npm run build` at the root). */
export const REPOSITORY = fileURLToPath(new URL('../../../../../', import.meta.url));
export const PACKAGE = join(REPOSITORY, 'packages/client');
const MAIN = join(REPOSITORY, 'dist/src/main.js');
const CLI = join(REPOSITORY, 'dist/src/cli.js');

export interface RunningService {
  url: string;
  /** Runs an admin CLI command against the service and returns its `--json` answer. */
  admin(...args: string[]): Promise<any>;
  /** Imports entries (the CLI's JSON Lines format) into the account. */
  importEntries(accountId: string, entries: object[]): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the real service on embedded PostgreSQL in a fresh folder, on a free port, and waits for its start-up
 * line; its admin CLI reaches it over the folder's socket.
 */
export async function startService(): Promise<RunningService> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` at the repository's root first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'diary-client-'));
  const env = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_FORMAT: 'json' };
  const child = spawn(process.execPath, [MAIN], { env: { ...env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await listeningUrl(child);
  const admin = async (...args: string[]) => {
    const { stdout } = await promisify(execFile)(process.execPath, [CLI, ...args, '--json'], { env });
    return JSON.parse(stdout);
  };
  return {
    url,
    admin,
    async importEntries(accountId, entries) {
      const file = join(dataDir, `import-${Date.now()}-${Math.random().toString(36).slice(2)}.jsonl`);
      writeFileSync(file, entries.map((entry) => JSON.stringify(entry)).join('\n') + '\n');
      await admin('entries', 'import', accountId, '--file', file);
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`the service did not start in 60 s: ${stderr}`)), 60_000);
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    child.stdout!.on('data', (chunk) => {
      buffer += chunk;
      const match = /Diary Service listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(buffer);
      if (match) {
        clearTimeout(timer);
        // The rest of the log is read and dropped, so that the service never blocks on a full pipe.
        child.stdout!.removeAllListeners('data').resume();
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the service exited with ${code}: ${stderr}`));
    });
  });
}

/** An account on the Advanced plan with a key of every read scope. */
export async function readerAccount(service: RunningService, name: string): Promise<{ id: string; key: string }> {
  const account = await service.admin('accounts', 'create', '--name', name, '--plan', 'advanced');
  const key = await service.admin(
    'keys',
    'create',
    account.id,
    '--name',
    'client tests',
    '--scopes',
    'entries:list,entries:read,tags:read',
  );
  return { id: account.id, key: key.key };
}

import { spawn } from 'node:child_process';
import * as path from 'node:path';
import type { Readable } from 'node:stream';
import { commandUsage } from '../../src/cli/commands';
import { commandByWords } from '../../src/admin/command-registry';
import { loadConfig } from '../../src/config/load-config';
import { Database } from '../../src/database/database';
import { ENTITY_SCHEMAS } from '../../src/module-list';
import { TEST_DATABASE_URL, TEST_DATABASE_ENV, freshDataDir, truncateAll } from '../support/test-database';

// Each run is a new process of the built CLI (`npm test` builds it first).
jest.setTimeout(120_000);

const CLI = path.resolve(__dirname, '../../dist/src/cli.js');
const ACCOUNTS = 5000;
/** 180 characters of name per account: the list is about 1.7 MB as JSON, 1.3 MB as a table. */
const NAME_PADDING = 'n'.repeat(180);

interface Run {
  code: number | null;
  stdout: Buffer;
  stderr: Buffer;
}

/**
 * Reads a stream as a slow consumer does: after each chunk it stops reading
 * for a moment, so that the pipe fills and the writer has to wait for it.
 */
function readSlowly(stream: Readable): Buffer[] {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    stream.pause();
    setTimeout(() => stream.resume(), 5);
  });
  return chunks;
}

/** Runs a command with standard output and error as pipes that this process reads slowly. */
function run(
  command: string,
  args: string[],
  env: Record<string, string>,
  options: { closeStdoutAfter?: number } = {},
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stdout = options.closeStdoutAfter === undefined ? readSlowly(child.stdout) : [];
    if (options.closeStdoutAfter !== undefined) {
      // A reader that wants only the start (`| head -c N`) and then goes away.
      const limit = options.closeStdoutAfter;
      let read = 0;
      child.stdout.on('data', (chunk: Buffer) => {
        if (read < limit) stdout.push(chunk.subarray(0, limit - read));
        read += chunk.length;
        if (read >= limit) child.stdout.destroy();
      });
    }
    const stderr = readSlowly(child.stderr);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(stdout), stderr: Buffer.concat(stderr) }));
  });
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

describe('admin CLI output through pipes', () => {
  const dataDir = TEST_DATABASE_URL ? undefined : freshDataDir();
  const env: Record<string, string> = TEST_DATABASE_URL ? TEST_DATABASE_ENV : { DATA_DIR: dataDir! };
  const cli = (args: string[], options?: { closeStdoutAfter?: number }) =>
    run(process.execPath, [CLI, ...args], env, options);
  /**
   * The CLI's standard output (or error) through `| cat`, as a shell pipeline runs it: a pipe(2) of 64 KB,
   * where this process's own pipes to a child are socket pairs that hold more.
   */
  const cliThroughCat = (args: string[], stream: 'stdout' | 'stderr' = 'stdout') =>
    run(
      'sh',
      [
        '-c',
        `${[process.execPath, CLI, ...args].map(quote).join(' ')} ${stream === 'stderr' ? '2>&1 >/dev/null ' : ''}| cat`,
      ],
      env,
    );

  beforeAll(async () => {
    const database = await Database.open(loadConfig({ LOG_LEVEL: 'silent', ...env }), ENTITY_SCHEMAS, {
      runMigrations: true,
    });
    try {
      if (TEST_DATABASE_URL) await truncateAll((sql) => database.dataSource.query(sql));
      await database.dataSource.query(
        `INSERT INTO accounts (name, plan) SELECT 'Account ' || i || ' ' || $1, 'free' FROM generate_series(1, ${ACCOUNTS}) AS i`,
        [NAME_PADDING],
      );
    } finally {
      await database.close();
    }
  });

  it('writes a JSON list of over 1 MB whole to a slowly read pipe', async () => {
    const result = await cli(['accounts', 'list', '--json']);
    expect(result.stderr.toString()).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout.length).toBeGreaterThan(1024 * 1024);
    const accounts = JSON.parse(result.stdout.toString('utf8')) as Array<{ name: string }>;
    expect(accounts).toHaveLength(ACCOUNTS);
    expect(new Set(accounts.map((account) => account.name)).size).toBe(ACCOUNTS);
    expect(result.stdout.toString('utf8').endsWith(']\n')).toBe(true);
  });

  it('writes JSON and the table whole through `| cat`', async () => {
    const json = await cliThroughCat(['accounts', 'list', '--json']);
    expect(json.code).toBe(0);
    expect(json.stdout.length).toBeGreaterThan(1024 * 1024);
    expect(JSON.parse(json.stdout.toString('utf8'))).toHaveLength(ACCOUNTS);

    const table = await cliThroughCat(['accounts', 'list']);
    expect(table.code).toBe(0);
    expect(table.stdout.length).toBeGreaterThan(1024 * 1024);
    const lines = table.stdout.toString('utf8').split('\n');
    expect(lines[0]).toMatch(/^id\s+name\s+plan\s+timezone\s+identities\s+createdAt/);
    expect(lines).toHaveLength(1 + ACCOUNTS + 1);
    expect(lines.at(-1)).toBe('');
    expect(lines.filter((line) => line.includes(NAME_PADDING))).toHaveLength(ACCOUNTS);
  });

  it('writes a long message on standard error whole, with the exit code', async () => {
    const value = 'x'.repeat(100_000);
    const result = await cli(['generate', '00000000-0000-4000-8000-000000000000', '--date', value]);
    expect(result.code).toBe(2);
    expect(result.stdout.toString()).toBe('');
    const message = `--date must be a real day as YYYY-MM-DD, got "${value}"\n\n${commandUsage(commandByWords('generate')!)}\n`;
    expect(result.stderr.toString('utf8')).toBe(message);
    expect(
      (
        await cliThroughCat(['generate', '00000000-0000-4000-8000-000000000000', '--date', value], 'stderr')
      ).stdout.toString('utf8'),
    ).toBe(message);
  });

  it('fails quietly, without a stack trace, when the reader closes the pipe early', async () => {
    const result = await cli(['accounts', 'list', '--json'], { closeStdoutAfter: 100 });
    expect(result.stdout.toString('utf8')).toMatch(/^\[\n {2}\{/);
    expect(result.code).toBe(1);
    expect(result.stderr.toString()).toBe('');
  });
});

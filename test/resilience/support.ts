import * as fs from 'node:fs';
import { loadConfig } from '../../src/config/load-config';
import { Database } from '../../src/database/database';
import { ENTITY_SCHEMAS } from '../../src/module-list';
import { runCli } from '../support/run-cli';
import { ServerProcess, startServerProcess } from '../support/server-process';
import { ensureDatabaseExists, truncateAll } from '../support/test-database';

/** Shared by the resilience suites: real processes on loopback, figures printed for the closing notes. */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Prints a figure, and appends it to RESILIENCE_REPORT when set. */
export function report(line: string): void {
  process.stdout.write(`${line}\n`);
  fs.appendFileSync(process.env.RESILIENCE_REPORT ?? '/dev/null', `${line}\n`);
}

/** Resident memory of a process, in MB. */
export function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}

/** The admin CLI with `--json` on `databaseUrl`; a failure throws with its standard error. */
export function adminCli(databaseUrl: string) {
  return async (...args: string[]) => {
    const result = await runCli([...args, '--json'], { DATABASE_URL: databaseUrl });
    if (result.code !== 0) throw new Error(`admin ${args.join(' ')} failed: ${result.stderr}`);
    return result.json();
  };
}

/** Server processes started by a suite, with the environment they share; `stopAll` in afterAll. */
export class ServerFleet {
  readonly started: ServerProcess[] = [];

  constructor(private readonly env: Record<string, string>) {}

  async start(env: Record<string, string> = {}): Promise<ServerProcess> {
    const server = await startServerProcess({ ...this.env, ...env });
    this.started.push(server);
    return server;
  }

  async stop(server: ServerProcess): Promise<void> {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }

  async stopAll(): Promise<void> {
    for (const server of this.started) await this.stop(server);
  }
}

/** The suite's own database, created if missing, migrated and emptied. */
export async function openCleanDatabase(databaseUrl: string): Promise<Database> {
  await ensureDatabaseExists(databaseUrl);
  const database = await Database.open(loadConfig({ DATABASE_URL: databaseUrl }), ENTITY_SCHEMAS, {
    runMigrations: true,
  });
  await truncateAll((sql) => database.dataSource.query(sql));
  return database;
}

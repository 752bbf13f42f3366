import 'reflect-metadata';
import type { Server } from 'node:http';
import { AdminOperations } from './admin/admin-operations';
import { serveAdminSocket } from './cli/admin-socket';
import { freePort } from './config/free-port';
import { loadConfig } from './config/load-config';
import { Database } from './database/database';
import { tightenedNotice } from './database/private-data-dir';
import { createHttpApp } from './http-app';

const SHUTDOWN_DEADLINE_MS = 10_000;

async function main(): Promise<void> {
  let config = loadConfig();
  // PORT=0 takes a free port; chosen first, so that the URLs the service writes (error types, the docs' server) name it.
  if (config.port === 0 && !process.env.PUBLIC_BASE_URL) {
    config = loadConfig({ ...process.env, PORT: String(await freePort(config.host)) });
  }
  const app = await createHttpApp(config);
  await app.listen({ port: config.port, host: config.host });
  const log = app.getHttpAdapter().getInstance().log;
  const database = app.get(Database);
  // The port bound (PORT=0 asks the system for a free one).
  const address = (app.getHttpServer() as Server).address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host}:${port}`;
  const migrations = database.appliedAtOpen.length ? database.appliedAtOpen.join(', ') : 'none pending';
  log.info(
    {
      url,
      docs: `${url}/docs`,
      database: database.describe(config.dataDir),
      migrationsApplied: database.appliedAtOpen,
    },
    `Diary Service listening on ${url} (docs ${url}/docs, OpenAPI ${url}/api/v1/openapi.json); ${database.describe(config.dataDir)}; migrations applied: ${migrations}`,
  );
  if (database.poolerNotice) log.warn({ pooler: config.databasePooler }, database.poolerNotice);
  if (database.tightenedAtOpen)
    log.warn(
      { dataDir: config.dataDir, tightened: database.tightenedAtOpen },
      tightenedNotice(config.dataDir, database.tightenedAtOpen),
    );
  // Embedded: this process owns the database, so the admin CLI runs its operations here.
  const adminSocket: Server | null = config.databaseUrl
    ? null
    : await serveAdminSocket(config.dataDir, app.get(AdminOperations));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'draining and stopping');
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    adminSocket?.close();
    // close() stops accepting connections, lets in-flight requests finish, then runs shutdown hooks.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

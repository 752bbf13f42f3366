import * as fs from 'node:fs';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { AdminOperations } from '../../src/admin/admin-operations';
import type { AppConfig } from '../../src/config/app-config';
import { loadConfig } from '../../src/config/load-config';
import { Database } from '../../src/database/database';
import { ENTITY_SCHEMAS } from '../../src/module-list';
import { createHttpApp } from '../../src/http-app';
import { TEST_DATABASE_URL, TEST_DATABASE_ENV, freshDataDir, truncateAll } from './test-database';
import { TestClock } from './test-clock';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  database: Database;
  /** The admin operations, the same the CLI runs: used to arrange data. */
  admin: AdminOperations;
  /** The service's clock: advance it to test behaviour over time without waiting. */
  clock: TestClock;
  inject(options: InjectOptions | string): Promise<LightMyRequestResponse>;
  query<T = Record<string, unknown>>(sql: string, parameters?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Keep the data of earlier apps (a second instance on the same database). */
  keepData?: boolean;
  /** Embedded mode only: reuse this data directory. */
  dataDir?: string;
}

/** The real application on the real database (PostgreSQL or a fresh embedded copy), not listening. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = TEST_DATABASE_URL ? undefined : (options.dataDir ?? freshDataDir());
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_BASE_URL: 'https://diary.test',
    ...(TEST_DATABASE_URL ? TEST_DATABASE_ENV : { DATA_DIR: dataDir! }),
    ...options.env,
  });
  const database = await Database.open(config, ENTITY_SCHEMAS, { runMigrations: true, pipelinedReads: true });
  const query = <T>(sql: string, parameters?: unknown[]) => database.dataSource.query(sql, parameters) as Promise<T[]>;
  if (TEST_DATABASE_URL && !options.keepData) await truncateAll(query);
  const clock = new TestClock();
  const app = await createHttpApp(config, database, clock);
  return {
    app,
    config,
    database,
    admin: app.get(AdminOperations),
    clock,
    inject: (request) => app.inject(request as InjectOptions),
    query,
    close: async () => {
      await app.close();
      if (dataDir && !options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

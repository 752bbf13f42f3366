import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { loadConfig } from '../../src/config/load-config';
import { Database } from '../../src/database/database';
import { ENTITY_SCHEMAS } from '../../src/module-list';
import { TEMPLATE_DIR_VARIABLE, TEST_DATABASE_URL, ensureDatabaseExists, forWorker } from './test-database';

/** Says once, up front, which tests this environment skips and why (jest lists them only as "skipped"). */
function explainSkips(): void {
  const missing = [
    TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL',
    process.env.TEST_REDIS_URL ? null : 'TEST_REDIS_URL',
  ].filter(Boolean);
  if (missing.length === 0) return;
  process.stderr.write(
    `\nWithout ${missing.join(' and ')}: the tests of two instances sharing PostgreSQL and Redis (rate limits, revocations, erasure, cache) ` +
      `are skipped, as they need a shared server; everything else runs on ${TEST_DATABASE_URL ? 'PostgreSQL' : 'the embedded database'}.\n`,
  );
}

export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  explainSkips();
  if (TEST_DATABASE_URL) {
    // One database per worker (test-database.ts), migrated before any suite runs.
    for (let worker = 1; worker <= globalConfig.maxWorkers; worker++) {
      // Created and migrated on PostgreSQL itself, also when the suite runs through a pooler.
      const url = forWorker(process.env.TEST_DATABASE_DIRECT_URL || TEST_DATABASE_URL, String(worker))!;
      await ensureDatabaseExists(url);
      const database = await Database.open(loadConfig({ DATABASE_URL: url }), [], { runMigrations: true });
      await database.close();
    }
    return;
  }
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-template-'));
  const database = await Database.open(loadConfig({ DATA_DIR: template }), ENTITY_SCHEMAS, { runMigrations: true });
  await database.close();
  process.env[TEMPLATE_DIR_VARIABLE] = template;
}

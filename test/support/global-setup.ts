import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { loadConfig } from '../../src/config/load-config';
import { Database } from '../../src/database/database';
import { ENTITIES } from '../../src/entities';
import { TEMPLATE_DIR_VARIABLE, TEST_DATABASE_URL, ensureDatabaseExists } from './test-database';

export default async function globalSetup(): Promise<void> {
  if (TEST_DATABASE_URL) {
    await ensureDatabaseExists(TEST_DATABASE_URL);
    const database = await Database.open(loadConfig({ DATABASE_URL: TEST_DATABASE_URL }), ENTITIES, { runMigrations: true });
    await database.close();
    return;
  }
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-template-'));
  const database = await Database.open(loadConfig({ DATA_DIR: template }), ENTITIES, { runMigrations: true });
  await database.close();
  process.env[TEMPLATE_DIR_VARIABLE] = template;
}

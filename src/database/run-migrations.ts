import 'reflect-metadata';
import { Database } from './database';
import { loadConfig } from '../config/load-config';

/** `npm run migration:run`: applies pending migrations to the configured database, then exits (no entity schema needed). */
async function main(): Promise<void> {
  const database = await Database.open(loadConfig(), [], { runMigrations: false });
  try {
    const applied = await database.migrate();
    process.stdout.write(applied.length ? `applied ${applied.join(', ')}\n` : 'no pending migrations\n');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

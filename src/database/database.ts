import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { DataSource, EntitySchema } from 'typeorm';
import { MIGRATIONS } from '../../migrations';
import type { AppConfig } from '../config/app-config';
import { DataDirLock } from './data-dir-lock';

// Any fixed number: all instances that share one database agree on it.
const MIGRATION_LOCK_ID = 7_311_200_417;

/**
 * The connection to PostgreSQL: a server when DATABASE_URL is set, otherwise the
 * embedded PGlite in DATA_DIR, reached through ONE pooled connection (PGlite has
 * one backend session; a second connection would interleave transactions).
 */
export class Database {
  private constructor(
    readonly dataSource: DataSource,
    readonly embedded: PGlite | null,
    private readonly lock: DataDirLock | null,
  ) {}

  static async open(config: AppConfig, entities: EntitySchema[], options: { runMigrations: boolean }): Promise<Database> {
    const common = {
      type: 'postgres' as const,
      entities,
      migrations: MIGRATIONS,
      migrationsTransactionMode: 'each' as const,
      uuidExtension: 'pgcrypto' as const,
      installExtensions: false,
      synchronize: false,
      logging: false,
    };
    let database: Database;
    if (config.databaseUrl) {
      const dataSource = new DataSource({
        ...common,
        url: config.databaseUrl,
        // Fail fast when the server is down rather than queueing requests forever.
        extra: { max: 10, connectionTimeoutMillis: 2000, query_timeout: 15_000, keepAlive: true },
      });
      database = new Database(await dataSource.initialize(), null, null);
    } else {
      const lock = DataDirLock.acquire(config.dataDir);
      try {
        const pglite = await PGlite.create(`${config.dataDir}/pgdata`);
        const { connection } = createPgConfig(pglite);
        const dataSource = new DataSource({ ...common, extra: { connection, max: 1, idleTimeoutMillis: 0 } });
        database = new Database(await dataSource.initialize(), pglite, lock);
      } catch (error) {
        lock.release();
        throw error;
      }
    }
    if (options.runMigrations) await database.migrate();
    return database;
  }

  get isEmbedded(): boolean {
    return this.embedded !== null;
  }

  /** Applies pending migrations; instances starting together take turns. */
  async migrate(): Promise<string[]> {
    if (this.isEmbedded) return (await this.dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name);
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      return (await this.dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      await runner.release();
    }
  }

  /** True when a trivial query answers within the timeout. */
  async isReachable(timeoutMs = 1000): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const probe = this.dataSource.query('SELECT 1').then(() => true, () => false);
    try {
      return await Promise.race([probe, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.embedded?.close();
    this.lock?.release();
  }
}

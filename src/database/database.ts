import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { DataSource, DataSourceOptions, EntitySchema } from 'typeorm';
import { MIGRATIONS } from '../../migrations';
import type { AppConfig } from '../config/app-config';
import { DataDirLock } from './data-dir-lock';
import { PipelinedReads } from './pipelined-reads';
import { ReadReplica } from './read-replica';
import { WritePositions } from './write-positions';
import { Tightened, keepNewFilesPrivate, makeDataDirPrivate, makeTreePrivate } from './private-data-dir';
import { poolOf } from './driver-internals';
import { PostgresConnections } from './postgres-connections';
import { MIGRATION_LIMITS, REQUEST_LIMITS, withStatementTimeout } from './postgres-limits';

// Any fixed number: all instances that share one database agree on it.
export const MIGRATION_LOCK_ID = 7_311_200_417;

/** `application_name` of the service's pooled connections (seen in pg_stat_activity). */
export const APPLICATION_NAME = 'diary';

export interface OpenOptions {
  runMigrations: boolean;
  /**
   * PostgreSQL's `statement_timeout` on this process's pooled connections, in
   * milliseconds (0: none); 10 s by default. Migrations always run without one.
   */
  statementTimeoutMs?: number;
  /** Open the pipelined connections of the hot statements (PostgreSQL): for a process that serves HTTP, not the CLI or migrations. */
  pipelinedReads?: boolean;
}

/**
 * PGlite's WebAssembly memory only grows, from the 128 MB its module declares as a
 * minimum (a smaller `initialMemory` fails to link: measured, "memory import 0 is
 * smaller than initial 2048"),
 * and PostgreSQL's default 128 MB of shared buffers fill it further. An embedded
 * diary's working set is small; 16 MB of buffers (the operating system caches the files too).
 */
const EMBEDDED_MEMORY = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  // The extensions the migrations create (a server ships them with PostgreSQL's contrib): btree_gin for search.
  extensions: { btree_gin },
};

/**
 * The connection to PostgreSQL: a server when DATABASE_URL is set, otherwise the
 * embedded PGlite in DATA_DIR, reached through ONE pooled connection (PGlite has
 * one backend session; a second connection would interleave transactions).
 *
 * A server is reached under the bounds of `REQUEST_LIMITS` (postgres-limits.ts):
 * a wait for a free connection that is not taken for an outage, a connect timeout,
 * a server-side statement timeout, a read timeout past which a connection is
 * discarded as dead, TCP keepalive.
 */
export class Database {
  private constructor(
    readonly dataSource: DataSource,
    readonly embedded: PGlite | null,
    private readonly lock: DataDirLock | null,
    /** A server: `directUrl` is for migrations (with their session advisory lock), not through a pooler. */
    private readonly server: {
      url: string;
      directUrl: string;
      entities: EntitySchema[];
      connections: PostgresConnections;
      pooled: boolean;
    } | null = null,
    /** The hot statements on pipelined connections (a server, in a process that serves HTTP). */
    readonly reads: PipelinedReads | null = null,
  ) {}

  static async open(config: AppConfig, entities: EntitySchema[], options: OpenOptions): Promise<Database> {
    let database: Database;
    if (config.databaseUrl) {
      const limits = withStatementTimeout(
        { ...REQUEST_LIMITS, poolSize: config.databasePoolSize },
        options.statementTimeoutMs ?? REQUEST_LIMITS.statementTimeoutMs,
      );
      const pooled = config.databasePooler === 'transaction';
      const connections = new PostgresConnections(config.databaseUrl, limits, APPLICATION_NAME, pooled);
      const dataSource = new DataSource({
        ...dataSourceOptions(entities),
        url: config.databaseUrl,
        extra: connections.poolOptions(),
      });
      await dataSource.initialize();
      connections.watch(poolOf(dataSource));
      // Behind a transaction-mode pooler the hot statements go through the pool, unnamed: a pooler hands each
      // transaction any server connection, where a statement prepared on another is unknown.
      const reads =
        options.pipelinedReads && !pooled
          ? new PipelinedReads(config.databaseUrl, limits, `${APPLICATION_NAME}-reads`, connections)
          : null;
      await reads?.open();
      const directUrl = config.databaseDirectUrl ?? config.databaseUrl;
      const server = { url: config.databaseUrl, directUrl, entities, connections, pooled };
      database = new Database(dataSource, null, null, server, reads);
      if (pooled) database.poolerNotice = await unboundedThroughPooler(dataSource);
      if (config.databaseReadUrl && options.pipelinedReads) {
        database.replica = new ReadReplica(config.databaseReadUrl, pooled);
        database.replica.start();
        // Writes made before this process listened are unknown to it: none is newer than the primary's position now.
        await database.refreshWritePositions();
      }
    } else {
      keepNewFilesPrivate();
      const tightened = makeDataDirPrivate(config.dataDir);
      const lock = DataDirLock.acquire(config.dataDir);
      try {
        const pglite = await PGlite.create(`${config.dataDir}/pgdata`, EMBEDDED_MEMORY);
        // A new data directory is unpacked from PGlite's archive with the archive's modes (0666), not the umask's.
        makeTreePrivate(config.dataDir);
        const { connection } = createPgConfig(pglite);
        const dataSource = new DataSource({
          ...dataSourceOptions(entities),
          extra: { connection, max: 1, idleTimeoutMillis: 0 },
        });
        database = new Database(await dataSource.initialize(), pglite, lock);
        if (tightened.folders + tightened.files > 0) database.tightenedAtOpen = tightened;
      } catch (error) {
        lock.release();
        throw error;
      }
    }
    if (options.runMigrations) database.appliedAtOpen = await database.migrate();
    return database;
  }

  /** A streaming replica for the read API (DATABASE_READ_URL, in a process that serves HTTP), or null. */
  replica: ReadReplica | null = null;

  /** Where each account's latest write known here ends on the primary's WAL: how far a replica must be to answer. */
  readonly writePositions = new WritePositions();

  /** After notifications may have been missed: nothing written up to the primary's position now is assumed read. */
  async refreshWritePositions(): Promise<void> {
    if (!this.replica) return;
    this.writePositions.forgetAll();
    const [row] = (await this.dataSource.query('SELECT pg_current_wal_lsn()::text AS at')) as { at: string }[];
    this.writePositions.everyWriteUpTo(row.at);
  }

  /** Behind a pooler, what server-side bound its connections lack (for a start-up warning); null when none. */
  poolerNotice: string | null = null;

  /** The migrations this process applied when it opened the database (for the start-up line). */
  appliedAtOpen: string[] = [];

  /** Embedded: what of an existing DATA_DIR other users could reach, made private at open (for a start-up line); null when nothing was. */
  tightenedAtOpen: Tightened | null = null;

  /** Where the data is, without credentials: `PostgreSQL host:port/database`, or the embedded folder. */
  describe(dataDir: string): string {
    if (!this.server) return `embedded PostgreSQL (PGlite) in ${dataDir}`;
    const url = new URL(this.server.url);
    const where = `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
    return this.server.pooled ? `${where} through a transaction-mode pooler` : where;
  }

  /** This process's connection pool: in use, idle, and requests waiting for a connection. */
  poolUsage(): { inUse: number; idle: number; waiting: number } {
    const pool = poolOf(this.dataSource);
    return { inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount };
  }

  get isEmbedded(): boolean {
    return this.embedded !== null;
  }

  /** Named prepared statements may be used: not behind a transaction-mode pooler. */
  get namedStatements(): boolean {
    return !this.server?.pooled;
  }

  /**
   * Applies pending migrations; instances starting together take turns. On a server
   * they run on connections of their own, without the requests' statement timeout
   * (an index build may take minutes, and so may the wait for another instance's turn).
   */
  async migrate(): Promise<string[]> {
    if (!this.server) return (await this.dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name);
    const connections = new PostgresConnections(
      this.server.directUrl,
      MIGRATION_LIMITS,
      `${APPLICATION_NAME}-migrations`,
    );
    const dataSource = new DataSource({
      ...dataSourceOptions(this.server.entities),
      url: this.server.directUrl,
      extra: connections.poolOptions(),
    });
    await dataSource.initialize();
    const runner = dataSource.createQueryRunner();
    try {
      await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      return (await dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      await runner.release();
      await dataSource.destroy();
    }
  }

  /**
   * Migrates only when a migration is pending: one read of the migrations table
   * when the schema is current (the admin CLI runs this on every call).
   */
  async migrateIfBehind(): Promise<string[]> {
    return (await this.dataSource.showMigrations()) ? this.migrate() : [];
  }

  /** True when a trivial query answers within the timeout. */
  async isReachable(timeoutMs = 1000): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const probe = this.dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([probe, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await this.reads?.close();
    await this.replica?.close();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.embedded?.close();
    this.lock?.release();
  }
}

function dataSourceOptions(entities: EntitySchema[]) {
  return {
    type: 'postgres' as const,
    entities,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each' as const,
    uuidExtension: 'pgcrypto' as const,
    installExtensions: false,
    synchronize: false,
    logging: false,
  } satisfies DataSourceOptions;
}

/**
 * Through a transaction-mode pooler the service cannot set its server-side timeouts per connection: they must come
 * from the role or the database (`ALTER ROLE ... SET statement_timeout = '10s'`). Says which are missing.
 */
async function unboundedThroughPooler(dataSource: DataSource): Promise<string | null> {
  const [row] = (await dataSource.query(
    `SELECT current_setting('statement_timeout') AS statement, current_setting('idle_in_transaction_session_timeout') AS idle`,
  )) as { statement: string; idle: string }[];
  const missing = [
    row.statement === '0' ? `statement_timeout (${REQUEST_LIMITS.statementTimeoutMs / 1000}s)` : null,
    row.idle === '0'
      ? `idle_in_transaction_session_timeout (${REQUEST_LIMITS.idleInTransactionTimeoutMs / 1000}s)`
      : null,
  ].filter(Boolean);
  if (missing.length === 0) return null;
  return `DATABASE_POOLER=transaction: the pooled connections have no ${missing.join(' or ')}; set them on the role (ALTER ROLE <user> SET ...) or in the pooler (docs/scaling.md)`;
}

import { Logger } from '@nestjs/common';
import { Pool, QueryConfig } from 'pg';
import { PostgresConnections } from './postgres-connections';
import { REQUEST_LIMITS } from './postgres-limits';
import { walPosition } from './wal-position';

/** How often the replica's replay position is read. */
const SAMPLE_EVERY_MS = 100;
/** A sample older than this is not trusted (the replica stopped answering): reads go to the primary. */
const SAMPLE_TRUSTED_MS = 1_000;
/** Connections to the replica per instance. */
const REPLICA_POOL_SIZE = 5;

/**
 * A streaming replica for the read API (DATABASE_READ_URL). How far it has replayed the primary's WAL is sampled
 * every 100 ms; a sample is taken before any read that trusts it, so a read's snapshot holds at least what the
 * sample says (replay only moves forward).
 */
export class ReadReplica {
  private readonly logger = new Logger(ReadReplica.name);
  private readonly pool: Pool;
  private sample: { position: bigint; at: number } | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** Reads answered by the replica and by the primary instead (it had not replayed far enough, or was away). */
  readonly served = { replica: 0, primary: 0 };

  /** `pooled`: DATABASE_POOLER=transaction, which may stand in front of the replica too: no session settings. */
  constructor(url: string, pooled: boolean) {
    const connections = new PostgresConnections(
      url,
      { ...REQUEST_LIMITS, poolSize: REPLICA_POOL_SIZE, poolWaitMs: 1_000 },
      'diary-replica-reads',
      pooled,
    );
    this.pool = new Pool(connections.poolOptions());
    this.pool.on('error', (error) => this.logger.warn(`replica connection: ${error.message}`));
  }

  start(): void {
    const sample = async () => {
      try {
        const { rows } = await this.pool.query('SELECT pg_last_wal_replay_lsn()::text AS replayed');
        const replayed = rows[0]?.replayed as string | null;
        // Null: not a replica (or not replaying); never trusted.
        this.sample = replayed ? { position: walPosition(replayed), at: Date.now() } : null;
      } catch {
        this.sample = null;
      }
      if (this.timer !== null) this.timer = setTimeout(() => void sample(), SAMPLE_EVERY_MS).unref();
    };
    this.timer = setTimeout(() => void sample(), 0).unref();
  }

  /** True when the replica has replayed at least `position`, by a recent sample. */
  hasReplayed(position: bigint, now = Date.now()): boolean {
    return this.sample !== null && now - this.sample.at <= SAMPLE_TRUSTED_MS && this.sample.position >= position;
  }

  async query(config: QueryConfig): Promise<unknown[]> {
    return (await this.pool.query(config)).rows;
  }

  private lastFailureLog = 0;

  /** A read the replica failed (the primary answers it): said at most once in 10 s. */
  failed(error: unknown): void {
    if (Date.now() - this.lastFailureLog < 10_000) return;
    this.lastFailureLog = Date.now();
    this.logger.warn(`a read failed on the replica, answered by the primary: ${String(error)}`);
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.pool.end();
  }
}

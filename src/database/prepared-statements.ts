import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Database } from './database';
import { poolOf } from './driver-internals';

/**
 * Hot statements (the read API's reads, the webhook's insert) as named prepared
 * statements, pipelined on PostgreSQL: each
 * connection plans a statement once instead of on every request (planning cost
 * several times the execution of our indexed queries). Works on PostgreSQL and
 * through PGlite's adapter alike.
 */
@Injectable()
export class PreparedStatements {
  constructor(
    private readonly dataSource: DataSource,
    private readonly database: Database,
  ) {}

  /**
   * A read of one account's data: on the replica (DATABASE_READ_URL) when it has replayed the account's latest write
   * known here, else as `query`.
   */
  async readOf<T>(accountId: string, statement: { name: string; text: string }, values: unknown[]): Promise<T[]> {
    const replica = this.database.replica;
    if (replica) {
      if (replica.hasReplayed(this.database.writePositions.required(accountId))) {
        try {
          const rows = (await replica.query(this.config(statement, values))) as T[];
          replica.served.replica++;
          return rows;
        } catch (error) {
          replica.failed(error);
        }
      }
      replica.served.primary++;
    }
    return this.query(statement, values);
  }

  /** On the pipelined read connections when there are (PostgreSQL), else on TypeORM's pool (PGlite, or none connected). */
  async query<T>(statement: { name: string; text: string }, values: unknown[]): Promise<T[]> {
    const config = this.config(statement, values);
    const pipelined = this.database.reads?.query(config);
    if (pipelined) return (await pipelined).rows as T[];
    return (await poolOf(this.dataSource).query(config)).rows as T[];
  }

  /** Named (prepared once per connection) unless behind a transaction-mode pooler, where the replica may be too. */
  private config(statement: { name: string; text: string }, values: unknown[]) {
    return this.database.namedStatements
      ? { name: statement.name, text: statement.text, values }
      : { text: statement.text, values };
  }
}

import { Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';

/**
 * Hot read paths as named prepared statements on TypeORM's own pool: each
 * connection plans a statement once instead of on every request (planning cost
 * several times the execution of our indexed queries). Works on PostgreSQL and
 * through PGlite's adapter alike.
 */
@Injectable()
export class PreparedStatements {
  constructor(private readonly dataSource: DataSource) {}

  async query<T>(statement: { name: string; text: string }, values: unknown[]): Promise<T[]> {
    const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
    return (await pool.query({ name: statement.name, text: statement.text, values })).rows as T[];
  }
}

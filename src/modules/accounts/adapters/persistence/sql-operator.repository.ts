import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Page, PageRequest, pageOf } from '../../../../shared/list-page';
import { isUuid } from '../../../../shared/uuid';
import type { Operator, OperatorPrincipal } from '../../domain/operator';
import { OperatorRepository } from '../../domain/operator.repository';
import { operatorFromRow, operatorPrincipalFromRow } from './principal-rows';
import { touchLastUsedSql, usageParameters } from './usage-sql';

const COLUMNS = 'id, name, display_prefix, created_at, last_used_at, revoked_at';

@Injectable()
export class SqlOperatorRepository extends OperatorRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async create(operator: { name: string; secretHash: string; displayPrefix: string }): Promise<Operator> {
    const [row]: unknown[] = await this.dataSource.query(
      `INSERT INTO operators (name, secret_hash, display_prefix) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
      [operator.name, operator.secretHash, operator.displayPrefix],
    );
    return operatorFromRow(row);
  }

  async listPage(page: PageRequest): Promise<Page<Operator> | null> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM operators
        WHERE $1::uuid IS NULL OR (created_at, id) > (SELECT created_at, id FROM operators WHERE id = $1::uuid)
        ORDER BY created_at, id LIMIT $2`,
      [page.after, page.limit + 1],
    );
    if (
      rows.length === 0 &&
      page.after !== null &&
      (await this.dataSource.query('SELECT 1 FROM operators WHERE id = $1', [page.after])).length === 0
    )
      return null;
    return pageOf(rows.map(operatorFromRow), page.limit, (operator) => operator.id);
  }

  async revoke(id: string): Promise<Operator | null> {
    if (!isUuid(id)) return null;
    const rows: unknown[] = await this.dataSource.query(
      `WITH revoked AS (UPDATE operators SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 RETURNING ${COLUMNS}) SELECT * FROM revoked`,
      [id],
    );
    return rows[0] ? operatorFromRow(rows[0]) : null;
  }

  async findActivePrincipal(secretHash: string): Promise<OperatorPrincipal | null> {
    const [row]: unknown[] = await this.dataSource.query(
      'SELECT id, name FROM operators WHERE secret_hash = $1 AND revoked_at IS NULL',
      [secretHash],
    );
    return row ? operatorPrincipalFromRow(row) : null;
  }

  async touchLastUsed(usedAt: ReadonlyMap<string, Date>): Promise<void> {
    if (usedAt.size > 0) await this.dataSource.query(touchLastUsedSql('operators'), usageParameters(usedAt));
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RowReader } from '../../../../database/row-reader';
import { violatesAccountReference } from '../../../../shared/database-failure';
import { isUuid } from '../../../../shared/uuid';
import { Page, PageRequest, pageOf } from '../../../../shared/list-page';
import { AccountNotFoundError } from '../../../accounts';
import { EVENT_TYPES, EventEndpoint, EventType } from '../../domain/event-endpoint';
import { EventEndpointRepository } from '../../domain/event-endpoint.repository';

const COLUMNS =
  'id, account_id, url, events, description, include_title, enabled, disabled_reason, failing_since, created_at';

function endpointFromRow(row: unknown): EventEndpoint {
  const read = RowReader.of(row, 'event_endpoints');
  const events = read
    .textArray('events')
    .filter((event): event is EventType => (EVENT_TYPES as readonly string[]).includes(event));
  return {
    id: read.text('id'),
    accountId: read.text('account_id'),
    url: read.text('url'),
    events,
    description: read.nullableText('description'),
    includeTitle: read.boolean('include_title'),
    enabled: read.boolean('enabled'),
    disabledReason: read.nullableText('disabled_reason'),
    failingSince: read.nullableDate('failing_since'),
    createdAt: read.date('created_at'),
  };
}

@Injectable()
export class SqlEventEndpointRepository extends EventEndpointRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async createWithinLimit(
    endpoint: Omit<EventEndpoint, 'createdAt' | 'enabled' | 'disabledReason' | 'failingSince'> & {
      signingSecret: Buffer;
    },
    limit: number,
  ): Promise<EventEndpoint | null> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        // The account's row locked: two creations cannot both pass the count.
        await manager.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [endpoint.accountId]);
        const [counted]: unknown[] = await manager.query(
          'SELECT count(*)::int AS n FROM event_endpoints WHERE account_id = $1',
          [endpoint.accountId],
        );
        if (RowReader.of(counted, 'event_endpoints').integer('n') >= limit) return null;
        const [row]: unknown[] = await manager.query(
          `INSERT INTO event_endpoints (id, account_id, url, events, description, include_title, signing_secret)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
          [
            endpoint.id,
            endpoint.accountId,
            endpoint.url,
            endpoint.events,
            endpoint.description,
            endpoint.includeTitle,
            endpoint.signingSecret,
          ],
        );
        return endpointFromRow(row);
      });
    } catch (error) {
      if (violatesAccountReference(error)) throw new AccountNotFoundError(endpoint.accountId);
      throw error;
    }
  }

  async findById(id: string): Promise<EventEndpoint | null> {
    if (!isUuid(id)) return null;
    const [row]: unknown[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM event_endpoints WHERE id = $1`, [id]);
    return row === undefined ? null : endpointFromRow(row);
  }

  async listPageForAccount(accountId: string, page: PageRequest): Promise<Page<EventEndpoint> | null> {
    // Keyset on (created_at, id): the cursor's row is looked up in the account, so a cursor of another is unknown.
    const rows: unknown[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM event_endpoints
        WHERE account_id = $1
          AND ($2::uuid IS NULL OR (created_at, id) > (SELECT created_at, id FROM event_endpoints WHERE id = $2::uuid AND account_id = $1))
        ORDER BY created_at, id LIMIT $3`,
      [accountId, page.after, page.limit + 1],
    );
    if (rows.length === 0 && page.after !== null) {
      const known: unknown[] = await this.dataSource.query(
        'SELECT id FROM event_endpoints WHERE id = $1 AND account_id = $2',
        [page.after, accountId],
      );
      if (known.length === 0) return null;
    }
    return pageOf(rows.map(endpointFromRow), page.limit, (endpoint) => endpoint.id);
  }

  async update(
    id: string,
    changes: Partial<Pick<EventEndpoint, 'url' | 'events' | 'description' | 'includeTitle' | 'enabled'>>,
  ): Promise<EventEndpoint | null> {
    if (!isUuid(id)) return null;
    const rows: unknown[] = await this.dataSource.query(
      `WITH updated AS (
         UPDATE event_endpoints
            SET url = COALESCE($2, url), events = COALESCE($3, events), enabled = COALESCE($4, enabled),
                description = CASE WHEN $5::boolean THEN $6 ELSE description END,
                include_title = COALESCE($7, include_title),
                failing_since = CASE WHEN $4::boolean AND NOT enabled THEN NULL ELSE failing_since END,
                disabled_reason = CASE WHEN $4::boolean THEN NULL ELSE disabled_reason END
          WHERE id = $1 RETURNING ${COLUMNS})
       SELECT * FROM updated`,
      [
        id,
        changes.url ?? null,
        changes.events ?? null,
        changes.enabled ?? null,
        changes.description !== undefined,
        changes.description ?? null,
        changes.includeTitle ?? null,
      ],
    );
    return rows.length === 0 ? null : endpointFromRow(rows[0]);
  }

  async rotateSecret(
    id: string,
    sealFor: (endpointId: string) => Buffer,
    previousUntil: Date,
  ): Promise<EventEndpoint | null> {
    if (!isUuid(id)) return null;
    const rows: unknown[] = await this.dataSource.query(
      `WITH rotated AS (
         UPDATE event_endpoints
            SET previous_signing_secret = signing_secret, previous_secret_until = $3, signing_secret = $2
          WHERE id = $1 RETURNING ${COLUMNS})
       SELECT * FROM rotated`,
      [id, sealFor(id), previousUntil],
    );
    return rows.length === 0 ? null : endpointFromRow(rows[0]);
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    // As a SELECT: TypeORM answers a bare DELETE ... RETURNING with [rows, count].
    const rows: unknown[] = await this.dataSource.query(
      'WITH deleted AS (DELETE FROM event_endpoints WHERE id = $1 RETURNING id) SELECT id FROM deleted',
      [id],
    );
    return rows.length > 0;
  }
}

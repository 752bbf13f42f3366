import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Enrichment } from '../../../../shared/enrichment';
import type { DayArtifact } from '../../domain/day-material';
import { DayMaterialRepository } from '../../domain/day-material.repository';

@Injectable()
export class SqlDayMaterialRepository extends DayMaterialRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async artifactsOf(accountId: string, day: string): Promise<DayArtifact[]> {
    const rows: Array<{ source_label: string; received_at: Date; payload: unknown; enrichment: Enrichment }> = await this.dataSource.query(
      `SELECT source_label, received_at, payload, enrichment FROM artifacts
        WHERE account_id = $1 AND day = $2 ORDER BY received_at, id`,
      [accountId, day],
    );
    return rows.map((row) => ({ sourceLabel: row.source_label, receivedAt: row.received_at, payload: row.payload, enrichment: row.enrichment }));
  }
}

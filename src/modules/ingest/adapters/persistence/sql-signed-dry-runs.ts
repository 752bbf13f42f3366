import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RowReader } from '../../../../database/row-reader';
import { isForeignKeyViolation } from '../../../../shared/database-failure';
import { SignedDryRuns } from '../../domain/signed-dry-runs';
import { SenderGoneError } from './sender-gone.error';

// The token's expired ids go at its next dry run (the rows of a token that stops sending dry runs stay until then,
// or until the token goes); the id itself is left to ON CONFLICT, which may not meet a row this statement deletes.
const REMEMBER = `
  WITH expired AS (
    DELETE FROM ingest_dry_runs
     WHERE token_id = $1 AND delivery_key <> $2 AND seen_at < now() - make_interval(secs => $3)
  )
  INSERT INTO ingest_dry_runs (token_id, delivery_key) VALUES ($1, $2)
  ON CONFLICT (token_id, delivery_key) DO UPDATE SET seen_at = now()`;

const ONLY_DRY_RUN = `
  SELECT EXISTS (
    SELECT 1 FROM ingest_dry_runs
     WHERE token_id = $1 AND delivery_key = $2 AND seen_at >= now() - make_interval(secs => $3)
       AND NOT EXISTS (SELECT 1 FROM ingest_deliveries WHERE token_id = $1 AND delivery_key = $2)
  ) AS only_dry_run`;

@Injectable()
export class SqlSignedDryRuns extends SignedDryRuns {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async remember(tokenId: string, webhookId: string, forSeconds: number): Promise<void> {
    try {
      await this.dataSource.query(REMEMBER, [tokenId, webhookId, forSeconds]);
    } catch (error) {
      // The token (its account) was erased while the dry run was on its way.
      if (isForeignKeyViolation(error)) throw new SenderGoneError();
      throw error;
    }
  }

  async onlyDryRun(tokenId: string, webhookId: string, forSeconds: number): Promise<boolean> {
    const [row]: unknown[] = await this.dataSource.query(ONLY_DRY_RUN, [tokenId, webhookId, forSeconds]);
    return row !== undefined && RowReader.of(row, 'ingest_dry_runs').boolean('only_dry_run');
  }
}

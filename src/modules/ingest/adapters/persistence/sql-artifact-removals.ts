import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ArtifactRemovals } from '../../domain/retention/artifact-removals';

@Injectable()
export class SqlArtifactRemovals extends ArtifactRemovals {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async removedFrom(accountId: string, day: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      'SELECT 1 FROM artifact_removals WHERE account_id = $1 AND day = $2',
      [accountId, day],
    );
    return rows.length > 0;
  }
}

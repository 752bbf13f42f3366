import { Injectable } from '@nestjs/common';
import { PreparedStatements } from '../../../../database/prepared-statements';
import { ArtifactRemovals } from '../../domain/retention/artifact-removals';

const REMOVED_FROM = {
  name: 'ingest-artifact-removed-from',
  text: 'SELECT 1 FROM artifact_removals WHERE account_id = $1 AND day = $2',
};

@Injectable()
export class SqlArtifactRemovals extends ArtifactRemovals {
  constructor(private readonly statements: PreparedStatements) {
    super();
  }

  async removedFrom(accountId: string, day: string): Promise<boolean> {
    // Asked twice for every generated day: prepared, on the pipelined connections.
    const rows = await this.statements.query<unknown>(REMOVED_FROM, [accountId, day]);
    return rows.length > 0;
  }
}

import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RowReader } from '../../../../database/row-reader';
import { ActivityLog } from '../../../../shared/activity-log';

/** The advisory lock (one bigint) of the era check: instances starting together check one at a time. */
const ERA_CHECK_LOCK_ID = 731_120_044;

/**
 * At start, before this process records or reads any change: when the log holds changes of transaction ids this
 * cluster has not reached (the data was restored into another cluster, whose counter starts lower), a new era
 * begins, so that the changes recorded from now on follow the restored ones (migration EntryChangeEras).
 */
@Injectable()
export class ChangeEras implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly log: ActivityLog,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.beginEraAfterRestore();
  }

  /** The era begun, or null when the log's positions are this cluster's. */
  beginEraAfterRestore(): Promise<number | null> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [ERA_CHECK_LOCK_ID]);
      const [row]: unknown[] = await manager.query(`
        SELECT entry_change_era() AS era, (
          SELECT max(txid)::text FROM entry_changes
           WHERE era = entry_change_era() AND txid >= pg_snapshot_xmax(pg_current_snapshot())) AS ahead_txid,
          pg_snapshot_xmax(pg_current_snapshot())::text AS next_txid`);
      const read = RowReader.of(row, 'entry_changes');
      const aheadTxid = read.nullableText('ahead_txid');
      if (aheadTxid === null) return null;
      const era = read.integer('era') + 1;
      const reason = `changes of transaction ${aheadTxid} recorded while this cluster is at ${read.text('next_txid')}`;
      await manager.query('INSERT INTO entry_change_eras (era, reason) VALUES ($1, $2)', [era, reason]);
      this.log.warn(
        ChangeEras.name,
        `the change log holds ${reason}: the database was restored into another cluster. Era ${era} begins: ` +
          'changes from now on follow the restored ones, events not yet sent will be sent, saved feed cursors stay valid',
      );
      return era;
    });
  }
}

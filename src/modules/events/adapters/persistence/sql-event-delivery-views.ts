import type { DataSource } from 'typeorm';
import { Page, PageRequest, pageOf } from '../../../../shared/list-page';
import { isUuid } from '../../../../shared/uuid';
import type { DeliveryView } from '../../domain/event-delivery';
import { VIEW_COLUMNS, deliveryViewFromRow } from './event-delivery-rows';

/** What operators see of the deliveries: one (`endpoints test`, `deliveries retry`) and an endpoint's list. */
export class SqlEventDeliveryViews {
  constructor(private readonly dataSource: DataSource) {}

  async view(id: string): Promise<DeliveryView | null> {
    if (!isUuid(id)) return null;
    const [row]: unknown[] = await this.dataSource.query(`SELECT ${VIEW_COLUMNS} FROM event_deliveries WHERE id = $1`, [
      id,
    ]);
    return row === undefined ? null : deliveryViewFromRow(row);
  }

  async listPage(endpointId: string, failedOnly: boolean, page: PageRequest): Promise<Page<DeliveryView> | null> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT ${VIEW_COLUMNS} FROM event_deliveries
        WHERE endpoint_id = $1 AND (NOT $2::boolean OR state = 'parked')
          AND ($3::uuid IS NULL OR seq < (SELECT seq FROM event_deliveries WHERE id = $3::uuid AND endpoint_id = $1))
        ORDER BY seq DESC LIMIT $4`,
      [endpointId, failedOnly, page.after, page.limit + 1],
    );
    if (rows.length === 0 && page.after !== null) {
      const known: unknown[] = await this.dataSource.query(
        'SELECT id FROM event_deliveries WHERE id = $1 AND endpoint_id = $2',
        [page.after, endpointId],
      );
      if (known.length === 0) return null;
    }
    return pageOf(rows.map(deliveryViewFromRow), page.limit, (delivery) => delivery.id);
  }
}

import {
  DayArtifactReader,
  DayMaterial,
  DayWithMaterial,
  StoredPayload,
} from '../../../src/modules/ingest/domain/day-artifact-reader';

/** DayArtifactReader over payloads added by the spec, per account and day, in order of receipt. */
export class InMemoryDayArtifactReader extends DayArtifactReader {
  private readonly days = new Map<string, StoredPayload[]>();

  add(accountId: string, day: string, payload: StoredPayload): void {
    const key = `${accountId}/${day}`;
    this.days.set(key, [...(this.days.get(key) ?? []), payload]);
  }

  /** Says nothing of retention: the use case asks its ArtifactRemovals (a fake of its own) after the read. */
  read(accountId: string, day: string, maxBytes: number): DayMaterial {
    return { pages: this.pagesOf(accountId, day, maxBytes), removedBeforeLastPage: () => null };
  }

  private async *pagesOf(accountId: string, day: string, maxBytes: number): AsyncIterable<StoredPayload[]> {
    let page: StoredPayload[] = [];
    let bytes = 0;
    for (const payload of this.days.get(`${accountId}/${day}`) ?? []) {
      const size = Buffer.byteLength(payload.payloadJson);
      if (page.length > 0 && bytes + size > maxBytes) {
        yield page;
        page = [];
        bytes = 0;
      }
      page.push(payload);
      bytes += size;
    }
    if (page.length > 0) yield page;
  }

  async daysReceivedBetween(
    since: Date,
    until: Date,
    after: Pick<DayWithMaterial, 'accountId' | 'day'> | null,
    limit: number,
  ): Promise<DayWithMaterial[]> {
    const found: DayWithMaterial[] = [];
    for (const [key, payloads] of this.days) {
      const [accountId, day] = key.split('/');
      const received = payloads
        .map((p) => p.receivedAt.getTime())
        .filter((t) => t > since.getTime() && t <= until.getTime());
      if (received.length > 0) found.push({ accountId, day, newestReceivedAt: new Date(Math.max(...received)) });
    }
    const position = (d: Pick<DayWithMaterial, 'accountId' | 'day'>) => `${d.accountId}/${d.day}`;
    return found
      .sort((a, b) => position(a).localeCompare(position(b)))
      .filter((d) => after === null || position(d) > position(after))
      .slice(0, limit);
  }
}

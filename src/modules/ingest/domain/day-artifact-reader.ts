import type { Enrichment } from './enrichment/enrichment';

/** One stored artifact as a reader of the day's material gets it: the payload as JSON text, parsed where it is digested. */
export interface StoredPayload {
  sourceLabel: string;
  receivedAt: Date;
  payloadJson: string;
  enrichment: Enrichment;
}

export interface DayWithMaterial {
  accountId: string;
  day: string;
  newestReceivedAt: Date;
}

/** One read of a day's material. */
export interface DayMaterial {
  /**
   * The day's artifacts received up to the moment the read begins, in order of receipt, in pages of at most
   * `maxBytes` of payload (a larger artifact comes alone): memory and time stay bounded whatever the day holds
   * and however fast it keeps receiving.
   */
  pages: AsyncIterable<StoredPayload[]>;
  /**
   * Once the pages are read: whether retention had recorded removing material of the day when the last page was
   * read (it records before it removes, so false means the read was whole); null when no page said (an empty day).
   */
  removedBeforeLastPage(): boolean | null;
}

/** Reads what ingest stored, for the modules that turn it into entries. Ingest owns the artifacts. */
export abstract class DayArtifactReader {
  abstract read(accountId: string, day: string, maxBytes: number): DayMaterial;
  /**
   * Up to `limit` account-days with artifacts received after `since` and up to `until`, with their newest receipt
   * (to the millisecond), in order of (account, day) after `after` (null: from the first). How a span is paced
   * and paged is the caller's.
   */
  abstract daysReceivedBetween(
    since: Date,
    until: Date,
    after: Pick<DayWithMaterial, 'accountId' | 'day'> | null,
    limit: number,
  ): Promise<DayWithMaterial[]>;
}

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

/** Reads what ingest stored, for the modules that turn it into entries. Ingest owns the artifacts. */
export abstract class DayArtifactReader {
  /**
   * The day's artifacts in order of receipt, in pages of at most `maxBytes` of
   * payload (a larger artifact comes alone): memory stays bounded whatever the day holds.
   */
  abstract pagesOf(accountId: string, day: string, maxBytes: number): AsyncIterable<StoredPayload[]>;
  /**
   * Account-days with artifacts received after `since` and up to `until`, with their newest receipt (to the
   * millisecond), in pages (some may be empty: the span is read in paced slices, a page at least for each).
   */
  abstract daysReceivedBetween(since: Date, until: Date): AsyncIterable<DayWithMaterial[]>;
}

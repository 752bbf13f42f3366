import type { Enrichment } from '../../ingest';
import type { DayDigest, SpecialProperties } from './day-digest';

/** An artifact as stored: its payload still JSON text, parsed where it is digested. */
export interface RawArtifact {
  sourceLabel: string;
  receivedAt: Date;
  payloadJson: string;
  enrichment: Enrichment;
}

export interface DigestRequest {
  day: string;
  timezone: string;
  /** Top-level payload properties that enrichment reads, not repeated as free-form fields when it extracted something. */
  special: SpecialProperties;
  /** The names, handles and e-mail addresses that are the person (the account's identities). */
  identities?: readonly string[];
  /** The day's artifacts in order of receipt, in pages of bounded size. */
  pages: AsyncIterable<RawArtifact[]>;
}

/** Digests a day's material page by page, in bounded memory, off the event loop that serves requests. */
export abstract class DayDigester {
  abstract digest(request: DigestRequest): Promise<DayDigest>;
}

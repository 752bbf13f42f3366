import type { Enrichment } from './enrichment/enrichment';

/** How one field of a payload was read: as what, or why it was left out. */
export interface FieldReading {
  /** Which of the payload's records it is in (1, 2, ...), when the payload is a batch. */
  record?: number;
  /** Where it is in the record: `main.temp`, `readings[2].value`. */
  path: string;
  /** What it was read as (quantity, money, text, time, state, kind, date, actor, breakdown, lifecycle); null: left out. */
  readAs: string | null;
  /** What it became (`temperature 21.5 (temperature)`, `title`), or why it was left out. */
  detail: string;
}

/** What the diary makes of one artifact (artifacts show --explain). */
export interface ArtifactExplanation {
  /** `interpreter:<vendor>` when a vendor's interpreter knew the payload; `general rules` otherwise. */
  readBy: string;
  /** The events an interpreter told, by kind, with how many. */
  events: Array<{ type: string; count: number }>;
  /** The records the payload holds (a batch holds many). */
  records: number;
  /** Per field of the records the general rules read (the first records and fields, bounded), what it was read as. */
  fields: FieldReading[];
}

/** One stored artifact, with what its day's generation reads it with: the account's zone and identities. */
export interface ExplainRequest {
  payload: unknown;
  enrichment: Enrichment;
  day: string;
  timezone: string;
  identities: readonly string[];
}

/** Explains a payload as generation would read it (the understanding module implements it). */
export abstract class ArtifactExplainer {
  abstract explain(input: ExplainRequest): ArtifactExplanation;
}

import { RowReader } from '../../../../database/row-reader';
import type { ArtifactSummary, StoredArtifact } from '../../domain/artifact';
import type { DayWithMaterial, StoredPayload } from '../../domain/day-artifact-reader';
import type { Enrichment } from '../../domain/enrichment/enrichment';
import { isEnrichment } from '../../domain/enrichment/enrichment-kinds';

// One parse function per shape of artifacts row that ingest's SQL reads: each column's type is checked.

const TABLE = 'artifacts';

const enrichmentOf = (read: RowReader): Enrichment => read.json('enrichment', isEnrichment, 'an enrichment');

/** id, day (text), received_at, enrichment, warnings: an artifact as its delivery is answered. */
export function storedArtifactFromRow(row: unknown): StoredArtifact {
  const read = RowReader.of(row, TABLE);
  return {
    id: read.text('id'),
    day: read.text('day'),
    receivedAt: read.date('received_at'),
    enrichment: enrichmentOf(read),
    warnings: read.textArray('warnings'),
  };
}

/** The row of an artifact just inserted (id, day as text, received_at). */
export function insertedArtifactFromRow(row: unknown): { id: string; day: string; receivedAt: Date } {
  const read = RowReader.of(row, TABLE);
  return { id: read.text('id'), day: read.text('day'), receivedAt: read.date('received_at') };
}

/** SUMMARY_COLUMNS: what an owner sees of an artifact. */
export function artifactSummaryFromRow(row: unknown): ArtifactSummary {
  const read = RowReader.of(row, TABLE);
  return {
    id: read.text('id'),
    day: read.text('day'),
    tokenId: read.text('token_id'),
    sourceLabel: read.text('source_label'),
    receivedAt: read.date('received_at'),
    bytes: read.integer('payload_bytes'),
    enrichment: enrichmentOf(read),
    warnings: read.textArray('warnings'),
  };
}

/** SUMMARY_COLUMNS with the payload. */
export function artifactWithPayloadFromRow(row: unknown): ArtifactSummary & { payload: unknown } {
  return { ...artifactSummaryFromRow(row), payload: RowReader.of(row, TABLE).anyJson('payload') };
}

/** SUMMARY_COLUMNS with the payload and the owner. */
export function ownedArtifactFromRow(row: unknown): ArtifactSummary & { accountId: string; payload: unknown } {
  return { ...artifactWithPayloadFromRow(row), accountId: RowReader.of(row, TABLE).text('account_id') };
}

/** An export page's size probe: the artifact's place in receipt order (microseconds since the epoch, as text), its size, and the export's bound. */
export function artifactSizeFromRow(row: unknown): { id: string; bytes: number; at: string; upTo: string } {
  const read = RowReader.of(row, TABLE);
  return { id: read.text('id'), bytes: read.integer('payload_bytes'), at: read.text('at'), upTo: read.text('up_to') };
}

/** account_id, day (text) of a deleted artifact. */
export function artifactDayFromRow(row: unknown): { accountId: string; day: string } {
  const read = RowReader.of(row, TABLE);
  return { accountId: read.text('account_id'), day: read.text('day') };
}

/** A token's receipts: token_id, last_received_at, received_since (a bigint count). */
export function receiptsFromRow(row: unknown): [string, { lastReceivedAt: Date; receivedSince: number }] {
  const read = RowReader.of(row, TABLE);
  return [
    read.text('token_id'),
    { lastReceivedAt: read.date('last_received_at'), receivedSince: read.integer('received_since') },
  ];
}

/** A row of a day's page: the payload as JSON text, and its cursor (received_at as text, microseconds kept). */
/** One payload of a day's page, with where the page ends and how many candidates it was cut from. */
export function storedPayloadFromRow(row: unknown): StoredPayload & { id: string; cursor: string; candidates: number } {
  const read = RowReader.of(row, TABLE);
  return {
    id: read.text('id'),
    cursor: read.text('cursor'),
    candidates: read.integer('candidates'),
    sourceLabel: read.text('source_label'),
    receivedAt: read.date('received_at'),
    payloadJson: read.text('payload'),
    enrichment: enrichmentOf(read),
  };
}

/** An account-day and its newest receipt (truncated to milliseconds). */
export function dayWithMaterialFromRow(row: unknown): DayWithMaterial {
  const read = RowReader.of(row, TABLE);
  return { accountId: read.text('account_id'), day: read.text('day'), newestReceivedAt: read.date('newest') };
}

import type { Enrichment } from '../../../shared/enrichment';

/** One accepted webhook delivery, as it is stored. */
export interface NewArtifact {
  accountId: string;
  tokenId: string;
  /** The token's name: the source of the material. */
  sourceLabel: string;
  /** The account's calendar day at receipt. */
  day: string;
  payload: unknown;
  enrichment: Enrichment;
  warnings: string[];
}

export interface StoredArtifact {
  id: string;
  day: string;
  enrichment: Enrichment;
  warnings: string[];
}

/** JSON bodies the webhook accepts: an object or an array. */
export function isAcceptablePayload(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null;
}

import type { Enrichment } from './enrichment/enrichment';

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
  /** The database's clock at the commit (to the millisecond). */
  receivedAt: Date;
  enrichment: Enrichment;
  warnings: string[];
}

/** What an owner sees of a received artifact (without its payload). */
export interface ArtifactSummary {
  id: string;
  day: string;
  tokenId: string;
  sourceLabel: string;
  receivedAt: Date;
  /** Size of the stored payload (its JSON text), in bytes. */
  bytes: number;
  enrichment: Enrichment;
  warnings: string[];
}

export interface ArtifactListQuery {
  accountId: string;
  day?: string;
  tokenId?: string;
  limit: number;
}

/** JSON bodies the webhook accepts: an object or an array. */
export function isAcceptablePayload(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null;
}

/** Deeper nesting than any real payload; past it, storage and serialisation would recurse too deep. */
export const MAX_NESTING = 512;

/** How deeply arrays and objects nest in a JSON value (0 for a scalar), without recursion. */
export function nestingDepth(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Array.isArray(current) ? current : Object.values(current)) stack.push([child, depth + 1]);
  }
  return deepest;
}

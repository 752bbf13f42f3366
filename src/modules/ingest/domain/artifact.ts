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

/** What retention (ARTIFACT_RETENTION_DAYS) removed of one day of an account: the day's entry stays. */
export interface ArtifactRemoval {
  date: string;
  artifacts: number;
  removedAt: Date;
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
  /** The id of the last artifact of the previous page, or null for the first page. */
  after: string | null;
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
  // Two parallel stacks: no pair allocated per node, no array of values per object.
  const values: unknown[] = [value];
  const depths: number[] = [0];
  while (values.length > 0) {
    const current = values.pop();
    const depth = depths.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > deepest) deepest = depth + 1;
    const push = (child: unknown) => {
      if (typeof child !== 'object' || child === null) return;
      values.push(child);
      depths.push(depth + 1);
    };
    if (Array.isArray(current)) for (const child of current) push(child);
    else for (const key in current) push((current as Record<string, unknown>)[key]);
  }
  return deepest;
}

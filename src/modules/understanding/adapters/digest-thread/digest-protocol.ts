import type { Enrichment } from '../../../ingest';
import type { SpecialProperties } from '../../domain/day-digest';

/** Requests to the digest thread; it answers `build` with the DayDigest, the others with nothing. */
export type DigestCommand =
  | {
      id: number;
      op: 'open';
      session: number;
      day: string;
      timezone: string;
      special: SpecialProperties;
      identities: readonly string[];
    }
  | {
      id: number;
      op: 'add';
      session: number;
      artifacts: Array<{ sourceLabel: string; receivedAt: number; payloadJson: string; enrichment: Enrichment }>;
    }
  | { id: number; op: 'build'; session: number }
  | { id: number; op: 'abort'; session: number };

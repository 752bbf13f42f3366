import type { ExportPageLimits } from '../../../shared/export-page';
import type { Page } from '../../../shared/list-page';
import type { ArtifactListQuery, ArtifactRemoval, ArtifactSummary, NewArtifact, StoredArtifact } from './artifact';

export abstract class ArtifactRepository {
  /**
   * Stores the artifact durably (committed when this resolves). With a delivery
   * key that the token used within the last 24 hours, stores nothing and returns
   * that delivery's artifact with `duplicate: true`; safe when the two race.
   */
  abstract store(
    artifact: NewArtifact,
    deliveryKey: string | null,
  ): Promise<{ artifact: StoredArtifact; duplicate: boolean }>;
  /**
   * A page of the account's artifacts, newest first (`limit` of them, optionally of one day and one token), after the
   * artifact `after`; null when `after` names no artifact of the account.
   */
  abstract list(query: ArtifactListQuery): Promise<Page<ArtifactSummary> | null>;
  abstract countForAccount(accountId: string): Promise<number>;
  /** The account's artifacts in the order received, after the artifact `afterId`, with their payloads; `next` is the following page's cursor. */
  abstract exportPage(
    accountId: string,
    afterId: string | null,
    limits: ExportPageLimits,
  ): Promise<{ artifacts: Array<ArtifactSummary & { payload: unknown }>; next: string | null }>;
  /**
   * What ARTIFACT_RETENTION_DAYS removed of the account, per day in date order after `afterDay`: how many artifacts,
   * and when (artifact_removals, which retention writes); `next` is the following page's cursor.
   */
  abstract removalsPage(
    accountId: string,
    afterDay: string | null,
    limits: ExportPageLimits,
  ): Promise<{ removals: ArtifactRemoval[]; next: string | null }>;
  /** Deletes one artifact (its delivery key is free again); where it belonged, or null when there was none. */
  abstract delete(id: string): Promise<{ accountId: string; day: string } | null>;
  /** Per token of the account among `tokenIds`: when it last delivered, and how many deliveries since `since`. */
  abstract receiptsOf(
    accountId: string,
    tokenIds: readonly string[],
    since: Date,
  ): Promise<Map<string, { lastReceivedAt: Date; receivedSince: number }>>;
  /** One artifact with its payload; null when there is none with that id. */
  abstract findById(id: string): Promise<(ArtifactSummary & { accountId: string; payload: unknown }) | null>;
}

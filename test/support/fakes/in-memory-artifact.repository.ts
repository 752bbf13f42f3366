import { randomUUID } from 'node:crypto';
import { Clock, SYSTEM_CLOCK } from '../../../src/shared/clock';
import { ExportPageLimits, cutPage } from '../../../src/shared/export-page';
import { Page, pageOf } from '../../../src/shared/list-page';
import type {
  ArtifactListQuery,
  ArtifactRemoval,
  ArtifactSummary,
  NewArtifact,
  StoredArtifact,
} from '../../../src/modules/ingest/domain/artifact';
import { ArtifactRepository } from '../../../src/modules/ingest/domain/artifact.repository';

type Kept = ArtifactSummary & { accountId: string; payload: unknown; deliveryKey: string | null };

const DAY_MS = 24 * 3_600_000;

/** ArtifactRepository in memory, in order of receipt, received at the clock's time; a delivery key deduplicates for 24 h per token. */
export class InMemoryArtifactRepository extends ArtifactRepository {
  readonly artifacts: Kept[] = [];

  constructor(private readonly clock: Clock = SYSTEM_CLOCK) {
    super();
  }

  async store(
    artifact: NewArtifact,
    deliveryKey: string | null,
  ): Promise<{ artifact: StoredArtifact; duplicate: boolean }> {
    const now = this.clock.now();
    const earlier =
      deliveryKey === null
        ? undefined
        : this.artifacts.find(
            (kept) =>
              kept.tokenId === artifact.tokenId &&
              kept.deliveryKey === deliveryKey &&
              now.getTime() - kept.receivedAt.getTime() < DAY_MS,
          );
    const kept = earlier ?? {
      id: randomUUID(),
      accountId: artifact.accountId,
      day: artifact.day,
      tokenId: artifact.tokenId,
      sourceLabel: artifact.sourceLabel,
      receivedAt: now,
      bytes: Buffer.byteLength(JSON.stringify(artifact.payload)),
      enrichment: artifact.enrichment,
      warnings: artifact.warnings,
      payload: artifact.payload,
      deliveryKey,
    };
    if (!earlier) this.artifacts.push(kept);
    const { id, day, receivedAt, enrichment, warnings } = kept;
    return { artifact: { id, day, receivedAt, enrichment, warnings }, duplicate: earlier !== undefined };
  }

  async list(query: ArtifactListQuery): Promise<Page<ArtifactSummary> | null> {
    const newestFirst = this.ofAccount(query.accountId).reverse();
    const start = query.after === null ? 0 : newestFirst.findIndex((kept) => kept.id === query.after) + 1;
    if (start === 0 && query.after !== null) return null;
    const rows = newestFirst
      .slice(start)
      .filter(
        (kept) =>
          (query.day === undefined || kept.day === query.day) &&
          (query.tokenId === undefined || kept.tokenId === query.tokenId),
      )
      .slice(0, query.limit + 1)
      .map(summary);
    return pageOf(rows, query.limit, (kept) => kept.id);
  }

  async countForAccount(accountId: string): Promise<number> {
    return this.ofAccount(accountId).length;
  }

  async exportPage(accountId: string, afterId: string | null, limits: ExportPageLimits) {
    const all = this.ofAccount(accountId);
    const start = afterId === null ? 0 : all.findIndex((kept) => kept.id === afterId) + 1;
    const candidates = all.slice(start, start + limits.maxItems + 1);
    const { take, more } = cutPage(
      candidates.map((kept) => kept.bytes),
      limits,
    );
    const artifacts = candidates.slice(0, take).map((kept) => ({ ...summary(kept), payload: kept.payload }));
    return { artifacts, next: more ? artifacts[artifacts.length - 1].id : null };
  }

  /** What retention removed, per account: a test sets it (retention itself is PostgreSQL's, e2e). */
  readonly removals = new Map<string, ArtifactRemoval[]>();

  async removalsPage(accountId: string, afterDay: string | null, limits: ExportPageLimits) {
    const all = (this.removals.get(accountId) ?? []).filter((r) => afterDay === null || r.date > afterDay);
    const removals = all.slice(0, limits.maxItems);
    return { removals, next: all.length > limits.maxItems ? removals[removals.length - 1].date : null };
  }

  async delete(id: string): Promise<{ accountId: string; day: string } | null> {
    const index = this.artifacts.findIndex((kept) => kept.id === id);
    if (index < 0) return null;
    const [removed] = this.artifacts.splice(index, 1);
    return { accountId: removed.accountId, day: removed.day };
  }

  async receiptsOf(accountId: string, tokenIds: readonly string[], since: Date) {
    const receipts = new Map<string, { lastReceivedAt: Date; receivedSince: number }>();
    for (const kept of this.ofAccount(accountId)) {
      if (!tokenIds.includes(kept.tokenId)) continue;
      const receipt = receipts.get(kept.tokenId) ?? { lastReceivedAt: kept.receivedAt, receivedSince: 0 };
      if (kept.receivedAt > receipt.lastReceivedAt) receipt.lastReceivedAt = kept.receivedAt;
      if (kept.receivedAt > since) receipt.receivedSince++;
      receipts.set(kept.tokenId, receipt);
    }
    return receipts;
  }

  async findById(id: string): Promise<(ArtifactSummary & { accountId: string; payload: unknown }) | null> {
    const kept = this.artifacts.find((candidate) => candidate.id === id);
    return kept ? { ...summary(kept), accountId: kept.accountId, payload: kept.payload } : null;
  }

  private ofAccount(accountId: string): Kept[] {
    return this.artifacts.filter((kept) => kept.accountId === accountId);
  }
}

function summary({ accountId: _account, payload: _payload, deliveryKey: _key, ...artifact }: Kept): ArtifactSummary {
  return artifact;
}

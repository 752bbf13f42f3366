import { SYSTEM_CLOCK } from '../../../shared/clock';
import type { ActivityLog } from '../../../shared/activity-log';
import type { WebhookPrincipal } from '../../accounts';
import type { ArtifactRepository } from '../domain/artifact.repository';
import type { NewArtifact } from '../domain/artifact';
import { DryRunDeliveryIdError } from '../domain/ingest.errors';
import type { MaterialListener } from '../domain/material-listener';
import { SignedDryRuns } from '../domain/signed-dry-runs';
import { DRY_RUN_MEMORY_SECONDS, IngestPayload, deliveryKeyOf } from './ingest-payload.use-case';

const unsigned: WebhookPrincipal = {
  tokenId: 't1',
  tokenName: 'Phone',
  accountId: 'a1',
  plan: 'advanced',
  timezone: 'UTC',
  signing: null,
};
const signing: WebhookPrincipal = {
  ...unsigned,
  tokenId: 't2',
  signing: { current: Buffer.from('sealed'), previous: null },
};

/** Artifacts deduplicated per token and key, as the table does it (no 24-hour expiry here). */
function memoryArtifacts() {
  const stored: Array<{ artifact: NewArtifact; key: string | null }> = [];
  const artifacts = {
    async store(artifact: NewArtifact, key: string | null) {
      const earlier =
        key === null ? -1 : stored.findIndex((s) => s.artifact.tokenId === artifact.tokenId && s.key === key);
      if (earlier < 0) stored.push({ artifact, key });
      const index = earlier < 0 ? stored.length - 1 : earlier;
      return {
        artifact: {
          id: `artifact-${index}`,
          day: artifact.day,
          receivedAt: new Date(),
          enrichment: artifact.enrichment,
          warnings: artifact.warnings,
        },
        duplicate: earlier >= 0,
      };
    },
  } as unknown as ArtifactRepository;
  return { artifacts, stored };
}

class MemoryDryRuns extends SignedDryRuns {
  readonly remembered: Array<{ tokenId: string; webhookId: string; forSeconds: number }> = [];
  constructor(private readonly delivered: () => Array<{ artifact: NewArtifact; key: string | null }>) {
    super();
  }
  async remember(tokenId: string, webhookId: string, forSeconds: number): Promise<void> {
    this.remembered.push({ tokenId, webhookId, forSeconds });
  }
  async onlyDryRun(tokenId: string, webhookId: string): Promise<boolean> {
    const dry = this.remembered.some((r) => r.tokenId === tokenId && r.webhookId === webhookId);
    return dry && !this.delivered().some((d) => d.artifact.tokenId === tokenId && d.key === webhookId);
  }
}

function ingest() {
  const { artifacts, stored } = memoryArtifacts();
  const dryRuns = new MemoryDryRuns(() => stored);
  const listener = { materialArrived: async () => undefined } as unknown as MaterialListener;
  const log = { info: () => undefined, warn: () => undefined } as unknown as ActivityLog;
  return { use: new IngestPayload(artifacts, listener, dryRuns, log, SYSTEM_CLOCK), stored, dryRuns };
}

describe('deliveryKeyOf', () => {
  it("takes a signing token's signed webhook-id only, whatever Idempotency-Key says", () => {
    expect(deliveryKeyOf({ token: signing, idempotencyKey: 'fresh', webhookId: 'msg_1' })).toEqual({
      header: 'webhook-id',
      value: 'msg_1',
    });
    expect(deliveryKeyOf({ token: signing, idempotencyKey: 'fresh' })).toBeUndefined();
  });

  it("takes another token's Idempotency-Key first, then its webhook-id", () => {
    expect(deliveryKeyOf({ token: unsigned, idempotencyKey: 'key', webhookId: 'msg_1' })).toEqual({
      header: 'Idempotency-Key',
      value: 'key',
    });
    expect(deliveryKeyOf({ token: unsigned, webhookId: 'msg_1' })).toEqual({ header: 'webhook-id', value: 'msg_1' });
    expect(deliveryKeyOf({ token: unsigned })).toBeUndefined();
  });
});

describe('IngestPayload', () => {
  it('stores a signed delivery once, however many fresh Idempotency-Keys come with its replays', async () => {
    const { use, stored } = ingest();
    const first = await use.execute({
      token: signing,
      payload: { a: 1 },
      webhookId: 'msg_1',
      idempotencyKey: 'k1',
      dryRun: false,
    });
    for (const idempotencyKey of ['k2', 'k3', undefined]) {
      expect(
        (await use.execute({ token: signing, payload: { a: 1 }, webhookId: 'msg_1', idempotencyKey, dryRun: false }))
          .id,
      ).toBe(first.id);
    }
    expect(stored).toHaveLength(1);
  });

  it("ignores a signing token's malformed Idempotency-Key (it decides nothing) and still checks its webhook-id", async () => {
    const { use } = ingest();
    await expect(
      use.execute({ token: signing, payload: {}, webhookId: 'msg_1', idempotencyKey: 'x'.repeat(300), dryRun: false }),
    ).resolves.toMatchObject({ received: true });
    await expect(
      use.execute({ token: signing, payload: {}, webhookId: 'x'.repeat(256), dryRun: false }),
    ).rejects.toThrow('Invalid header webhook-id');
    await expect(
      use.execute({ token: unsigned, payload: {}, idempotencyKey: 'x'.repeat(256), dryRun: false }),
    ).rejects.toThrow('Invalid header Idempotency-Key');
  });

  it("a signing token's dry run stores nothing, reserves no key, and remembers its id: the same id is then refused as a real delivery", async () => {
    const { use, stored, dryRuns } = ingest();
    expect(await use.execute({ token: signing, payload: { a: 1 }, webhookId: 'msg_dry', dryRun: true })).toMatchObject({
      received: false,
      id: null,
    });
    expect(stored).toHaveLength(0);
    expect(dryRuns.remembered).toEqual([{ tokenId: 't2', webhookId: 'msg_dry', forSeconds: DRY_RUN_MEMORY_SECONDS }]);
    await expect(
      use.execute({ token: signing, payload: { a: 1 }, webhookId: 'msg_dry', idempotencyKey: 'fresh', dryRun: false }),
    ).rejects.toBeInstanceOf(DryRunDeliveryIdError);
    expect(stored).toHaveLength(0);
    // Another id, and another token with the same id, are real deliveries.
    await expect(
      use.execute({ token: signing, payload: { a: 1 }, webhookId: 'msg_real', dryRun: false }),
    ).resolves.toMatchObject({ received: true });
    await expect(
      use.execute({ token: { ...signing, tokenId: 't3' }, payload: { a: 1 }, webhookId: 'msg_dry', dryRun: false }),
    ).resolves.toMatchObject({ received: true });
  });

  it('remembers the dry runs of signing tokens only: an unsigned dry run reserves and remembers nothing', async () => {
    const { use, stored, dryRuns } = ingest();
    await use.execute({ token: unsigned, payload: {}, idempotencyKey: 'k', dryRun: true });
    expect(dryRuns.remembered).toEqual([]);
    await expect(
      use.execute({ token: unsigned, payload: {}, idempotencyKey: 'k', dryRun: false }),
    ).resolves.toMatchObject({ received: true });
    expect(stored).toHaveLength(1);
  });

  it('remembers a dry-run id longer than a signed delivery can live (10 minutes), with room for clocks that differ', () => {
    expect(DRY_RUN_MEMORY_SECONDS).toBeGreaterThanOrEqual(2 * 5 * 60);
  });
});

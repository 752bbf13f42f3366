import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock';
import { ActivityLog } from '../../../shared/activity-log';
import { calendarDayIn } from '../../../shared/calendar';
import { InvalidDeliveryKeyError, isDeliveryKey } from '../../../shared/delivery-key';
import { SIGNED_DELIVERY_LIFETIME_SECONDS } from '../../accounts';
import type { WebhookPrincipal } from '../../accounts';
import { MAX_NESTING, isAcceptablePayload, nestingDepth } from '../domain/artifact';
import { ArtifactRepository } from '../domain/artifact.repository';
import { MaterialListener } from '../domain/material-listener';
import { extractEnrichment } from '../domain/enrichment/extract-enrichment';
import { EnrichmentKind, enrichmentCounts } from '../domain/enrichment/enrichment-kinds';
import { DryRunDeliveryIdError, InvalidPayloadError } from '../domain/ingest.errors';
import { SignedDryRuns } from '../domain/signed-dry-runs';
import { storableJson } from '../domain/storable-json';

export interface IngestInput {
  token: WebhookPrincipal;
  payload: unknown;
  /** The delivery's headers as sent; which one deduplicates is decided here (deliveryKeyOf). */
  idempotencyKey?: string;
  webhookId?: string;
  dryRun: boolean;
}

export interface IngestReceipt {
  received: boolean;
  id: string | null;
  day: string;
  extracted: Record<EnrichmentKind, number>;
  warnings: string[];
}

/** How long a signing token's dry-run id is remembered: a signed delivery's lifetime, and 5 minutes for clocks that differ. */
export const DRY_RUN_MEMORY_SECONDS = SIGNED_DELIVERY_LIFETIME_SECONDS + 5 * 60;

/**
 * The key that deduplicates a delivery, and which header carried it. A signing token's is its signed `webhook-id`
 * only (the signature check required it): an unsigned `Idempotency-Key` cannot make a captured delivery new again.
 * Other tokens' is `Idempotency-Key`, else `webhook-id`.
 */
export function deliveryKeyOf(
  input: Pick<IngestInput, 'token' | 'idempotencyKey' | 'webhookId'>,
): { header: string; value: string } | undefined {
  if (input.token.signing)
    return input.webhookId === undefined ? undefined : { header: 'webhook-id', value: input.webhookId };
  if (input.idempotencyKey !== undefined) return { header: 'Idempotency-Key', value: input.idempotencyKey };
  return input.webhookId === undefined ? undefined : { header: 'webhook-id', value: input.webhookId };
}

@Injectable()
export class IngestPayload {
  constructor(
    private readonly artifacts: ArtifactRepository,
    private readonly listener: MaterialListener,
    private readonly dryRuns: SignedDryRuns,
    private readonly log: ActivityLog,
    private readonly clock: Clock,
  ) {}

  async execute(input: IngestInput): Promise<IngestReceipt> {
    const now = this.clock.now();
    if (!isAcceptablePayload(input.payload)) throw new InvalidPayloadError();
    if (nestingDepth(input.payload) > MAX_NESTING)
      throw new InvalidPayloadError(`The webhook body nests deeper than ${MAX_NESTING} levels.`);
    const deliveryKey = deliveryKeyOf(input);
    if (deliveryKey && !isDeliveryKey(deliveryKey.value)) throw new InvalidDeliveryKeyError(deliveryKey.header);
    const signedId = input.token.signing ? deliveryKey?.value : undefined;
    const storable = storableJson(input.payload);
    const payload = storable.value;
    const { enrichment, warnings } = extractEnrichment(payload);
    if (storable.replaced > 0) {
      warnings.unshift(
        `${storable.firstAt}: ${storable.replaced} character${storable.replaced === 1 ? '' : 's'} that cannot be stored (U+0000 or an unpaired surrogate) replaced by U+FFFD${storable.replaced === 1 ? '' : ', the first here'}`,
      );
    }
    const day = calendarDayIn(input.token.timezone, now);
    if (input.dryRun) {
      if (signedId !== undefined) await this.dryRuns.remember(input.token.tokenId, signedId, DRY_RUN_MEMORY_SECONDS);
      return { received: false, id: null, day, extracted: enrichmentCounts(enrichment), warnings };
    }
    if (
      signedId !== undefined &&
      (await this.dryRuns.onlyDryRun(input.token.tokenId, signedId, DRY_RUN_MEMORY_SECONDS))
    )
      throw new DryRunDeliveryIdError();

    const { artifact, duplicate } = await this.artifacts.store(
      {
        accountId: input.token.accountId,
        tokenId: input.token.tokenId,
        sourceLabel: input.token.tokenName,
        day,
        payload,
        enrichment,
        warnings,
      },
      deliveryKey?.value ?? null,
    );
    if (!duplicate) {
      // The artifact is committed: if the listener fails, the reader still reports the day to its sweep.
      await this.listener
        .materialArrived({ accountId: input.token.accountId, day: artifact.day, receivedAt: artifact.receivedAt })
        .catch((error: unknown) =>
          this.log.warn(IngestPayload.name, `could not announce new material: ${String(error)}`),
        );
    }
    return {
      received: true,
      id: artifact.id,
      day: artifact.day,
      extracted: enrichmentCounts(artifact.enrichment),
      warnings: artifact.warnings,
    };
  }
}

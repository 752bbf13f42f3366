import { Injectable } from '@nestjs/common';
import { ActivityLog } from '../../../shared/activity-log';
import { calendarDayIn } from '../../../shared/calendar';
import type { WebhookPrincipal } from '../../accounts';
import { MAX_NESTING, isAcceptablePayload, nestingDepth } from '../domain/artifact';
import { ArtifactRepository } from '../domain/artifact.repository';
import { MaterialListener } from '../domain/material-listener';
import { extractEnrichment } from '../domain/enrichment/extract-enrichment';
import { InvalidDeliveryKeyError, InvalidPayloadError } from '../domain/ingest.errors';
import { storableJson } from '../domain/storable-json';

export interface IngestInput {
  token: WebhookPrincipal;
  payload: unknown;
  /** Idempotency-Key or webhook-id, and which header carried it. */
  deliveryKey?: { header: string; value: string };
  dryRun: boolean;
}

export interface IngestReceipt {
  received: boolean;
  id: string | null;
  day: string;
  extracted: { media: number; locations: number; highlights: number };
  warnings: string[];
}

const DELIVERY_KEY = /^[\x21-\x7e]{1,255}$/;

@Injectable()
export class IngestPayload {
  constructor(
    private readonly artifacts: ArtifactRepository,
    private readonly listener: MaterialListener,
    private readonly log: ActivityLog,
  ) {}

  async execute(input: IngestInput, now = new Date()): Promise<IngestReceipt> {
    if (!isAcceptablePayload(input.payload)) throw new InvalidPayloadError();
    if (nestingDepth(input.payload) > MAX_NESTING) throw new InvalidPayloadError(`The webhook body nests deeper than ${MAX_NESTING} levels.`);
    if (input.deliveryKey && !DELIVERY_KEY.test(input.deliveryKey.value)) throw new InvalidDeliveryKeyError(input.deliveryKey.header);
    const storable = storableJson(input.payload);
    const payload = storable.value;
    const { enrichment, warnings } = extractEnrichment(payload);
    if (storable.replaced > 0) {
      warnings.unshift(`${storable.firstAt}: ${storable.replaced} character${storable.replaced === 1 ? '' : 's'} that cannot be stored (U+0000 or an unpaired surrogate) replaced by U+FFFD${storable.replaced === 1 ? '' : ', the first here'}`);
    }
    const day = calendarDayIn(input.token.timezone, now);
    if (input.dryRun) return { received: false, id: null, day, extracted: countsOf(enrichment), warnings };

    const { artifact, duplicate } = await this.artifacts.store(
      { accountId: input.token.accountId, tokenId: input.token.tokenId, sourceLabel: input.token.tokenName, day, payload, enrichment, warnings },
      input.deliveryKey?.value ?? null,
    );
    if (!duplicate) {
      // The artifact is committed: if the listener fails, the reader still reports the day to its sweep.
      await this.listener
        .materialArrived({ accountId: input.token.accountId, day: artifact.day, receivedAt: artifact.receivedAt })
        .catch((error: unknown) => this.log.warn(IngestPayload.name, `could not announce new material: ${String(error)}`));
    }
    return { received: true, id: artifact.id, day: artifact.day, extracted: countsOf(artifact.enrichment), warnings: artifact.warnings };
  }
}

function countsOf(enrichment: { media: unknown[]; locations: unknown[]; highlights: unknown[] }) {
  return { media: enrichment.media.length, locations: enrichment.locations.length, highlights: enrichment.highlights.length };
}

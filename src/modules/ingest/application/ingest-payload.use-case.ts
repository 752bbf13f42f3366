import { Injectable, Logger } from '@nestjs/common';
import { calendarDayIn } from '../../../shared/calendar';
import type { WebhookPrincipal } from '../../accounts';
import { ScheduleGeneration } from '../../generation';
import { MAX_NESTING, isAcceptablePayload, nestingDepth } from '../domain/artifact';
import { ArtifactRepository } from '../domain/artifact.repository';
import { extractEnrichment } from '../domain/enrichment/extract-enrichment';
import { InvalidDeliveryKeyError, InvalidPayloadError } from '../domain/ingest.errors';

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
  private readonly logger = new Logger(IngestPayload.name);

  constructor(
    private readonly artifacts: ArtifactRepository,
    private readonly scheduleGeneration: ScheduleGeneration,
  ) {}

  async execute(input: IngestInput, now = new Date()): Promise<IngestReceipt> {
    if (!isAcceptablePayload(input.payload)) throw new InvalidPayloadError();
    if (nestingDepth(input.payload) > MAX_NESTING) throw new InvalidPayloadError(`The webhook body nests deeper than ${MAX_NESTING} levels.`);
    if (input.deliveryKey && !DELIVERY_KEY.test(input.deliveryKey.value)) throw new InvalidDeliveryKeyError(input.deliveryKey.header);
    const { enrichment, warnings } = extractEnrichment(input.payload);
    const day = calendarDayIn(input.token.timezone, now);
    if (input.dryRun) return { received: false, id: null, day, extracted: countsOf(enrichment), warnings };

    const { artifact, duplicate } = await this.artifacts.store(
      { accountId: input.token.accountId, tokenId: input.token.tokenId, sourceLabel: input.token.tokenName, day, payload: input.payload, enrichment, warnings },
      input.deliveryKey?.value ?? null,
    );
    if (!duplicate) {
      // The artifact is committed; if scheduling fails, the periodic sweep still finds the day.
      await this.scheduleGeneration
        .execute({ accountId: input.token.accountId, day: artifact.day }, now)
        .catch((error: unknown) => this.logger.warn(`could not schedule generation: ${String(error)}`));
    }
    return { received: true, id: artifact.id, day: artifact.day, extracted: countsOf(artifact.enrichment), warnings: artifact.warnings };
  }
}

function countsOf(enrichment: { media: unknown[]; locations: unknown[]; highlights: unknown[] }) {
  return { media: enrichment.media.length, locations: enrichment.locations.length, highlights: enrichment.highlights.length };
}

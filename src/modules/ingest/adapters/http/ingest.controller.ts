import { BODY_LIMIT_BYTES } from '../../../../shared/http/body-limit';
import { Body, Controller, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems, RATE_LIMIT_HEADERS, REQUEST_ID_HEADER } from '../../../../shared/http/openapi-responses';
import { requestValidation } from '../../../../shared/http/validation';
import { BAD_REQUEST } from '../../../../shared/domain-error';
import { INVALID_JSON, PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE } from '../../../../shared/http/problem-types';
import { CurrentWebhookToken, WebhookApi } from '../../../accounts';
import type { WebhookPrincipal } from '../../../accounts';
import { IngestPayload, IngestReceipt } from '../../application/ingest-payload.use-case';
import { DRY_RUN_DELIVERY_ID, INVALID_PAYLOAD } from '../../domain/ingest.errors';
import { PreBodyCheckOf } from '../../../../shared/http/pre-body-checks';
import { WEBHOOK_PREFLIGHT } from './webhook-preflight';
import { IngestQuery, IngestReceiptResponse } from './ingest.dto';

const PREFIX = 'webhooks';
const ROUTE = 'ingest';
/** The webhook's one URL (metrics count its receipts by it). */
export const WEBHOOK_URL = `/${PREFIX}/${ROUTE}`;

@Controller(PREFIX)
@WebhookApi()
@ApiTags('webhook')
export class IngestController {
  constructor(private readonly ingestPayload: IngestPayload) {}

  @Post(ROUTE)
  @PreBodyCheckOf(WEBHOOK_PREFLIGHT)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send one JSON payload for the diary',
    description: `Any JSON object or array up to ${BODY_LIMIT_BYTES} bytes. Each accepted POST is stored as its own artifact; media, location and highlights are extracted.`,
  })
  @ApiConsumes('application/json')
  @ApiBody({ schema: { oneOf: [{ type: 'object' }, { type: 'array' }] } })
  // Named as the handler reads it (@Headers('idempotency-key')): one optional parameter, not a second, required one.
  @ApiHeader({
    name: 'idempotency-key',
    required: false,
    description:
      'A repeat within 24 h for the same token stores nothing and answers the first receipt; ignored for a signing token (its signed webhook-id decides)',
  })
  @ApiHeader({
    name: 'webhook-id',
    required: false,
    description:
      "Standard Webhooks delivery id, used like Idempotency-Key (a signing token's only key; an id sent as a dry run is refused as a real delivery for 15 minutes)",
  })
  @ApiOkResponse({ type: IngestReceiptResponse, headers: { ...REQUEST_ID_HEADER, ...RATE_LIMIT_HEADERS } })
  @ApiProblems(
    INVALID_JSON,
    INVALID_PAYLOAD,
    BAD_REQUEST,
    PAYLOAD_TOO_LARGE,
    UNSUPPORTED_MEDIA_TYPE,
    DRY_RUN_DELIVERY_ID,
  )
  async ingest(
    @CurrentWebhookToken() token: WebhookPrincipal,
    @Body() payload: unknown,
    @Query(requestValidation('query')) query: IngestQuery,
    @Headers('idempotency-key') idempotencyKey?: string,
    @Headers('webhook-id') webhookId?: string,
  ): Promise<IngestReceipt> {
    return this.ingestPayload.execute({ token, payload, idempotencyKey, webhookId, dryRun: query.dryRun === 'true' });
  }
}

import { Injectable } from '@nestjs/common';
import { PermanentJobFailure } from '../../../jobs/job-policy';
import { ActivityLog } from '../../../shared/activity-log';
import { Clock } from '../../../shared/clock';
import { signatureHeader } from '../../../shared/standard-webhooks';
import { SecretSealer } from '../../accounts';
import { ENDPOINT_FAILING_DISABLE_MS, EventDelivery, eventBody } from '../domain/event-delivery';
import { EventDeliveryRepository } from '../domain/event-delivery.repository';
import { endpointSecretContext } from '../domain/event-endpoint';
import { DeliveryAttempts } from './delivery-attempts';
import { EventSender } from './event-sender';
import { EventSettings } from './event-settings';

const USER_AGENT = 'DiaryService-Events/1.0';

/**
 * One attempt of a delivery: signed per Standard Webhooks (webhook-id is the delivery's id, the same at every
 * attempt; one signature per secret, two during a rotation), sent, recorded. Returns the status of a 2xx answer;
 * throws for any other outcome, a PermanentJobFailure when no retry can help (410 Gone, a disabled endpoint).
 */
@Injectable()
export class DeliverEvent {
  constructor(
    private readonly deliveries: EventDeliveryRepository,
    private readonly sealer: SecretSealer,
    private readonly sender: EventSender,
    private readonly settings: EventSettings,
    private readonly attempts: DeliveryAttempts,
    private readonly log: ActivityLog,
    private readonly clock: Clock,
  ) {}

  async attempt(delivery: EventDelivery): Promise<number> {
    const now = this.clock.now();
    const target = await this.deliveries.targetOf(delivery.endpointId, now);
    if (!target) throw new PermanentJobFailure('the endpoint was deleted');
    if (!target.enabled && delivery.type !== 'ping')
      throw new PermanentJobFailure('the endpoint is disabled: enable it, then retry the delivery');
    if (!this.sealer.available) throw new Error('events cannot be signed: SECRET_ENCRYPTION_KEY is not set');
    const secrets = target.sealedSecrets.map((sealed) =>
      this.sealer.open(sealed, endpointSecretContext(target.endpointId)),
    );
    const body = eventBody(delivery, this.settings.publicBaseUrl);
    const timestamp = String(Math.floor(now.getTime() / 1000));
    const signed = { id: delivery.id, timestamp, body: Buffer.from(body) };
    const sent = await this.sender.send(
      target.url,
      {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        'webhook-id': delivery.id,
        'webhook-timestamp': timestamp,
        'webhook-signature': signatureHeader(secrets, signed),
      },
      body,
    );
    const delivered = sent.status !== null && sent.status >= 200 && sent.status < 300;
    this.attempts.announce({
      endpointId: target.endpointId,
      status: sent.status,
      delivered,
      durationMs: sent.durationMs,
    });
    const at = this.clock.now();
    const disabled = await this.deliveries.recordAttempt(
      delivery,
      { status: sent.status, ok: delivered, at },
      ENDPOINT_FAILING_DISABLE_MS,
    );
    const outcome = sent.status === null ? sent.error : `answered ${sent.status}`;
    this.log.info(
      DeliverEvent.name,
      `event ${delivery.type} ${delivery.id} to endpoint ${target.endpointId}: ${outcome} in ${Math.round(sent.durationMs)} ms`,
    );
    if (delivered) return sent.status!;
    if (sent.status === 410) {
      await this.deliveries.disableEndpoint(target.endpointId, 'it answered 410 Gone');
      this.log.warn(DeliverEvent.name, `endpoint ${target.endpointId} disabled: it answered 410 Gone`);
      throw new PermanentJobFailure('the endpoint answered 410 Gone and was disabled');
    }
    // No answer: why (refused, timeout, connection); an answer: its status.
    const why =
      sent.status === null
        ? (sent.error ?? 'no answer')
        : `the endpoint answered ${sent.status}${sent.status >= 300 && sent.status < 400 ? ' (redirects are not followed)' : ''}`;
    if (disabled) {
      this.log.warn(DeliverEvent.name, `endpoint ${target.endpointId} disabled: its deliveries failed for 5 days`);
      throw new PermanentJobFailure(`${why}; the endpoint had failed for 5 days and was disabled`);
    }
    throw new Error(why);
  }
}

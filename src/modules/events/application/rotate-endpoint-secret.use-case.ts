import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock';
import { issueSigningSecret } from '../../../shared/standard-webhooks';
import { SecretSealer, SigningUnavailableError } from '../../accounts';
import { endpointSecretContext } from '../domain/event-endpoint';
import { EventEndpointRepository } from '../domain/event-endpoint.repository';
import { EndpointNotFoundError } from '../domain/events.errors';

/** How long the previous secret keeps signing beside the new one, so that receivers can switch without a gap. */
export const PREVIOUS_ENDPOINT_SECRET_HOURS = 24;

@Injectable()
export class RotateEndpointSecret {
  constructor(
    private readonly endpoints: EventEndpointRepository,
    private readonly sealer: SecretSealer,
    private readonly clock: Clock,
  ) {}

  async execute(id: string): Promise<{ id: string; signingSecret: string; previousSecretValidUntil: Date }> {
    if (!this.sealer.available) throw new SigningUnavailableError();
    const secret = issueSigningSecret();
    const until = new Date(this.clock.now().getTime() + PREVIOUS_ENDPOINT_SECRET_HOURS * 3_600_000);
    const rotated = await this.endpoints.rotateSecret(
      id,
      (endpointId) => this.sealer.seal(secret.bytes, endpointSecretContext(endpointId)),
      until,
    );
    if (!rotated) throw new EndpointNotFoundError(id);
    return { id: rotated.id, signingSecret: secret.shown, previousSecretValidUntil: until };
  }
}

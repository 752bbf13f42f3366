import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock';
import {
  SigningUnavailableError,
  WebhookTokenNotFoundError,
  WebhookTokenUnsignedError,
} from '../domain/accounts.errors';
import { CredentialEvents } from '../domain/credential-events';
import { PREVIOUS_SECRET_GRACE_HOURS, issueSigningSecret, signingSecretContext } from '../domain/webhook-signature';
import type { WebhookToken } from '../domain/webhook-token';
import { WebhookTokenRepository } from '../domain/webhook-token.repository';
import { SecretSealer } from './secret-sealer';

export interface RotatedSecret {
  token: WebhookToken;
  /** `whsec_...`, shown this once. */
  signingSecret: string;
  /** Until when deliveries signed with the previous secret are still accepted. */
  previousSecretValidUntil: Date;
}

/** A new signing secret for a signed token; the previous one stays valid for 24 h, so the sender can switch without a gap. */
@Injectable()
export class RotateWebhookSigningSecret {
  constructor(
    private readonly tokens: WebhookTokenRepository,
    private readonly sealer: SecretSealer,
    private readonly events: CredentialEvents,
    private readonly clock: Clock,
  ) {}

  async execute(tokenId: string): Promise<RotatedSecret> {
    if (!this.sealer.available) throw new SigningUnavailableError();
    const signing = issueSigningSecret();
    const previousValidUntil = new Date(this.clock.now().getTime() + PREVIOUS_SECRET_GRACE_HOURS * 3_600_000);
    const rotated = await this.tokens.rotateSigningSecret(
      tokenId,
      (id) => this.sealer.seal(signing.bytes, signingSecretContext(id)),
      previousValidUntil,
    );
    if (rotated === null) throw new WebhookTokenNotFoundError(tokenId);
    if (rotated === 'unsigned') throw new WebhookTokenUnsignedError(tokenId);
    // Cached principals hold the secrets they were verified with: every instance reads the token again.
    await this.events.publishRevoked(rotated.token.id);
    return { token: rotated.token, signingSecret: signing.shown, previousSecretValidUntil: rotated.previousValidUntil };
  }
}

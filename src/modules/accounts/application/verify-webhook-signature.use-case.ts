import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock';
import { InvalidDeliveryKeyError, isDeliveryKey } from '../../../shared/delivery-key';
import { InvalidWebhookSignatureError, SigningUnavailableError } from '../domain/accounts.errors';
import {
  SignatureHeaders,
  SignedDelivery,
  signatureHeadersProblem,
  signatureProblem,
  signingSecretContext,
} from '../domain/webhook-signature';
import type { WebhookPrincipal } from '../domain/webhook-token';
import { SecretSealer } from './secret-sealer';

/** A delivery with a signed token must be signed by its secret (or the previous one, within its grace); unsigned tokens pass. */
@Injectable()
export class VerifyWebhookSignature {
  constructor(
    private readonly sealer: SecretSealer,
    private readonly clock: Clock,
  ) {}

  /**
   * What the headers alone decide, before any byte of the body is read. A `webhook-id` that cannot be a delivery key
   * (it deduplicates the delivery) is refused as invalid input, under the one rule of both delivery headers.
   */
  checkHeaders(principal: WebhookPrincipal, headers: SignatureHeaders): void {
    if (!principal.signing) return;
    if (headers.id && !isDeliveryKey(headers.id)) throw new InvalidDeliveryKeyError('webhook-id');
    const problem = signatureHeadersProblem(headers, this.clock.now());
    if (problem) throw new InvalidWebhookSignatureError(problem);
  }

  execute(principal: WebhookPrincipal, delivery: SignedDelivery): void {
    const signing = principal.signing;
    if (!signing) return;
    this.checkHeaders(principal, delivery);
    const now = this.clock.now();
    const context = signingSecretContext(principal.tokenId);
    let secrets: Buffer[];
    try {
      secrets = [this.sealer.open(signing.current, context)];
      if (signing.previous && signing.previous.validUntil > now)
        secrets.push(this.sealer.open(signing.previous.sealed, context));
    } catch {
      // No key, or not the key that sealed it: the service cannot verify, which is not the sender's fault.
      throw new SigningUnavailableError();
    }
    const problem = signatureProblem(delivery, secrets, now);
    if (problem) throw new InvalidWebhookSignatureError(problem);
  }
}

import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import { CredentialEvents } from '../../domain/credential-events';

/** The rate-limit counter of each credential, in the throttler's storage (Redis when configured). */
export const apiKeyBucket = (keyId: string): string => `api-key:${keyId}`;
export const webhookTokenBucket = (tokenId: string): string => `webhook-token:${tokenId}`;

interface ForgettingStorage {
  forget(keys: readonly string[]): Promise<void>;
}

/** A revoked or erased credential's counter goes with it: every instance hears the revocation and drops it. */
@Injectable()
export class ForgetRevokedCounters implements OnModuleInit {
  constructor(
    private readonly events: CredentialEvents,
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage & Partial<ForgettingStorage>,
  ) {}

  onModuleInit(): void {
    this.events.subscribe((event) => {
      if (event.kind === 'credential')
        void this.storage.forget?.([apiKeyBucket(event.id), webhookTokenBucket(event.id)]).catch(() => undefined);
    });
  }
}

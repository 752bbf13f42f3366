import { Injectable } from '@nestjs/common';
import { ApiKeyNotFoundError } from '../domain/accounts.errors';
import type { ApiKey } from '../domain/api-key';
import { ApiKeyRepository } from '../domain/api-key.repository';
import { CredentialEvents } from '../domain/credential-events';

@Injectable()
export class RevokeApiKey {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly events: CredentialEvents,
  ) {}

  async execute(keyId: string): Promise<ApiKey> {
    const key = await this.keys.revoke(keyId);
    if (!key) throw new ApiKeyNotFoundError(keyId);
    await this.events.publishRevoked(key.id);
    return key;
  }
}

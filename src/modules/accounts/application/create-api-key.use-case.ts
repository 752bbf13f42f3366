import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock';
import { InvalidInputError } from '../../../shared/domain-error';
import { AccountRepository } from '../domain/account.repository';
import { AccountNotFoundError } from '../domain/accounts.errors';
import { API_KEY_PREFIX, ApiKey, SCOPES, Scope, isScope } from '../domain/api-key';
import { ApiKeyRepository } from '../domain/api-key.repository';
import { validateName } from '../domain/name';
import { issueSecret } from '../domain/secret';

export interface CreateApiKeyInput {
  accountId: string;
  name: string;
  scopes: string[];
  expiresAt?: Date;
}

/** The new key and its secret, which exists only in this result: it is never stored. */
export interface CreatedApiKey {
  key: ApiKey;
  secret: string;
}

@Injectable()
export class CreateApiKey {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly keys: ApiKeyRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: CreateApiKeyInput): Promise<CreatedApiKey> {
    const now = this.clock.now();
    const name = validateName(input.name, 'name', 100);
    const unknown = input.scopes.filter((scope) => !isScope(scope));
    if (unknown.length > 0 || input.scopes.length === 0) {
      throw new InvalidInputError(
        `scopes must be among ${SCOPES.join(', ')}${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}.`,
      );
    }
    if (input.expiresAt && input.expiresAt.getTime() <= now.getTime())
      throw new InvalidInputError('expires-at must be in the future.');
    if (!(await this.accounts.findById(input.accountId))) throw new AccountNotFoundError(input.accountId);

    const issued = issueSecret(API_KEY_PREFIX);
    const key = await this.keys.create({
      accountId: input.accountId,
      name,
      scopes: [...new Set(input.scopes as Scope[])].sort(),
      secretHash: issued.hash,
      displayPrefix: issued.displayPrefix,
      expiresAt: input.expiresAt ?? null,
    });
    return { key, secret: issued.secret };
  }
}

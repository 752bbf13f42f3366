import { Injectable } from '@nestjs/common';
import { CreateAccount } from '../../application/create-account.use-case';
import { CreateApiKey } from '../../application/create-api-key.use-case';
import { CreateWebhookToken } from '../../application/create-webhook-token.use-case';
import { ListAccounts } from '../../application/list-accounts.use-case';
import { ListApiKeys } from '../../application/list-api-keys.use-case';
import { ListWebhookTokens } from '../../application/list-webhook-tokens.use-case';
import { RevokeApiKey } from '../../application/revoke-api-key.use-case';
import { RevokeWebhookToken } from '../../application/revoke-webhook-token.use-case';
import { SetAccountPlan } from '../../application/set-account-plan.use-case';
import type { Account } from '../../domain/account';
import type { ApiKey } from '../../domain/api-key';
import type { WebhookToken } from '../../domain/webhook-token';

// The admin CLI's JSON contract (decisions.md). Allow-lists: no hash ever leaves,
// and a secret appears only in the answer to its creation.

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toAccountOutput(account: Account) {
  return { id: account.id, name: account.name, plan: account.plan, timezone: account.timezone, createdAt: iso(account.createdAt) };
}

export function toApiKeyOutput(key: ApiKey) {
  return {
    id: key.id,
    name: key.name,
    scopes: key.scopes,
    prefix: key.displayPrefix,
    createdAt: iso(key.createdAt),
    lastUsedAt: iso(key.lastUsedAt),
    expiresAt: iso(key.expiresAt),
    revokedAt: iso(key.revokedAt),
  };
}

export function toWebhookTokenOutput(token: WebhookToken) {
  return {
    id: token.id,
    name: token.name,
    prefix: token.displayPrefix,
    createdAt: iso(token.createdAt),
    lastUsedAt: iso(token.lastUsedAt),
    revokedAt: iso(token.revokedAt),
  };
}

@Injectable()
export class AccountOperations {
  constructor(
    private readonly createAccount: CreateAccount,
    private readonly listAccounts: ListAccounts,
    private readonly setAccountPlan: SetAccountPlan,
    private readonly createApiKey: CreateApiKey,
    private readonly listApiKeys: ListApiKeys,
    private readonly revokeApiKey: RevokeApiKey,
    private readonly createWebhookToken: CreateWebhookToken,
    private readonly listWebhookTokens: ListWebhookTokens,
    private readonly revokeWebhookToken: RevokeWebhookToken,
  ) {}

  async accountsCreate(input: { name: string; plan: string; timezone?: string }) {
    return toAccountOutput(await this.createAccount.execute(input));
  }

  async accountsList() {
    return (await this.listAccounts.execute()).map(toAccountOutput);
  }

  async accountsSetPlan(input: { accountId: string; plan: string }) {
    return toAccountOutput(await this.setAccountPlan.execute(input));
  }

  async keysCreate(input: { accountId: string; name: string; scopes: string[]; expiresAt?: string }) {
    const { key, secret } = await this.createApiKey.execute({ ...input, expiresAt: input.expiresAt ? new Date(input.expiresAt) : undefined });
    return { id: key.id, name: key.name, scopes: key.scopes, key: secret, prefix: key.displayPrefix, createdAt: iso(key.createdAt), expiresAt: iso(key.expiresAt) };
  }

  async keysList(input: { accountId: string }) {
    return (await this.listApiKeys.execute(input.accountId)).map(toApiKeyOutput);
  }

  async keysRevoke(input: { id: string }) {
    const key = await this.revokeApiKey.execute(input.id);
    return { id: key.id, revokedAt: iso(key.revokedAt) };
  }

  async tokensCreate(input: { accountId: string; name: string }) {
    const { token, secret } = await this.createWebhookToken.execute(input);
    return { id: token.id, name: token.name, token: secret, prefix: token.displayPrefix, createdAt: iso(token.createdAt) };
  }

  async tokensList(input: { accountId: string }) {
    return (await this.listWebhookTokens.execute(input.accountId)).map(toWebhookTokenOutput);
  }

  async tokensRevoke(input: { id: string }) {
    const token = await this.revokeWebhookToken.execute(input.id);
    return { id: token.id, revokedAt: iso(token.revokedAt) };
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, Repository } from 'typeorm';
import { Page, PageRequest, mapPage } from '../../../../shared/list-page';
import { isUuid } from '../../../../shared/uuid';
import type { WebhookPrincipal, WebhookToken } from '../../domain/webhook-token';
import { NewWebhookToken, RotatedSigningSecret, WebhookTokenRepository } from '../../domain/webhook-token.repository';
import { AccountSchema, WebhookTokenRecord, WebhookTokenSchema } from './account.records';
import { webhookPrincipalFromRow } from './principal-rows';
import { touchLastUsedSql, usageParameters } from './usage-sql';
import { accountCredentialPage, revokeCredential } from './account-credential-rows';

function toWebhookToken(record: WebhookTokenRecord): WebhookToken {
  return {
    id: record.id,
    accountId: record.accountId,
    name: record.name,
    displayPrefix: record.displayPrefix,
    createdAt: record.createdAt,
    lastUsedAt: record.lastUsedAt,
    revokedAt: record.revokedAt,
    signed: record.signingSecret !== null,
  };
}

@Injectable()
export class TypeOrmWebhookTokenRepository extends WebhookTokenRepository {
  private readonly tokens: Repository<WebhookTokenRecord>;

  constructor(private readonly dataSource: DataSource) {
    super();
    this.tokens = dataSource.getRepository(WebhookTokenSchema);
  }

  async createWithinLimit(token: NewWebhookToken, maxActive: number): Promise<WebhookToken | null> {
    return this.dataSource.transaction(async (manager) => {
      // Locking the account row serialises concurrent creations for the account,
      // so the count below cannot be overtaken by another transaction.
      await manager
        .getRepository(AccountSchema)
        .findOne({ where: { id: token.accountId }, lock: { mode: 'pessimistic_write' } });
      const tokens = manager.getRepository(WebhookTokenSchema);
      const active = await tokens.countBy({ accountId: token.accountId, revokedAt: IsNull() });
      if (active >= maxActive) return null;
      return toWebhookToken(await tokens.save(tokens.create(token)));
    });
  }

  async listForAccount(accountId: string): Promise<WebhookToken[]> {
    return (await this.tokens.find({ where: { accountId }, order: { createdAt: 'ASC', id: 'ASC' } })).map(
      toWebhookToken,
    );
  }

  async listPageForAccount(accountId: string, page: PageRequest): Promise<Page<WebhookToken> | null> {
    const records = await accountCredentialPage(this.tokens, 'webhook_tokens', accountId, page);
    return records && mapPage(records, toWebhookToken);
  }

  async revoke(id: string): Promise<WebhookToken | null> {
    const record = await revokeCredential(this.tokens, 'webhook_tokens', id);
    return record ? toWebhookToken(record) : null;
  }

  async findActivePrincipal(secretHash: string, now: Date): Promise<WebhookPrincipal | null> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT t.id, t.name, t.account_id, a.plan, a.timezone, t.signing_secret,
              CASE WHEN t.previous_signing_secret_until > $2 THEN t.previous_signing_secret END AS previous_signing_secret,
              t.previous_signing_secret_until
         FROM webhook_tokens t JOIN accounts a ON a.id = t.account_id
        WHERE t.secret_hash = $1 AND t.revoked_at IS NULL`,
      [secretHash, now],
    );
    return rows[0] ? webhookPrincipalFromRow(rows[0]) : null;
  }

  async rotateSigningSecret(
    id: string,
    sealFor: (tokenId: string) => Buffer,
    previousValidUntil: Date,
  ): Promise<RotatedSigningSecret | 'unsigned' | null> {
    if (!isUuid(id)) return null;
    return this.dataSource.transaction(async (manager) => {
      const tokens = manager.getRepository(WebhookTokenSchema);
      const record = await tokens.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!record || record.revokedAt) return null;
      if (!record.signingSecret) return 'unsigned';
      await tokens.update(
        { id },
        {
          signingSecret: sealFor(id),
          previousSigningSecret: record.signingSecret,
          previousSigningSecretUntil: previousValidUntil,
        },
      );
      return { token: toWebhookToken(record), previousValidUntil };
    });
  }

  async touchLastUsed(usedAt: ReadonlyMap<string, Date>): Promise<void> {
    if (usedAt.size > 0) await this.dataSource.query(touchLastUsedSql('webhook_tokens'), usageParameters(usedAt));
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource, Repository } from 'typeorm';
import { Page, PageRequest, mapPage } from '../../../../shared/list-page';
import { isUuid } from '../../../../shared/uuid';
import { isKeyActive } from '../../domain/api-key';
import type { ApiKey, ApiKeyPrincipal, Scope } from '../../domain/api-key';
import { ApiKeyRepository, NewApiKey } from '../../domain/api-key.repository';
import { ApiKeyRecord, ApiKeySchema } from './account.records';
import { apiKeyPrincipalFromRow } from './principal-rows';
import { touchLastUsedSql, usageParameters } from './usage-sql';
import { accountCredentialPage, revokeCredential } from './account-credential-rows';

function toApiKey(record: ApiKeyRecord): ApiKey {
  return {
    id: record.id,
    accountId: record.accountId,
    name: record.name,
    scopes: record.scopes as Scope[],
    displayPrefix: record.displayPrefix,
    createdAt: record.createdAt,
    lastUsedAt: record.lastUsedAt,
    expiresAt: record.expiresAt,
    revokedAt: record.revokedAt,
  };
}

@Injectable()
export class TypeOrmApiKeyRepository extends ApiKeyRepository {
  private readonly keys: Repository<ApiKeyRecord>;

  constructor(private readonly dataSource: DataSource) {
    super();
    this.keys = dataSource.getRepository(ApiKeySchema);
  }

  async create(key: NewApiKey): Promise<ApiKey> {
    return toApiKey(await this.keys.save(this.keys.create(key)));
  }

  async listForAccount(accountId: string): Promise<ApiKey[]> {
    return (await this.keys.find({ where: { accountId }, order: { createdAt: 'ASC', id: 'ASC' } })).map(toApiKey);
  }

  async listPageForAccount(accountId: string, page: PageRequest): Promise<Page<ApiKey> | null> {
    const records = await accountCredentialPage(this.keys, 'api_keys', accountId, page);
    return records && mapPage(records, toApiKey);
  }

  async revoke(id: string): Promise<ApiKey | null> {
    const record = await revokeCredential(this.keys, 'api_keys', id);
    return record ? toApiKey(record) : null;
  }

  async rotate(
    oldId: string,
    secret: { secretHash: string; displayPrefix: string },
    now: Date,
    oldValidUntil: Date,
  ): Promise<{ created: ApiKey; old: ApiKey } | null> {
    if (!isUuid(oldId)) return null;
    return this.dataSource.transaction(async (manager) => {
      const keys = manager.getRepository(ApiKeySchema);
      // Locked: two rotations of one key cannot both give it a successor.
      const old = await keys.findOne({ where: { id: oldId }, lock: { mode: 'pessimistic_write' } });
      if (!old || !isKeyActive(old, now)) return null;
      const created = await keys.save(
        keys.create({
          accountId: old.accountId,
          name: old.name,
          scopes: old.scopes,
          expiresAt: old.expiresAt,
          ...secret,
        }),
      );
      if (oldValidUntil.getTime() <= now.getTime())
        await manager.query('UPDATE api_keys SET revoked_at = $2 WHERE id = $1', [oldId, now]);
      else
        await manager.query('UPDATE api_keys SET expires_at = LEAST(COALESCE(expires_at, $2), $2) WHERE id = $1', [
          oldId,
          oldValidUntil,
        ]);
      return { created: toApiKey(created), old: toApiKey((await keys.findOneByOrFail({ id: oldId })) as ApiKeyRecord) };
    });
  }

  async findActivePrincipal(secretHash: string, now: Date): Promise<ApiKeyPrincipal | null> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT k.id, k.account_id, k.scopes, k.expires_at, a.plan, a.timezone
           FROM api_keys k JOIN accounts a ON a.id = k.account_id
          WHERE k.secret_hash = $1 AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > $2)`,
      [secretHash, now],
    );
    return rows[0] ? apiKeyPrincipalFromRow(rows[0]) : null;
  }

  async touchLastUsed(usedAt: ReadonlyMap<string, Date>): Promise<void> {
    if (usedAt.size > 0) await this.dataSource.query(touchLastUsedSql('api_keys'), usageParameters(usedAt));
  }
}

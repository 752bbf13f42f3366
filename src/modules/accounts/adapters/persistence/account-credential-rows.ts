import type { ObjectLiteral, Repository } from 'typeorm';
import { Page, PageRequest, pageOf } from '../../../../shared/list-page';
import { isUuid } from '../../../../shared/uuid';

// What API keys and webhook tokens share as rows of an account: pages in creation order, and revocation.

type CredentialTable = 'api_keys' | 'webhook_tokens';

/** One page of an account's credentials in creation order (keyset on created_at, id); null when `after` names none of them. */
export async function accountCredentialPage<R extends ObjectLiteral & { id: string }>(
  records: Repository<R>,
  table: CredentialTable,
  accountId: string,
  page: PageRequest,
): Promise<Page<R> | null> {
  const query = records
    .createQueryBuilder('t')
    .where('t.account_id = :accountId', { accountId })
    .orderBy('t.createdAt', 'ASC')
    .addOrderBy('t.id', 'ASC')
    .limit(page.limit + 1);
  if (page.after !== null)
    query.andWhere(
      `(t.created_at, t.id) > (SELECT created_at, id FROM ${table} WHERE id = :after AND account_id = :accountId)`,
      { after: page.after },
    );
  const found = await query.getMany();
  if (found.length === 0 && page.after !== null) {
    const known = await records
      .createQueryBuilder('t')
      .where('t.id = :after AND t.account_id = :accountId', { after: page.after, accountId })
      .getExists();
    if (!known) return null;
  }
  return pageOf(found, page.limit, (item) => item.id);
}

/** Revokes the credential (once: a second revocation keeps the first time); its row after, or null when there is none. */
export async function revokeCredential<R extends ObjectLiteral & { id: string }>(
  records: Repository<R>,
  table: CredentialTable,
  id: string,
): Promise<R | null> {
  if (!isUuid(id)) return null;
  await records.query(`UPDATE ${table} SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1`, [id]);
  return records.createQueryBuilder('t').where('t.id = :id', { id }).getOne();
}

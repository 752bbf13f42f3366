/** One UPDATE for a batch of last-used times; never moves a time backwards. */
export function touchLastUsedSql(table: 'api_keys' | 'webhook_tokens' | 'operators'): string {
  return `UPDATE ${table} AS c SET last_used_at = GREATEST(COALESCE(c.last_used_at, u.at), u.at)
          FROM unnest($1::uuid[], $2::timestamptz[]) AS u(id, at) WHERE c.id = u.id`;
}

export function usageParameters(usedAt: ReadonlyMap<string, Date>): [string[], Date[]] {
  return [[...usedAt.keys()], [...usedAt.values()]];
}

/** Operator tokens authenticate the admin HTTP API; an operator acts on every account. */
export const OPERATOR_TOKEN_PREFIX = 'diary_op_';

export interface Operator {
  id: string;
  name: string;
  displayPrefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** Who is calling the admin API: a verified operator token. Belongs to no account. */
export interface OperatorPrincipal {
  operatorId: string;
  name: string;
  /** No account: account events never concern it. */
  accountId?: undefined;
}

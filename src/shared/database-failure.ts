const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * Why the database could not serve a request, when the request itself was fine:
 * - `unavailable`: it cannot be reached (connection refused, lost or not established
 *   within the connect timeout, server shutting down or out of resources);
 * - `timeout`: it did not answer in time (the server cancelled the statement at
 *   `statement_timeout`, or no answer came within the query read timeout);
 * - `busy`: every pooled connection stayed in use for the whole pool wait. The
 *   database may be healthy; this instance has more work than connections.
 * - `conflict`: PostgreSQL rolled the transaction back to break a deadlock with
 *   concurrent writers (40P01), or as a serialization failure (40001), after the
 *   writer's own retries; the same request may succeed at once.
 */
export type DatabaseFailure = 'unavailable' | 'timeout' | 'busy' | 'conflict';

/** pg-pool's message when no pooled connection became free within the pool wait. */
export const POOL_WAIT_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect';

const UNAVAILABLE_MESSAGES =
  /Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|database is unavailable|could not connect to the database/i;

/** Classifies an error (or what it wraps: TypeORM's `driverError`, `cause`), or null for any other error. */
export function databaseFailureOf(error: unknown): DatabaseFailure | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if (current instanceof DatabaseUnavailableError) return 'unavailable';
    const candidate = current as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    // 57014 query_canceled: statement_timeout (or a cancel request) stopped the statement.
    if (code === '57014') return 'timeout';
    if (code === '40P01' || code === '40001') return 'conflict';
    // Class 08 connection exception, 53 insufficient resources (too many connections,
    // out of memory, disk full), 57P01..57P03 shutdown or cannot connect now.
    if (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08') || code.startsWith('53') || /^57P0[1-3]$/.test(code))
      return 'unavailable';
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (message === 'Query read timeout') return 'timeout';
    if (message === POOL_WAIT_TIMEOUT_MESSAGE) return 'busy';
    if (UNAVAILABLE_MESSAGES.test(message)) return 'unavailable';
    current = candidate.driverError ?? candidate.cause;
  }
  return null;
}

export class DatabaseUnavailableError extends Error {
  constructor(cause?: unknown, message = 'database is unavailable') {
    super(message, { cause });
  }
}

/** 23503 foreign_key_violation (on the error or the driver error TypeORM wraps): a row names one that is gone, e.g. an account erased meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23503';
}

/** The SQLSTATE of a PostgreSQL error, or of the driver error TypeORM wraps. */
function sqlStateOf(error: unknown): unknown {
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  return candidate?.code ?? candidate?.driverError?.code;
}

/** 55P03 lock_not_available: a lock was not granted within `lock_timeout`. */
export function isLockNotAvailable(error: unknown): boolean {
  return sqlStateOf(error) === '55P03';
}

/**
 * The full-text query parser refused words it was given (PostgreSQL 15 raises "tsquery stack too small" as XX000
 * internal_error, not as 54001 statement_too_complex).
 */
export function isSearchParserLimit(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return (
    ['XX000', '54001'].includes(sqlStateOf(error) as string) &&
    typeof message === 'string' &&
    message.includes('tsquery')
  );
}

/** 42P01 undefined_table: the table is gone (another process dropped it). */
export function isUndefinedTable(error: unknown): boolean {
  return sqlStateOf(error) === '42P01';
}

/**
 * 23514 check_violation of a partition's own constraint: the row was routed to a partition (the default one) that a
 * partition attached meanwhile has taken the row's range from. The same statement again is routed to the new one.
 */
export function violatesPartitionConstraint(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return sqlStateOf(error) === '23514' && typeof message === 'string' && message.includes('partition constraint');
}

/** A foreign-key violation naming the accounts table: the row's account was erased meanwhile (its writer lost the race). */
export function violatesAccountReference(error: unknown): boolean {
  if (!isForeignKeyViolation(error)) return false;
  const candidate = error as { detail?: unknown; driverError?: { detail?: unknown } };
  const detail = candidate.detail ?? candidate.driverError?.detail;
  return typeof detail === 'string' && detail.includes('is not present in table "accounts"');
}

const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * True when an error means the database cannot be reached (as opposed to a bad
 * query): connection refused or lost, server shutting down, pool timeout.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    // SQLSTATE class 08 (connection exception) and 57P0x (operator intervention: shutdown).
    if (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code)) return true;
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (/Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|database is unavailable/i.test(message)) {
      return true;
    }
    current = candidate.driverError ?? candidate.cause;
  }
  return false;
}

export class DatabaseUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('database is unavailable', { cause });
  }
}

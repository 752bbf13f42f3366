const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Requests still open, by id: their request line waits for their answer. Bounded: a flood forgets the oldest. */
const MAX_OPEN_REQUESTS = 1_000;

const clock = (epochMs: unknown) => {
  const at = typeof epochMs === 'number' ? new Date(epochMs) : new Date();
  return [at.getHours(), at.getMinutes(), at.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
};

/**
 * The JSON log lines as a person at a terminal reads them: local time, level, message; one line per request when it
 * is answered (`GET /api/v1/tags 200 3 ms`), none when it comes in. Lines that are not JSON pass through.
 */
export class HumanLogLines {
  private readonly open = new Map<string, string>();

  format(line: string): string | null {
    let record: Record<string, any>;
    try {
      record = JSON.parse(line) as Record<string, any>;
    } catch {
      return line;
    }
    const time = clock(record.time);
    const level = LEVEL_NAMES[record.level as number] ?? 'INFO';
    const reqId = typeof record.requestId === 'string' ? record.requestId : undefined;
    if (record.msg === 'incoming request' && reqId && record.req) {
      if (this.open.size >= MAX_OPEN_REQUESTS) this.open.delete(this.open.keys().next().value as string);
      this.open.set(reqId, `${record.req.method} ${record.req.url}`);
      return null;
    }
    if (record.msg === 'request completed' && reqId) {
      const request = this.open.get(reqId) ?? 'request';
      this.open.delete(reqId);
      const ms = typeof record.responseTime === 'number' ? ` ${Math.round(record.responseTime)} ms` : '';
      return `${time} ${request} ${record.res?.statusCode ?? ''}${ms}`;
    }
    // Fastify's own "Server listening at" for each address: the service's start-up line says it, with more.
    if (typeof record.msg === 'string' && record.msg.startsWith('Server listening at ')) return null;
    const error = record.err?.message ? `: ${record.err.message}` : '';
    return `${time} ${level.padEnd(5)} ${String(record.msg ?? '')}${error}`;
  }
}

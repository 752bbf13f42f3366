import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { lazyRequestLogger } from './logger';

function capture(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level }, stream) as unknown as FastifyBaseLogger, lines };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('lazyRequestLogger', () => {
  it('writes enabled lines with the request binding and drops disabled ones', async () => {
    const { logger, lines } = capture('warn');
    const request = lazyRequestLogger(logger, { requestId: 'r-1' }, {});
    request.info('not written');
    request.warn({ detail: 1 }, 'written');
    request.error('also written');
    await flush();
    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ['written', 'r-1'],
      ['also written', 'r-1'],
    ]);
    expect(lines[0].detail).toBe(1);
  });

  it('gives children the request binding and their own', async () => {
    const { logger, lines } = capture('info');
    lazyRequestLogger(logger, { requestId: 'r-2' }, {}).child({ part: 'x' }).info('from a child');
    await flush();
    expect(lines).toEqual([expect.objectContaining({ msg: 'from a child', requestId: 'r-2', part: 'x' })]);
  });

  it("keeps a route's own level", async () => {
    const { logger, lines } = capture('info');
    const request = lazyRequestLogger(logger, { requestId: 'r-3' }, { level: 'error' });
    request.warn('below the route level');
    request.error('at the route level');
    await flush();
    expect(lines.map((line) => line.msg)).toEqual(['at the route level']);
  });
});

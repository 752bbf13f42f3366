import { HumanLogLines } from './human-log-lines';

describe('HumanLogLines', () => {
  const at = new Date(2026, 10, 26, 9, 5, 7).getTime();
  const json = (record: object) => JSON.stringify({ level: 30, time: at, service: 'diary', ...record });

  it('writes local time, level and message, and one line per answered request with its request line', () => {
    const lines = new HumanLogLines();
    expect(lines.format(json({ msg: 'Diary Service listening on http://127.0.0.1:3000' }))).toBe(
      '09:05:07 INFO  Diary Service listening on http://127.0.0.1:3000',
    );
    expect(
      lines.format(json({ requestId: 'r1', msg: 'incoming request', req: { method: 'GET', url: '/api/v1/tags' } })),
    ).toBeNull();
    expect(
      lines.format(json({ requestId: 'r1', msg: 'request completed', res: { statusCode: 200 }, responseTime: 3.4 })),
    ).toBe('09:05:07 GET /api/v1/tags 200 3 ms');
    expect(lines.format(json({ level: 50, msg: 'shutdown failed', err: { message: 'boom' } }))).toBe(
      '09:05:07 ERROR shutdown failed: boom',
    );
    expect(lines.format('not json')).toBe('not json');
  });

  it('forgets the oldest open request past its bound', () => {
    const lines = new HumanLogLines();
    for (let i = 0; i <= 1_000; i++)
      lines.format(json({ requestId: `r${i}`, msg: 'incoming request', req: { method: 'GET', url: `/${i}` } }));
    expect(lines.format(json({ requestId: 'r0', msg: 'request completed', res: { statusCode: 204 } }))).toBe(
      '09:05:07 request 204',
    );
    expect(lines.format(json({ requestId: 'r1000', msg: 'request completed', res: { statusCode: 204 } }))).toBe(
      '09:05:07 GET /1000 204',
    );
  });
});

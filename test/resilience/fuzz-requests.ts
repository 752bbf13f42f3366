/** Random and hostile HTTP requests, reproducible from a seed. */

export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface RawRequest {
  method: string;
  target: string;
  headers: Array<[string, string]>;
  body: Buffer;
}

export function fuzzRequest(random: () => number, credentials: { key: string; token: string }): RawRequest {
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)];
  const garbage = (length: number) => Buffer.from(Array.from({ length }, () => Math.floor(random() * 256)));
  const text = (length: number) =>
    Array.from({ length }, () => String.fromCharCode(32 + Math.floor(random() * 95))).join('');
  const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  const path = pick([
    '/api/v1/entries',
    '/api/v1/entries/2026-01-01',
    '/api/v1/entries/2026-02-30',
    `/api/v1/entries/${encodeURIComponent(text(12))}`,
    '/api/v1/tags',
    '/webhooks/ingest',
    '/errors/bad-request',
    '/errors/nope',
    '/healthz',
    '/readyz',
    '/',
    '/api/v1',
    '/api/v2/entries',
    '/%',
    '/%E0%A4%A',
    '/api/v1/entries/%00',
    '/api/v1/entries/..%2F..%2Fetc%2Fpasswd',
    `/${encodeURIComponent('ü€😀')}`,
    `/${'a'.repeat(3000)}`,
  ]);
  const query = pick([
    '',
    '?limit=5',
    '?limit=-1',
    '?limit=1e2',
    '?offset=99999999999999999999999',
    `?from=${text(10)}`,
    '?from=2026-03-01&to=2026-01-01',
    '?tag=Bad%20Tag',
    '?tag[]=x',
    '?__proto__[x]=1',
    '?constructor=1',
    '?%=%',
    `?q=${'x'.repeat(4000)}`,
    '?dryRun=maybe',
    '?dryRun=true',
    '?limit=1&limit=2',
  ]);
  const authorization = pick([
    undefined,
    `Bearer ${credentials.key}`,
    `Bearer ${credentials.token}`,
    `Bearer ${text(40)}`,
    'Bearer',
    'Basic dXNlcjpwYXNz',
    `Bearer diary_sk_${'A'.repeat(38)}`,
    `Bearer whk_${'B'.repeat(38)}`,
    `Bearer ${'x'.repeat(6000)}`,
  ]);
  const contentType = pick([
    undefined,
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/cloudevents+json',
    'application/json; charset=latin1',
    'application/xml',
  ]);
  const body = pick<() => Buffer>([
    () => Buffer.alloc(0),
    () =>
      Buffer.from(
        JSON.stringify({
          note: text(50),
          lat: random() * 200 - 100,
          lng: '13.4',
          media: [{ url: text(20) }],
          highlights: [{ kind: 1 }],
        }),
      ),
    () => garbage(200),
    () => Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d]),
    () => Buffer.from('{"a": '),
    () => Buffer.from(JSON.stringify({ big: 'x'.repeat(150_000) })),
    () => Buffer.from(deep(40_000)),
    () => Buffer.from(deep(600)),
    () => Buffer.from('{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}'),
    () => Buffer.from('"just a string"'),
    () => Buffer.from('null'),
    () => Buffer.from(JSON.stringify(Array.from({ length: 10_000 }, (_, i) => i))),
    () => Buffer.from(JSON.stringify({ images: Array.from({ length: 500 }, (_, i) => `https://x.example/${i}.png`) })),
  ])();
  const headers: Array<[string, string]> = [];
  if (authorization !== undefined) headers.push(['Authorization', authorization]);
  if (contentType !== undefined) headers.push(['Content-Type', contentType]);
  if (random() < 0.3) headers.push(['Idempotency-Key', pick(['k-1', text(300), '', 'ü'])]);
  if (random() < 0.3) headers.push(['X-Request-Id', pick(['ok-id', text(200), '../../etc', '<script>'])]);
  if (random() < 0.2) headers.push(['If-None-Match', pick(['*', '"abc"', 'W/"x", "y"'])]);
  if (random() < 0.1) headers.push(['X-Huge', 'h'.repeat(20_000)]);
  const method = pick(['GET', 'GET', 'GET', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']);
  return { method, target: path + query, headers, body };
}

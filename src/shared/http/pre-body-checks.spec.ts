import Fastify from 'fastify';
import { installPreBodyChecks } from './pre-body-checks';

describe('pre-body checks', () => {
  const app = () => {
    const fastify = Fastify();
    installPreBodyChecks(fastify);
    let bodiesRead = 0;
    fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      bodiesRead++;
      done(null, body);
    });
    fastify.post('/hook', { config: { preBodyCheck: 'hook' } }, async () => 'stored');
    fastify.post('/other', async () => 'other');
    fastify.post('/orphan', { config: { preBodyCheck: 'nobody-registered-this' } }, async () => 'orphan');
    const calls: string[] = [];
    fastify.preBodyChecks.set('hook', async (request, reply) => {
      calls.push(request.url);
      if (request.headers.authorization !== 'Bearer good') await reply.code(401).send('refused');
    });
    return { fastify, calls, bodiesRead: () => bodiesRead };
  };
  const post = (url: string, authorization?: string) => ({
    method: 'POST' as const,
    url,
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    payload: '{"a":1}',
  });

  it('runs on the route that names it, and refuses before the body is read', async () => {
    const { fastify, calls, bodiesRead } = app();
    expect((await fastify.inject(post('/hook'))).statusCode).toBe(401);
    expect(bodiesRead()).toBe(0);
    expect((await fastify.inject(post('/hook', 'Bearer good'))).body).toBe('stored');
    expect(bodiesRead()).toBe(1);
    expect(calls).toEqual(['/hook', '/hook']);
  });

  it('costs other routes nothing', async () => {
    const { fastify, calls } = app();
    expect((await fastify.inject(post('/other'))).body).toBe('other');
    expect(calls).toEqual([]);
  });

  it('fails the request, not silently passes it, when the named check was never registered', async () => {
    const { fastify } = app();
    expect((await fastify.inject(post('/orphan'))).statusCode).toBe(500);
  });
});

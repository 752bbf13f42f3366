import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import type { CompositionInput } from '../../domain/day-material';
import { LanguageModelComposer, contextOf } from './language-model-composer';
import { composeWithTemplate } from './template-composer';

type Handler = (body: any, response: http.ServerResponse) => void;

/** A local server speaking the OpenAI chat-completions protocol. */
async function chatServer(handler: Handler): Promise<{ url: string; requests: any[]; close: () => Promise<void>; closeAllConnections?: () => void }> {
  const requests: any[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw);
      requests.push({ path: request.url, authorization: request.headers.authorization, body });
      handler(body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    closeAllConnections: () => server.closeAllConnections(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const answer = (content: string) => (_body: unknown, response: http.ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ id: 'c1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
};

const input: CompositionInput = {
  day: '2026-11-21',
  timezone: 'UTC',
  previous: null,
  artifacts: [
    {
      sourceLabel: 'Strava',
      receivedAt: new Date('2026-11-21T07:00:00Z'),
      payload: { activity: 'Run', distanceKm: 5 },
      enrichment: { media: [{ url: 'https://x.example/a.png', type: 'image' }], locations: [], highlights: [{ kind: 'achievement', title: 'PB' }] },
    },
  ],
};

describe('LanguageModelComposer', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('asks the model with the material as context and writes its answer, keeping the enrichment sections', async () => {
    const server = await chatServer(answer(JSON.stringify({ title: 'A fast morning', markdown: 'I ran 5 km before breakfast.', tags: ['running', 'Morning Routine'] })));
    try {
      const composer = new LanguageModelComposer({ baseUrl: server.url, apiKey: 'sk-test', model: 'test-model', timeoutMs: 2000 });
      const result = await composer.compose(input);
      expect(result.content).toMatch(/^# A fast morning\n\nI ran 5 km before breakfast\.\n\n## Media\n\n!\[Image 1\]\(https:\/\/x\.example\/a\.png\)/);
      expect(result.content).toContain('## Highlights');
      expect(result.tags.map((tag) => tag.slug)).toEqual(['strava', 'achievement', 'running', 'morning-routine']);
      const [request] = server.requests;
      expect(request.path).toBe('/v1/chat/completions');
      expect(request.authorization).toBe('Bearer sk-test');
      expect(request.body).toMatchObject({ model: 'test-model', response_format: { type: 'json_object' } });
      expect(request.body.messages[1].content).toContain('"distanceKm":5');
      expect(warn).not.toHaveBeenCalled();
    } finally {
      await server.close();
    }
  });

  it.each([
    ['a malformed answer', answer('this is not JSON')],
    ['an answer without a title', answer(JSON.stringify({ markdown: 'x' }))],
    ['an error status', (_body: unknown, response: http.ServerResponse) => response.writeHead(500).end('boom')],
    ['no answer in time', () => undefined],
  ])('falls back to the built-in composer on %s, and logs it', async (_case, handler) => {
    const server = await chatServer(handler as Handler);
    try {
      const composer = new LanguageModelComposer({ baseUrl: server.url, apiKey: '', model: 'm', timeoutMs: 300 });
      expect(await composer.compose(input)).toEqual(composeWithTemplate(input));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('using the built-in composer'));
    } finally {
      server.closeAllConnections?.();
      await server.close();
    }
  });

  it('keeps the context within its budget on a busy day', () => {
    const busy = { ...input, artifacts: Array.from({ length: 50 }, () => ({ ...input.artifacts[0], payload: { text: 'x'.repeat(2000) } })) };
    const context = contextOf(busy);
    expect(context.length).toBeLessThan(30_000);
    expect(context).toContain('(more material was cut to fit)');
  });
});

import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { elementCounts } from '../../../../../test/support/rendered';
import { analyzeMarkdown } from '../../../diary';
import { SPECIAL_PROPERTIES } from '../../../ingest';
import { DayDigestBuilder } from '../../../understanding/domain/day-digest';
import type { DayDigest } from '../../../understanding/domain/digest/day-digest-shape';
import { LanguageModelComposer } from './language-model-composer';
import { OpenAiChatCompletionsClient } from './model-clients/openai-chat-completions';
import { composeWithTemplate } from './template-composer';

type Handler = (body: any, response: http.ServerResponse) => void;

/** A local server speaking the OpenAI chat-completions protocol, recording each prompt. */
async function chatServer(handler: Handler): Promise<{ url: string; requests: any[]; close: () => Promise<void> }> {
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
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const answer = (content: string) => (_body: unknown, response: http.ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      id: 'c1',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    }),
  );
};

function digestOf(artifacts: Array<{ source: string; payload: unknown; minute: number; enrichment?: any }>): DayDigest {
  const builder = new DayDigestBuilder('2026-11-21', 'UTC', SPECIAL_PROPERTIES);
  for (const a of artifacts) {
    builder.add({
      sourceLabel: a.source,
      receivedAt: new Date(Date.parse('2026-11-21T00:00:00Z') + a.minute * 60_000),
      payload: a.payload,
      enrichment: a.enrichment ?? { media: [], locations: [], highlights: [] },
    });
  }
  return builder.build();
}

const day = digestOf([
  {
    source: 'Strava',
    minute: 7 * 60,
    payload: { name: 'Run by the river', type: 'Run', distance: 5200 },
    enrichment: {
      media: [{ url: 'https://x.example/a.png', type: 'image' }],
      locations: [],
      highlights: [{ kind: 'achievement', title: 'PB' }],
    },
  },
]);
const plainDay = digestOf([{ source: 'Phone', minute: 600, payload: { note: 'A quiet day' } }]);
interface Settings {
  apiKey: string;
  timeoutMs: number;
  maxWords: number;
}
/** The composer as the module wires it, over the OpenAI-compatible client pointed at the local server. */
const composerAt = (url: string, overrides: Partial<Settings> = {}): LanguageModelComposer => {
  const { apiKey, timeoutMs, maxWords }: Settings = { apiKey: 'sk-test', timeoutMs: 2000, maxWords: 600, ...overrides };
  return new LanguageModelComposer(
    { contextChars: 100_000, maxWords },
    new OpenAiChatCompletionsClient({ baseUrl: url, apiKey, model: 'test-model', timeoutMs }),
  );
};

/** A day without an entry yet. */
const noPrevious = async () => null;

describe('LanguageModelComposer', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('asks the model with the digest as context and writes its answer, keeping the enrichment sections', async () => {
    const server = await chatServer(
      answer(
        JSON.stringify({
          title: 'A fast morning',
          markdown: 'I ran 5 km before breakfast.',
          tags: ['running', 'Morning Routine'],
        }),
      ),
    );
    try {
      const result = await composerAt(server.url).compose({ digest: day, previous: noPrevious });
      expect(result.content).toBe(
        '# A fast morning\n\nI ran 5 km before breakfast.\n\n## Media\n\n![Photo 1](https://x.example/a.png)\n\n## Highlights\n\n- **PB** (achievement)\n',
      );
      expect(result.tags.map((tag) => tag.slug)).toEqual([
        'run',
        'strava',
        'achievement',
        'running',
        'morning-routine',
      ]);
      const [request] = server.requests;
      expect(request.path).toBe('/v1/chat/completions');
      expect(request.authorization).toBe('Bearer sk-test');
      expect(request.body).toMatchObject({ model: 'test-model' });
      expect(request.body.response_format).toBeUndefined();
      expect(request.body.messages[1].content).toContain("The person's time zone: UTC");
      expect(request.body.messages[1].content).toContain('Run by the river');
      expect(request.body.messages[1].content).toContain('distance 5.2 km');
      expect(warn).not.toHaveBeenCalled();
    } finally {
      await server.close();
    }
  });

  it('keeps the words of the model but none of its markup, within the word budget', async () => {
    const markdown = [
      '# Injected heading',
      'I wrote **this** with a [link](https://evil.example) and <script>x()</script> ![i](http://127.0.0.1/x.png).',
      '- one\n- two',
      ...Array.from({ length: 80 }, (_, i) => `Paragraph ${i} has exactly six words.`),
    ].join('\n\n');
    const server = await chatServer(answer(JSON.stringify({ title: '**Bold** <b>title</b>', markdown, tags: [] })));
    try {
      const result = await composerAt(server.url, { maxWords: 120 }).compose({
        digest: plainDay,
        previous: noPrevious,
      });
      const counts = elementCounts(result.content);
      expect(counts).toMatchObject({ h1: 1, ul: 1, li: 2 });
      for (const tag of ['script', 'a', 'img', 'strong', 'b']) expect(counts[tag] ?? 0).toBe(0);
      const { title, wordCount } = analyzeMarkdown(result.content);
      expect(title).toBe('**Bold** <b>title</b>');
      expect(wordCount).toBeLessThanOrEqual(120);
      expect(result.content).toContain('I wrote this with a link and');
    } finally {
      await server.close();
    }
  });

  it.each([
    ['a malformed answer', answer('this is not JSON')],
    ['markdown without a title heading', answer('I ran.\n\nThen I slept.\n\n## Evening\n\nRead.')],
    ['a fence of malformed JSON', answer('```json\n{"title": "x", \n```')],
    ['an answer without a title', answer(JSON.stringify({ markdown: 'x' }))],
    ['an error status', (_body: unknown, response: http.ServerResponse) => response.writeHead(500).end('boom')],
    ['no answer in time', () => undefined],
  ])('falls back to the built-in composer on %s, and logs it', async (_case, handler) => {
    const server = await chatServer(handler as Handler);
    try {
      const composer = composerAt(server.url, { apiKey: '', timeoutMs: 300 });
      expect(await composer.compose({ digest: day, previous: noPrevious })).toEqual(composeWithTemplate(day, 600));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('using the built-in composer'));
    } finally {
      await server.close();
    }
  });

  it('shows the model the entry the day has, which its answer replaces', async () => {
    const server = await chatServer(answer(JSON.stringify({ title: 'Again', markdown: 'x', tags: [] })));
    try {
      const previous = async () => ({
        title: 'Canal day',
        content: '# Canal day\n\nThe walk along the canal I wrote of.',
      });
      await composerAt(server.url).compose({ digest: plainDay, previous });
      expect(JSON.stringify(server.requests[0].body)).toContain('The walk along the canal I wrote of.');
    } finally {
      await server.close();
    }
  });

  it("writes a markdown answer with the model's section headings as second-level headings", async () => {
    const server = await chatServer(
      answer('```markdown\n# A fast morning\n\n## Morning\n\nI ran 5 km before breakfast.\n```'),
    );
    try {
      const result = await composerAt(server.url).compose({
        digest: plainDay,
        previous: noPrevious,
      });
      expect(result.content).toBe('# A fast morning\n\n## Morning\n\nI ran 5 km before breakfast.\n');
    } finally {
      await server.close();
    }
  });
});

import { Logger } from '@nestjs/common';
import { escapeMarkdownText, slugify } from '../../../diary';
import type { Composition, CompositionInput } from '../../domain/composition';
import { EntryComposer } from '../../domain/entry-composer';
import { enrichmentBlocks } from './enrichment-blocks';
import { contextOf } from './language-model-context';
import { composeWithTemplate, tagsFor } from './template-composer';
import { Block, fitToBudget } from './word-budget';

export interface LanguageModelSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** Characters of day digest given to the model. */
  contextChars: number;
  maxWords: number;
}

/** Longest answer read; anything longer is not an answer to this prompt. */
const MAX_ANSWER_CHARS = 50_000;
const MAX_TAGS = 20;

const SYSTEM_PROMPT = [
  'You write one personal diary entry for one day from a digest of what the tools a person uses sent about that day.',
  'Answer with a JSON object only: {"title": string, "markdown": string, "tags": string[]}.',
  'title: a short, specific title naming what stood out. markdown: the entry body, first person, faithful to the digest,',
  "in plain paragraphs or simple lists, no headings, links, images or HTML; keep the person's own short texts verbatim in quotes.",
  'Respect the word limit given. tags: up to 8 short topic words.',
].join(' ');

/**
 * Writes the entry with a language model behind an OpenAI-compatible
 * chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp). The model's
 * text is kept as plain paragraphs and lists (no markup passes through) within
 * the word budget. Any failure, timeout or unusable answer falls back to the
 * built-in composer, logged.
 */
export class LanguageModelComposer extends EntryComposer {
  private readonly logger = new Logger(LanguageModelComposer.name);

  constructor(
    private readonly settings: LanguageModelSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    super();
  }

  async compose(input: CompositionInput): Promise<Composition> {
    try {
      const answer = await this.ask(input);
      const blocks: Block[] = [
        { order: 0, priority: 0, markdown: `# ${escapeMarkdownText(answer.title)}` },
        ...bodyBlocks(answer.markdown),
        ...enrichmentBlocks(input.digest, 1_000_000),
      ];
      const tags = new Map(tagsFor(input.digest).map((tag) => [tag.slug, tag.displayName]));
      for (const tag of answer.tags) {
        const slug = slugify(tag);
        if (slug && !tags.has(slug) && tags.size < MAX_TAGS) tags.set(slug, tag.replace(/\s+/g, ' ').trim().slice(0, 100));
      }
      return { content: fitToBudget(blocks, this.settings.maxWords), tags: [...tags].map(([slug, displayName]) => ({ slug, displayName })) };
    } catch (error) {
      this.logger.warn(`language model failed for ${input.digest.day}, using the built-in composer: ${error instanceof Error ? error.message : String(error)}`);
      return composeWithTemplate(input.digest, this.settings.maxWords);
    }
  }

  private async ask(input: CompositionInput): Promise<{ title: string; markdown: string; tags: string[] }> {
    const response = await this.fetchImpl(`${this.settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}) },
      body: JSON.stringify({
        model: this.settings.model,
        temperature: 0.3,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: contextOf(input, this.settings.contextChars, this.settings.maxWords) },
        ],
      }),
      signal: AbortSignal.timeout(this.settings.timeoutMs),
    });
    if (!response.ok) throw new Error(`endpoint answered ${response.status}`);
    const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
    const text = body.choices?.[0]?.message?.content;
    if (typeof text !== 'string' || text.length > MAX_ANSWER_CHARS) throw new Error('answer has no usable message content');
    const parsed = JSON.parse(withoutCodeFence(text)) as { title?: unknown; markdown?: unknown; tags?: unknown };
    const title = typeof parsed.title === 'string' ? parsed.title.replace(/\s+/g, ' ').trim().slice(0, 200) : '';
    if (!title || typeof parsed.markdown !== 'string') throw new Error('answer lacks a usable title or markdown');
    const tags = Array.isArray(parsed.tags) ? parsed.tags.filter((tag): tag is string => typeof tag === 'string').slice(0, 8) : [];
    return { title, markdown: parsed.markdown, tags };
  }
}

const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/;

/**
 * The model's markdown as plain paragraphs and list items, in its order: its
 * words are kept, its markup is not (a model can repeat what a payload asked it to write).
 */
export function bodyBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const paragraph of markdown.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = paragraph.split('\n').map((line) => line.trim()).filter(Boolean);
    if (lines.length === 0) continue;
    const list = lines.every((line) => LIST_ITEM.test(line));
    const texts = list ? lines.map((line) => `- ${escapeMarkdownText(plain(line.replace(LIST_ITEM, '')))}`) : [escapeMarkdownText(plain(lines.join(' ')))];
    for (const text of texts) if (text.replace(/^- /, '')) blocks.push({ order: 10 + blocks.length, priority: 1 + blocks.length, markdown: text });
  }
  return blocks;
}

/** Markdown markers dropped, their text kept: headings, quotes, emphasis, links and images. */
function plain(text: string): string {
  return text
    .replace(/^#{1,6}\s+|^>\s?/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|~~)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/<[^>]*>/g, '');
}

/** The answer without a surrounding ``` fence; linear (a trailing `\s*```$` regex retries from every space). */
export function withoutCodeFence(text: string): string {
  let inner = text.trim();
  const opening = /^```(?:json)?/.exec(inner);
  if (opening) inner = inner.slice(opening[0].length);
  if (inner.endsWith('```')) inner = inner.slice(0, -3);
  return inner.trim();
}

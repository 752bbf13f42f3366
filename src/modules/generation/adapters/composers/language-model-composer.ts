import { Logger } from '@nestjs/common';
import { escapeMarkdownText, slugify } from '../../../diary';
import type { Composition, CompositionInput } from '../../domain/composition';
import { EntryComposer } from '../../domain/entry-composer';
import { enrichmentBlocks } from './enrichment-blocks';
import { contextOf } from './language-model-context';
import { ModelAnswer, readAnswer } from './model-answer';
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

const MAX_TAGS = 20;

const SYSTEM_PROMPT = [
  'You write one personal diary entry for one day from what the tools a person uses sent about that day.',
  'Write in the first person, as the person would in the evening: short sentences, the day in its order or by what mattered, grouped by theme rather than by tool.',
  "Keep every number, unit and local time exactly as given; never invent one. Keep the person's own texts verbatim in quotation marks.",
  'No identifiers, links, images or HTML. Respect the word limit.',
  'Answer with a JSON object {"title": string, "markdown": string, "tags": string[]} (tags: up to 8 short topic words),',
  'or with markdown whose first line is a "# " heading with the title.',
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
        if (slug && !tags.has(slug) && tags.size < MAX_TAGS)
          tags.set(slug, tag.replace(/\s+/g, ' ').trim().slice(0, 100));
      }
      return {
        content: fitToBudget(blocks, this.settings.maxWords),
        tags: [...tags].map(([slug, displayName]) => ({ slug, displayName })),
      };
    } catch (error) {
      this.logger.warn(
        `language model failed for ${input.digest.day}, using the built-in composer: ${error instanceof Error ? error.message : String(error)}`,
      );
      return composeWithTemplate(input.digest, this.settings.maxWords);
    }
  }

  private async ask(input: CompositionInput): Promise<ModelAnswer> {
    const response = await this.fetchImpl(`${this.settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: this.settings.model,
        temperature: 0.3,
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
    if (typeof text !== 'string') throw new Error('answer has no message content');
    return readAnswer(text);
  }
}

const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/;
const HEADING = /^#{1,6}\s+/;

/**
 * The model's markdown as plain paragraphs and list items, in its order: its
 * words are kept, its markup is not (a model can repeat what a payload asked it to write).
 */
export function bodyBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const add = (text: string) => blocks.push({ order: 10 + blocks.length, priority: 1 + blocks.length, markdown: text });
  for (const paragraph of markdown.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = paragraph
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    // A model's own section headings stay headings of the entry's second level, their text escaped.
    while (lines.length && HEADING.test(lines[0])) {
      const heading = escapeMarkdownText(plain(lines.shift()!.replace(HEADING, '')));
      if (heading) add(`## ${heading}`);
    }
    if (lines.length === 0) continue;
    const list = lines.every((line) => LIST_ITEM.test(line));
    const texts = list
      ? lines.map((line) => `- ${escapeMarkdownText(plain(line.replace(LIST_ITEM, '')))}`)
      : [escapeMarkdownText(plain(lines.join(' ')))];
    for (const text of texts) if (text.replace(/^- /, '')) add(text);
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

import { Logger } from '@nestjs/common';
import { slugify } from '../../../diary';
import type { Composition, CompositionInput } from '../../domain/day-material';
import { EntryComposer } from '../../domain/entry-composer';
import { composeWithTemplate, enrichmentSections } from './template-composer';

export interface LanguageModelSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/** Characters of artifact JSON given to the model; the rest of a busy day is cut. */
const CONTEXT_BUDGET = 24_000;
const MAX_CONTENT = 50_000;

const SYSTEM_PROMPT = [
  'You write one personal diary entry for one day from the JSON material that tools sent about it.',
  'Answer with a JSON object only: {"title": string, "markdown": string, "tags": string[]}.',
  'title: a short title saying what the day was about. markdown: the entry body in markdown, first person,',
  'faithful to the material, without a top-level heading. tags: up to 8 short topic words.',
].join(' ');

/**
 * Writes the entry with a language model behind an OpenAI-compatible
 * chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp). Any failure,
 * timeout or unusable answer falls back to the built-in composer, logged.
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
    const fallback = composeWithTemplate(input);
    try {
      const answer = await this.ask(input);
      const content = [`# ${answer.title}`, answer.markdown.trim(), ...enrichmentSections(fallback.enrichment)].join('\n\n');
      const tags = new Map(fallback.tags.map((tag) => [tag.slug, tag.displayName]));
      for (const tag of answer.tags) {
        const slug = slugify(tag);
        if (slug && !tags.has(slug) && tags.size < 20) tags.set(slug, tag.trim().slice(0, 100));
      }
      return { content: `${content}\n`, tags: [...tags].map(([slug, displayName]) => ({ slug, displayName })), enrichment: fallback.enrichment };
    } catch (error) {
      this.logger.warn(`language model failed for ${input.day}, using the built-in composer: ${error instanceof Error ? error.message : String(error)}`);
      return fallback;
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
          { role: 'user', content: contextOf(input) },
        ],
      }),
      signal: AbortSignal.timeout(this.settings.timeoutMs),
    });
    if (!response.ok) throw new Error(`endpoint answered ${response.status}`);
    const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
    const text = body.choices?.[0]?.message?.content;
    if (typeof text !== 'string') throw new Error('answer has no message content');
    const parsed = JSON.parse(text.replace(/^```(?:json)?\s*|\s*```$/g, '')) as { title?: unknown; markdown?: unknown; tags?: unknown };
    const title = typeof parsed.title === 'string' ? parsed.title.replace(/\s+/g, ' ').trim().slice(0, 200) : '';
    if (!title || typeof parsed.markdown !== 'string' || parsed.markdown.length > MAX_CONTENT) throw new Error('answer lacks a usable title or markdown');
    const tags = Array.isArray(parsed.tags) ? parsed.tags.filter((tag): tag is string => typeof tag === 'string').slice(0, 8) : [];
    return { title, markdown: parsed.markdown, tags };
  }
}

/** The day's material as the model reads it, within the context budget. */
export function contextOf(input: CompositionInput): string {
  const parts = [`Day: ${input.day} (time zone ${input.timezone})`];
  if (input.previous?.content) parts.push(`Earlier version of this entry:\n${input.previous.content.slice(0, 4000)}`);
  let budget = CONTEXT_BUDGET;
  input.artifacts.forEach((artifact, index) => {
    if (budget <= 0) return;
    const json = JSON.stringify(artifact.payload);
    const shown = json.length > budget ? `${json.slice(0, budget)}… (cut)` : json;
    budget -= shown.length;
    parts.push(`Material ${index + 1} from ${artifact.sourceLabel}, received ${artifact.receivedAt.toISOString()}:\n${shown}`);
  });
  if (budget <= 0) parts.push('(more material was cut to fit)');
  return parts.join('\n\n');
}

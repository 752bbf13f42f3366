import { Logger } from '@nestjs/common';
import { escapeMarkdownText, slugify } from '../../../diary';
import type { Composition, CompositionRequest } from '../../domain/composition';
import { EntryComposer } from '../../domain/entry-composer';
import { enrichmentBlocks } from './enrichment-blocks';
import type { LanguageModelClient } from './language-model-client';
import { promptFor } from './language-model-prompt';
import { readAnswer } from './model-answer';
import { bodyBlocks } from './model-answer-blocks';
import { composeWithTemplate, tagsFor } from './template-composer';
import { Block, fitToBudget } from './word-budget';

export interface LanguageModelSettings {
  /** Characters of day digest given to the model. */
  contextChars: number;
  maxWords: number;
}

const MAX_TAGS = 20;

/**
 * Writes the entry with a language model reached through a `LanguageModelClient`
 * (the provider's transport). The model's text is kept as plain paragraphs and
 * lists (no markup passes through) within the word budget. Any failure, timeout
 * or unusable answer falls back to the built-in composer, logged.
 */
export class LanguageModelComposer extends EntryComposer {
  private readonly logger = new Logger(LanguageModelComposer.name);

  constructor(
    private readonly settings: LanguageModelSettings,
    private readonly client: LanguageModelClient,
  ) {
    super();
  }

  async compose(request: CompositionRequest): Promise<Composition> {
    const input = { digest: request.digest, previous: await request.previous() };
    try {
      const answer = readAnswer(
        await this.client.complete(promptFor(input, this.settings.contextChars, this.settings.maxWords)),
      );
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
}

import { Injectable } from '@nestjs/common';
import { GenerateDay } from '../../application/generate-day.use-case';

@Injectable()
export class GenerationOperations {
  constructor(private readonly generateDay: GenerateDay) {}

  /** The generated entry (as the read API shows it), or `{ generated: false, reason }`. */
  async generateOne(input: { accountId: string; date: string }) {
    const result = await this.generateDay.execute({ accountId: input.accountId, day: input.date });
    if (!result.generated) return { generated: false, reason: result.reason };
    const { entry } = result;
    return {
      date: entry.date,
      title: entry.title,
      content: entry.content,
      tags: entry.tags,
      sources: entry.sources,
      generatedAt: entry.generatedAt.toISOString(),
      wordCount: entry.wordCount,
      enrichment: entry.enrichment,
    };
  }
}

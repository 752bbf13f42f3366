import { Injectable } from '@nestjs/common';
import type { Enrichment } from '../../ingest';
import type { EntryToSave, TagRef } from '../domain/entry';
import { EntryRepository } from '../domain/entry.repository';
import { MarkdownAnalyzer } from '../domain/markdown-analyzer';
import { EntryEvents } from './entry-events';

/** A day's entry as a writer (generation, an import) hands it to diary: diary derives the rest from the content. */
export interface EntryDraft {
  date: string;
  content: string;
  tags: TagRef[];
  sources: string[];
  enrichment: Enrichment;
  generatedAt: Date;
  origin: 'generated' | 'imported';
  /** As the writer gave them (an imported file may); derived from the content when absent. */
  title?: string;
  summary?: string;
}

/**
 * The one way an entry is written: title, summary and word count derived from its markdown (off the event loop
 * for a large text), the batch stored in one transaction, each entry replacing its day's, then announced.
 */
@Injectable()
export class WriteEntries {
  constructor(
    private readonly entries: EntryRepository,
    private readonly markdown: MarkdownAnalyzer,
    private readonly events: EntryEvents,
  ) {}

  async execute(accountId: string, drafts: EntryDraft[]): Promise<void> {
    const toSave: EntryToSave[] = [];
    // One at a time: memory holds one analysis.
    for (const draft of drafts) {
      const analysis = await this.markdown.analyze(draft.content);
      toSave.push({
        ...draft,
        title: draft.title ?? analysis.title,
        summary: draft.summary ?? analysis.summary,
        wordCount: analysis.wordCount,
      });
    }
    try {
      await this.entries.save(accountId, toSave);
    } catch (error) {
      // The transaction may have committed before the error reached us: nobody may keep what they knew.
      await this.events.announce({ type: 'entries.unsure', accountId }).catch(() => undefined);
      throw error;
    }
    await this.events.announce({
      type: 'entry.written',
      accountId,
      entries: toSave.map(({ date, title, generatedAt, wordCount, origin }) => ({
        date,
        title,
        generatedAt,
        wordCount,
        origin,
      })),
    });
  }
}

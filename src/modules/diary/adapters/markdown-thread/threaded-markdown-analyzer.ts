import { setImmediate } from 'node:timers/promises';
import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { WorkerClient } from '../../../../threads/worker-client';
import { MarkdownAnalysis, analyzeMarkdown } from '../../domain/markdown';
import { MarkdownAnalyzer } from '../../domain/markdown-analyzer';

/** Texts up to this size are analysed in place (a few milliseconds); larger ones in a worker thread. */
export const INLINE_ANALYSIS_CHARS = 16 * 1024;

@Injectable()
export class ThreadedMarkdownAnalyzer extends MarkdownAnalyzer implements OnModuleDestroy {
  private readonly thread = new WorkerClient(__dirname, 'markdown-worker', {
    label: 'markdown thread',
    // The largest importable text (MAX_CONTENT_CHARS) takes about a second.
    callTimeoutMs: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
  });

  async analyze(markdown: string): Promise<MarkdownAnalysis> {
    if (markdown.length > INLINE_ANALYSIS_CHARS) return this.thread.call<MarkdownAnalysis>({ markdown });
    // A turn of the event loop first: an import analyses hundreds of texts one after another, and
    // awaiting a finished analysis would give other requests no turn in between.
    await setImmediate();
    return analyzeMarkdown(markdown);
  }

  onModuleDestroy(): Promise<void> {
    return this.thread.close();
  }
}

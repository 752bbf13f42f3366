import type { MarkdownAnalysis } from './markdown';

/** Title, summary and word count of a text of any size, without blocking the caller's event loop for long. */
export abstract class MarkdownAnalyzer {
  abstract analyze(markdown: string): Promise<MarkdownAnalysis>;
}

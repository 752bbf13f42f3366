import { analyzeMarkdown } from '../../../src/modules/diary/domain/markdown';
import { MarkdownAnalyzer } from '../../../src/modules/diary/domain/markdown-analyzer';

/** MarkdownAnalyzer without a thread: the same analysis, in place. */
export class InlineMarkdownAnalyzer extends MarkdownAnalyzer {
  async analyze(markdown: string) {
    return analyzeMarkdown(markdown);
  }
}

import { INLINE_ANALYSIS_CHARS, ThreadedMarkdownAnalyzer } from './threaded-markdown-analyzer';

describe('ThreadedMarkdownAnalyzer', () => {
  const analyzer = new ThreadedMarkdownAnalyzer();
  afterAll(() => analyzer.onModuleDestroy());

  it('lets other work run between the small texts of a batch, as an import analyses them one after another', async () => {
    const text = `# A day\n\n${'Walked along the canal and wrote it down. '.repeat(Math.floor(INLINE_ANALYSIS_CHARS / 44))}`.slice(0, INLINE_ANALYSIS_CHARS);
    let turns = 0;
    const other = setInterval(() => turns++, 0);
    try {
      for (let i = 0; i < 40; i++) expect((await analyzer.analyze(text)).title).toBe('A day');
    } finally {
      clearInterval(other);
    }
    // Without a turn between texts, the interval could not fire before the batch ended.
    expect(turns).toBeGreaterThan(0);
  });
});

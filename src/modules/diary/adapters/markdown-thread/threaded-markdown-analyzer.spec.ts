import { INLINE_ANALYSIS_CHARS, ThreadedMarkdownAnalyzer } from './threaded-markdown-analyzer';

const LARGE = `# A long day\n\n${'Walked along the canal and wrote it down. '.repeat(Math.ceil((2 * INLINE_ANALYSIS_CHARS) / 44))}`;

describe('ThreadedMarkdownAnalyzer', () => {
  const analyzer = new ThreadedMarkdownAnalyzer();
  afterAll(() => analyzer.onModuleDestroy());

  it('lets other work run between the small texts of a batch, as an import analyses them one after another', async () => {
    const text =
      `# A day\n\n${'Walked along the canal and wrote it down. '.repeat(Math.floor(INLINE_ANALYSIS_CHARS / 44))}`.slice(
        0,
        INLINE_ANALYSIS_CHARS,
      );
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

  it('analyses a large text in its thread', async () => {
    expect((await analyzer.analyze(LARGE)).title).toBe('A long day');
  });

  it('refuses work that arrives after shutdown instead of starting a thread that would outlive the application', async () => {
    const closed = new ThreadedMarkdownAnalyzer();
    expect((await closed.analyze(LARGE)).title).toBe('A long day');
    await closed.onModuleDestroy();
    const threadsBefore = process.getActiveResourcesInfo().length;
    await expect(closed.analyze(LARGE)).rejects.toThrow('markdown thread closed');
    expect(process.getActiveResourcesInfo().length).toBe(threadsBefore);
  });
});

import { countWords, summarize, titleOf } from './markdown';

describe('titleOf', () => {
  it('takes the first level-one heading', () => {
    expect(titleOf('intro\n## Not this\n# The day we climbed\n# Later')).toBe('The day we climbed');
  });

  it('drops closing hashes and is null without a heading', () => {
    expect(titleOf('# Rainy Sunday ##')).toBe('Rainy Sunday');
    expect(titleOf('no heading here\n#hashtag')).toBeNull();
  });
});

describe('countWords', () => {
  it('counts words, not markdown syntax or bare URLs', () => {
    expect(countWords('# Morning run\n\n- **Ran** 5 km along the [river](https://maps.example/river)\n> see https://strava.example/a/1')).toBe(9);
  });

  it('counts words in any script', () => {
    expect(countWords('Grüße aus Köln')).toBe(3);
    expect(countWords('Привет мир')).toBe(2);
    expect(countWords('')).toBe(0);
  });

  it('keeps image alt text and drops image addresses', () => {
    expect(countWords('![sunset over the bay](https://img.example/a.jpg)')).toBe(4);
  });
});

describe('summarize', () => {
  it('leaves out the title and keeps short text whole', () => {
    expect(summarize('# Title\n\nA short **day**.\n\n## Places\nHome')).toBe('A short day. Places Home');
  });

  it('cuts long text at a word boundary within the limit', () => {
    const long = `# T\n\n${'word '.repeat(200)}`;
    const summary = summarize(long);
    expect(summary.length).toBeLessThanOrEqual(280);
    expect(summary.endsWith('word…')).toBe(true);
  });
});

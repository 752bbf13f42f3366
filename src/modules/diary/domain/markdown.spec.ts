import fc from 'fast-check';
import { analyzeMarkdown, countWords, plainText, summarize, titleOf } from './markdown';

describe('titleOf', () => {
  it('takes the first level-one heading', () => {
    expect(titleOf('intro\n## Not this\n# The day we climbed\n# Later')).toBe('The day we climbed');
  });

  it('drops closing hashes and is null without a heading', () => {
    expect(titleOf('# Rainy Sunday ##')).toBe('Rainy Sunday');
    expect(titleOf('no heading here\n#hashtag')).toBeNull();
    expect(titleOf('')).toBeNull();
  });

  it('reads a setext heading', () => {
    expect(titleOf('Rainy Sunday\n===\n\nText')).toBe('Rainy Sunday');
    expect(titleOf('Only a subheading\n---')).toBeNull();
  });

  it('ignores headings inside code blocks', () => {
    expect(titleOf('```sh\n# install it\nnpm i\n```\n\n# Real title')).toBe('Real title');
    expect(titleOf('~~~\n# not a title\n~~~')).toBeNull();
    expect(titleOf('text\n\n    # indented code\n')).toBeNull();
  });

  it('takes the text of inline markup', () => {
    expect(titleOf('# A **bold** _day_ at [the lake](https://x.example) ~~today~~')).toBe(
      'A bold day at the lake today',
    );
    expect(titleOf('# Ran `npm test` ![a trophy](t.png) <em>twice</em>')).toBe('Ran npm test a trophy twice');
  });

  it('decodes entities and folds whitespace', () => {
    expect(titleOf('# Fish &amp; chips &#8212; &lt;3')).toBe('Fish & chips — <3');
    expect(titleOf('Two\nlines\n===')).toBe('Two lines');
    expect(titleOf('#   spaced \\# out   #')).toBe('spaced # out');
  });

  it('skips an empty heading and headings nested in quotes or lists', () => {
    expect(titleOf('#\n\n> # Quoted\n\n- # Listed\n\n# Kept')).toBe('Kept');
  });
});

describe('countWords', () => {
  it('counts words, not markdown syntax or bare URLs', () => {
    expect(
      countWords(
        '# Morning run\n\n- **Ran** 5 km along the [river](https://maps.example/river)\n> see https://strava.example/a/1',
      ),
    ).toBe(9);
  });

  it('counts no URLs: autolinks, http(s) and www links in text', () => {
    expect(countWords('See <https://a.example/x> and https://b.example/y or www.c.example today')).toBe(4);
    expect(countWords('mail <ada@example.com> or ada@example.com')).toBe(4); // e-mail addresses in text are words
  });

  it('counts words in any script', () => {
    expect(countWords('Grüße aus Köln')).toBe(3);
    expect(countWords('Привет мир')).toBe(2);
    expect(countWords('')).toBe(0);
    expect(countWords('我们去公园散步')).toBeGreaterThanOrEqual(3);
    expect(countWords('東京へ行きました。')).toBeGreaterThanOrEqual(3);
  });

  it('keeps image alt text and drops image addresses', () => {
    expect(countWords('![sunset over the bay](https://img.example/a.jpg)')).toBe(4);
  });

  it('counts the words of code, tables and HTML, not their syntax', () => {
    expect(
      countWords(
        '```js\nconst a = 1;\n```\n\n| a | b |\n|---|---|\n| c | d |\n\n<div class="x">\nin a div &amp; more\n</div>',
      ),
    ).toBe(11);
  });

  it('counts what Intl.Segmenter counts in the text a reader sees', () => {
    const segmenter = new Intl.Segmenter('und', { granularity: 'word' });
    const segmenterCount = (text: string) =>
      [...segmenter.segment(text)].filter((segment) => segment.isWordLike).length;
    const character = fc.constantFrom(
      ...` \n\t.,;:'"!?-()*#/&<>=+~aAzZ019_\u00a0\u00c0\u00df\u00e9\u00f8\u0149\u024f\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u202f\ufeffжд中文ひ한`.split(
        '',
      ),
    );
    fc.assert(
      fc.property(fc.array(character, { maxLength: 40 }), (characters) => {
        const markdown = characters.join('');
        expect(countWords(markdown)).toBe(segmenterCount(plainText(markdown)));
      }),
      { numRuns: 3000 },
    );
  });

  it('counts long text correctly', () => {
    expect(countWords('word '.repeat(60000))).toBe(60000);
    expect(countWords(`${'word '.repeat(30000)}\n\n${'x'.repeat(300000)}`)).toBe(30001);
    const sentence = '我们去公园散步。';
    expect(countWords(sentence.repeat(40000))).toBe(countWords(sentence) * 40000);
  });
});

describe('summarize', () => {
  it('leaves out the title and keeps short text whole', () => {
    expect(summarize('# Title\n\nA short **day**.\n\n## Places\nHome')).toBe('A short day. Places Home');
  });

  it('leaves out only the title heading, whatever its form', () => {
    expect(summarize('Title\n=====\n\nBody with # Title inside')).toBe('Body with # Title inside');
    expect(summarize('# Title\n\n```\n# code\n```')).toBe('# code');
  });

  it('cuts long text at a word boundary within the limit', () => {
    const long = `# T\n\n${'word '.repeat(200)}`;
    const summary = summarize(long);
    expect(summary.length).toBeLessThanOrEqual(280);
    expect(summary.endsWith('word…')).toBe(true);
    expect(summarize('alpha, beta gamma', 12)).toBe('alpha, beta…');
    expect(summarize('alpha, beta gamma', 10)).toBe('alpha…');
  });
});

describe('analyzeMarkdown', () => {
  it('answers title, summary and word count together', () => {
    expect(analyzeMarkdown('# Sunny\n\nRan 5 km by the river.')).toEqual({
      title: 'Sunny',
      summary: 'Ran 5 km by the river.',
      wordCount: 7,
    });
  });

  it('gives the text a reader sees', () => {
    expect(plainText('**a** [b](https://x.example) https://y.example')).toBe('a b  ');
  });
});

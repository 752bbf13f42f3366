import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import { titleOf } from './markdown';
import { escapeMarkdownText, foldToLine, markdownImage, markdownLink } from './markdown-text';

// How entries are shown: GFM tables and strikethrough, raw HTML, bare URLs linked.
const renderer = new MarkdownIt({ html: true, linkify: true });
const render = (markdown: string) => renderer.render(markdown);
const html = (text: string) => renderer.utils.escapeHtml(text);
const PAGE = 'https://example.com/page';

const hostile = [
  '\n\n# Heading',
  '<script>alert(1)</script>',
  '<iframe src=x>',
  '[click](https://evil.example)',
  '![x](http://127.0.0.1/a.png)',
  'https://evil.example/x',
  'www.evil.example',
  'ada@example.com',
  '**bold** _em_ `code` ~~gone~~',
  '| a | b |',
  '&lt;b&gt; &amp;',
  '1. item',
  '- item',
  '> quote',
  'line\u2028break',
  '\\*already escaped\\*',
  'mailto:ada@example.com and //evil.example/x',
  '---',
  '===',
  '+ item',
  '2) item',
  '[ref]: https://evil.example',
  'tab\there\r\nand\u0085next\u0000',
];

describe('escapeMarkdownText', () => {
  describe.each(hostile)('%j', (text) => {
    const folded = foldToLine(text);

    it('stays the text of a paragraph', () => {
      expect(render(escapeMarkdownText(text))).toBe(`<p>${html(folded)}</p>\n`);
    });

    it('stays the text of a list item', () => {
      expect(render(`- ${escapeMarkdownText(text)}`)).toBe(`<ul>\n<li>${html(folded)}</li>\n</ul>\n`);
    });

    it('stays the text of a heading', () => {
      expect(render(`# ${escapeMarkdownText(text)}`)).toBe(`<h1>${html(folded)}</h1>\n`);
      expect(titleOf(`# ${escapeMarkdownText(text)}`)).toBe(folded);
    });

    it('stays the text of a link', () => {
      expect(render(markdownLink(text, PAGE))).toBe(`<p><a href="${PAGE}">${html(folded)}</a></p>\n`);
    });

    it('stays the text inside strong emphasis', () => {
      expect(render(`**${escapeMarkdownText(text)}**`)).toBe(`<p><strong>${html(folded)}</strong></p>\n`);
    });
  });

  it('keeps ordinary text readable', () => {
    expect(escapeMarkdownText('Ran 5.2 km, then "Ramen with Aiko."')).toBe('Ran 5.2 km, then "Ramen with Aiko."');
    expect(escapeMarkdownText('-5 degrees (felt like -9)')).toBe('-5 degrees (felt like -9)');
    expect(escapeMarkdownText('  Grüße\n\taus   Köln  ')).toBe('Grüße aus Köln');
  });

  it('escapes what could start markdown', () => {
    expect(escapeMarkdownText('# a *b* @c https://d www.e WWW.f')).toBe(
      '\\# a \\*b\\* \\@c https:/\\/d www\\.e WWW\\.f',
    );
    expect(escapeMarkdownText('1. one')).toBe('1\\. one');
    expect(escapeMarkdownText('- - -')).toBe('\\- - -');
  });

  const piece = fc.constantFrom(
    ...'\\`*_[]<>#|~&!:@.()-+="\'{}/;$%^?,'.split(''),
    ...['a', 'Z', 'é', '中', '1', '9', ' ', '  ', '\n', '\n\n', '\t', '\r', '\u2028', '\u00a0', '\u0085', '\u0000'],
    ...[
      'http://',
      'https://',
      'www.',
      'WWW.',
      '&#',
      '&#60;',
      '&amp;',
      '//',
      '1. ',
      '- ',
      '# ',
      '```',
      '~~~',
      'mailto:',
    ],
    ...[
      '<a href="x">',
      '</a>',
      '<!--',
      'ada@b.co',
      '[x](y)',
      '![i](j)',
      '<https://x.y>',
      '    ',
      '***',
      '===',
      '| --- |',
    ],
  );
  const markdownish = fc
    .array(fc.oneof(piece, fc.string({ maxLength: 3 })), { maxLength: 30 })
    .map((pieces) => pieces.join(''));

  it('makes one list item of any text, holding exactly that text', () => {
    fc.assert(
      fc.property(markdownish, (text) => {
        expect(render(`- ${escapeMarkdownText(text)}`)).toBe(`<ul>\n<li>${html(foldToLine(text))}</li>\n</ul>\n`);
      }),
      { numRuns: 2000 },
    );
  });

  it('makes one heading of any text, read back as the title', () => {
    fc.assert(
      fc.property(markdownish, (text) => {
        const folded = foldToLine(text);
        const heading = `# ${escapeMarkdownText(text)}`;
        expect(render(heading)).toBe(`<h1>${html(folded)}</h1>\n`);
        expect(titleOf(heading)).toBe(folded || null);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('foldToLine', () => {
  it('folds line breaks, tabs and control characters and collapses whitespace', () => {
    expect(foldToLine(' a\r\n\tb\u2028c\u2029d\u0085e\u0007f\u009bg\u00a0 h ')).toBe('a b c d e f g h');
    expect(foldToLine('**kept** as is')).toBe('**kept** as is');
  });
});

describe('markdownLink and markdownImage', () => {
  const hrefs = (rendered: string) => [...rendered.matchAll(/<a href="([^"]*)">/g)].map((match) => match[1]);
  const unescapeHtml = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');

  it('keeps a destination with ) space < " and a newline inside the link', () => {
    const url = 'https://example.com/a b)c<d"e\nf\\g(h)>?q=ü&x=1#top';
    const rendered = render(markdownLink('a [day] out', url));
    expect(rendered.match(/<[a-z]/g)).toEqual(['<p', '<a']);
    expect(hrefs(rendered).map((href) => decodeURIComponent(unescapeHtml(href)))).toEqual([url]);
    expect(rendered).toContain('>a [day] out</a>');
  });

  it('keeps an entity-like sequence and percent-encodings of the destination as they are', () => {
    const rendered = render(markdownLink('x', 'https://example.com/?a=1&amp;b=%20'));
    expect(hrefs(rendered).map(unescapeHtml)).toEqual(['https://example.com/?a=1&amp;b=%20']);
  });

  it('keeps any destination inside one link', () => {
    const tail = fc.array(fc.constantFrom(...'aZ09 ()<>"\'\\[]`*_\n\t&;#?/:@!$=+,é中'.split(''), '&amp;', '&#40;'), {
      maxLength: 20,
    });
    fc.assert(
      fc.property(tail, (chars) => {
        const url = `https://example.com/${chars.join('')}`;
        const rendered = render(markdownLink('x', url));
        expect(rendered.match(/<[a-z]/g)).toEqual(['<p', '<a']);
        expect(hrefs(rendered).map((href) => decodeURIComponent(unescapeHtml(href)))).toEqual([url]);
      }),
      { numRuns: 500 },
    );
  });

  it('writes an image with escaped alt text', () => {
    expect(render(markdownImage('sunset *over* [the] bay', 'https://img.example/a (1).jpg'))).toBe(
      '<p><img src="https://img.example/a%20%281%29.jpg" alt="sunset *over* [the] bay"></p>\n',
    );
  });
});

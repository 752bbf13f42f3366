import { withEmoji } from '../../../vocabulary/emoji';
import { excerpt, firstLine, fullName, MAX_QUOTE, plainMarkdown } from './texts';

describe('the texts of chats and code hosts', () => {
  it('takes a commit message’s first line', () => {
    expect(firstLine('\n  Fix the parser\r\n\r\nThe body explains why.')).toBe('Fix the parser');
    expect(firstLine('   ')).toBeUndefined();
  });

  it('cuts a long comment at a word, with an ellipsis', () => {
    const long = `${'word '.repeat(100)}end`;
    const cut = excerpt(long)!;
    expect(cut.length).toBeLessThanOrEqual(MAX_QUOTE + 1);
    expect(cut).toMatch(/word…$/);
    expect(excerpt('short  and\nsweet')).toBe('short and sweet');
  });

  it('reads a comment’s markdown as plain words: images out, links by their label, shortcodes as emoji', () => {
    expect(
      plainMarkdown(
        'Looks good :+1: ![screenshot](https://user-images.example.com/1.png) see [the docs](https://example.com/docs) <!-- template -->',
      ),
    ).toBe('Looks good 👍 see the docs');
    expect(plainMarkdown('Unknown :custom_blob: stays, as does 10:30:45')).toBe(
      'Unknown :custom_blob: stays, as does 10:30:45',
    );
  });

  it('drops unknown shortcodes only where asked, and names a person from the parts they gave', () => {
    expect(withEmoji('Nice :custom_blob: :tada:', true)).toBe('Nice 🎉');
    expect(withEmoji(':constructor: :__proto__:', false)).toBe(':constructor: :__proto__:');
    expect(fullName('Lena', undefined)).toBe('Lena');
    expect(fullName(undefined, undefined)).toBeUndefined();
  });
});

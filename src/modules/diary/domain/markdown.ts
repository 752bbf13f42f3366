/** Rules over an entry's markdown: its title, its word count, its summary. */

export const SUMMARY_MAX_LENGTH = 280;

/** The text of the first `# ` heading, or null. */
export function titleOf(markdown: string): string | null {
  const match = /^# +(.+?)[ #]*$/m.exec(markdown);
  const title = match?.[1].trim();
  return title ? title : null;
}

/** Markdown reduced to the text a reader sees: no syntax, no bare URLs. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n([\s\S]*?)```/g, '$1')
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/^ {0,3}(#{1,6}|>+|[-*+]|\d+[.)])[ \t]+/gm, '')
    .replace(/^ {0,3}([-*_])( *\1){2,} *$/gm, ' ')
    .replace(/[*_~`]+/g, '')
    .replace(/\|/g, ' ');
}

const wordSegmenter = new Intl.Segmenter('und', { granularity: 'word' });

/** Words as a reader counts them, in any script. */
export function countWords(markdown: string): number {
  let count = 0;
  for (const segment of wordSegmenter.segment(plainText(markdown))) if (segment.isWordLike) count++;
  return count;
}

/**
 * A short digest for lists: the text after the title, as one paragraph, cut at a
 * word boundary so that it fits in SUMMARY_MAX_LENGTH characters.
 */
export function summarize(markdown: string, maxLength = SUMMARY_MAX_LENGTH): string {
  const withoutTitle = markdown.replace(/^# +.*$/m, '');
  const text = plainText(withoutTitle).replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > maxLength / 2 ? cut.slice(0, boundary) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

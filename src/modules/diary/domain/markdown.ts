/** Rules over an entry's markdown, read by a CommonMark parser: its title, its word count, its summary. */
import MarkdownIt from 'markdown-it';
import { foldToLine } from './markdown-text';

type Token = MarkdownIt.Token;

export const SUMMARY_MAX_LENGTH = 280;

export interface MarkdownAnalysis {
  title: string | null;
  summary: string;
  wordCount: number;
}

// GFM tables and strikethrough, inline HTML, bare http(s) URLs read as links; no typographer.
const parser = new MarkdownIt({ html: true, linkify: true });
// The inline rule already takes `http(s)://` links out of emphasis; the core pass would add only
// e-mail addresses, at a high cost on link-heavy text. `www.` links are found below.
parser.core.ruler.disable('linkify');

/** Title, summary and word count from one parse. */
export function analyzeMarkdown(markdown: string, maxLength = SUMMARY_MAX_LENGTH): MarkdownAnalysis {
  const tokens = parser.parse(markdown, {});
  const heading = titleHeading(tokens);
  const blocks = readerBlocks(tokens);
  const body = heading ? blocks.filter((block) => block.token !== heading.inline) : blocks;
  return {
    title: heading?.title ?? null,
    summary: cutAtWord(foldToLine(body.map((block) => block.text).join('\n')), maxLength),
    wordCount: countWordsIn(blocks.map((block) => block.text).join('\n')),
  };
}

/** The text of the first level-one heading outside code blocks, quotes and lists, or null. */
export function titleOf(markdown: string): string | null {
  return titleHeading(parser.parse(markdown, {}))?.title ?? null;
}

/** Markdown reduced to the text a reader sees: no syntax, no bare URLs. */
export function plainText(markdown: string): string {
  return readerBlocks(parser.parse(markdown, {}))
    .map((block) => block.text)
    .join('\n');
}

/** Words as a reader counts them, in any script. */
export function countWords(markdown: string): number {
  return countWordsIn(plainText(markdown));
}

/**
 * A short digest for lists: the text without the title, as one paragraph, cut at a
 * word boundary so that it fits in maxLength characters.
 */
export function summarize(markdown: string, maxLength = SUMMARY_MAX_LENGTH): string {
  return analyzeMarkdown(markdown, maxLength).summary;
}

function titleHeading(tokens: Token[]): { title: string; inline: Token } | undefined {
  for (let i = 0; i < tokens.length - 1; i++) {
    const token = tokens[i];
    if (token.type !== 'heading_open' || token.tag !== 'h1' || token.level !== 0) continue;
    const title = foldToLine(inlineText(tokens[i + 1].children ?? [], true));
    if (title) return { title, inline: tokens[i + 1] };
  }
  return undefined;
}

/** The text of every block that has some, as a reader sees it. */
function readerBlocks(tokens: Token[]): { token: Token; text: string }[] {
  const blocks: { token: Token; text: string }[] = [];
  for (const token of tokens) {
    if (token.type === 'inline') blocks.push({ token, text: inlineText(token.children ?? [], false) });
    else if (token.type === 'fence' || token.type === 'code_block') blocks.push({ token, text: token.content });
    else if (token.type === 'html_block')
      blocks.push({ token, text: parser.utils.unescapeAll(withoutTags(token.content)) });
  }
  return blocks;
}

// markdown-it links `www.` addresses only with fuzzy links on, which would also take `README.md` for one.
const WWW_LINK = /(?<![\p{L}\p{N}_.@-])www\.\S+/giu;

/** Inline tokens as text: links as their text, images as their alt text, HTML tags dropped. */
function inlineText(children: Token[], keepBareUrls: boolean): string {
  let text = '';
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (child.type === 'code_inline' || (child.type === 'text' && keepBareUrls)) text += child.content;
    else if (child.type === 'text') text += child.content.replace(WWW_LINK, ' ');
    else if (child.type === 'softbreak' || child.type === 'hardbreak') text += '\n';
    else if (child.type === 'image') text += inlineText(child.children ?? [], keepBareUrls);
    else if (child.type === 'link_open' && child.info === 'auto' && !keepBareUrls) {
      while (i < children.length && children[i].type !== 'link_close') i++;
      text += ' ';
    }
  }
  return text;
}

/** HTML with its tags replaced by spaces, in one pass (no regular expression to backtrack). */
function withoutTags(html: string): string {
  let text = '';
  let from = 0;
  for (let open = html.indexOf('<'); open !== -1; open = html.indexOf('<', from)) {
    const close = html.indexOf('>', open);
    if (close === -1) break;
    text += `${html.slice(from, open)} `;
    from = close + 1;
  }
  return text + html.slice(from);
}

/*
 * Words by Unicode's rules (UAX #29). Intl.Segmenter costs about a microsecond a segment and
 * slows down more than linearly with the length of its input, so the text is read word by word
 * (no word spans these spaces): Latin words are counted by those rules directly, the others
 * go to the segmenter in pieces of about SEGMENT_LENGTH characters. The spec checks that both agree.
 */
const SPACES = /[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u205f\u3000]+/;
const LETTER = 'A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f';
// Printable ASCII, Latin letters and common typographic punctuation.
const LATIN_TEXT =
  /^[\u0020-\u007e\u00ab\u00bb\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u2013\u2014\u2018\u2019\u201c\u201d\u2026]*$/;
// Letters, digits and `_`, joined by . ' : ‘ ’ between letters and by . ' , ; ‘ ’ between digits;
// a lone `_` is no word.
const LATIN_WORD = new RegExp(
  `(?!_(?![${LETTER}0-9_]))[${LETTER}0-9_]+(?:(?<=[${LETTER}])[.':\u2018\u2019](?=[${LETTER}])[${LETTER}0-9_]+|(?<=[0-9])[.',;\u2018\u2019](?=[0-9])[${LETTER}0-9_]+)*`,
  'g',
);
const SEGMENT_LENGTH = 2000;
const wordSegmenter = new Intl.Segmenter('und', { granularity: 'word' });

function countWordsIn(text: string): number {
  let count = 0;
  let others = '';
  for (const word of text.split(SPACES)) {
    if (LATIN_TEXT.test(word)) {
      count += word.match(LATIN_WORD)?.length ?? 0;
    } else {
      others = others ? `${others} ${word}` : word;
      if (others.length >= SEGMENT_LENGTH) [count, others] = [count + segmentWords(others), ''];
    }
  }
  return count + segmentWords(others);
}

function segmentWords(text: string): number {
  let count = 0;
  let insideWord = false; // the piece starts inside an overlong word already counted
  for (let start = 0; start < text.length;) {
    const { end, hardCut } = pieceEnd(text, start);
    const segments = [...wordSegmenter.segment(text.slice(start, end))];
    let next = end;
    // A hard cut may split a word: its last segment is read again with what follows.
    if (hardCut && segments.length > 1) next = start + segments.pop()!.index;
    segments.forEach((segment, i) => {
      if (segment.isWordLike && !(insideWord && i === 0)) count++;
    });
    insideWord = hardCut && segments.length === 1 && segments[0].isWordLike === true;
    start = next;
  }
  return count;
}

/** The piece starting at `start`: up to its last space, or cut hard when it has none. */
function pieceEnd(text: string, start: number): { end: number; hardCut: boolean } {
  const limit = start + SEGMENT_LENGTH;
  if (limit >= text.length) return { end: text.length, hardCut: false };
  for (let i = limit; i > start; i--) if (text[i - 1] === ' ') return { end: i, hardCut: false };
  const low = text.charCodeAt(limit);
  return { end: low >= 0xdc00 && low <= 0xdfff ? limit - 1 : limit, hardCut: true };
}

function cutAtWord(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const boundary = text.lastIndexOf(' ', maxLength - 1);
  const cut =
    boundary > maxLength / 2 ? text.slice(0, boundary) : text.slice(0, maxLength - 1).replace(/[\ud800-\udbff]$/, '');
  return `${cut.replace(/[\s,;:.-]+$/, '')}…`;
}

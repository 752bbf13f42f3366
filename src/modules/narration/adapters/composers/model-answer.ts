/** What a language model answered, read as the entry's title, body and tags. */
export interface ModelAnswer {
  title: string;
  markdown: string;
  tags: string[];
}

/** Longest answer read; anything longer is not an answer to this prompt. */
export const MAX_ANSWER_CHARS = 50_000;
const MAX_TITLE = 200;
const MAX_TAGS = 8;
/** Words around a fenced answer ("Here is the entry:") that may be dropped. */
const MAX_CHATTER = 300;

/**
 * Reads an answer given as JSON `{title, markdown, tags}` or as markdown whose
 * first heading is the title (a trailing "Tags: a, b" line gives tags), either
 * one bare or inside a code fence, with a line of chatter around the fence.
 * Throws when it is neither: the caller falls back to the built-in composer.
 */
export function readAnswer(text: string): ModelAnswer {
  if (text.length > MAX_ANSWER_CHARS) throw new Error('answer is too long');
  const inner = withoutCodeFence(fencedPart(text) ?? text);
  return inner.startsWith('{') ? fromJson(inner) : fromMarkdown(inner);
}

function fromJson(text: string): ModelAnswer {
  const parsed = JSON.parse(text) as { title?: unknown; markdown?: unknown; tags?: unknown };
  const title = typeof parsed.title === 'string' ? oneLine(parsed.title) : '';
  if (!title || typeof parsed.markdown !== 'string') throw new Error('answer lacks a usable title or markdown');
  const tags = Array.isArray(parsed.tags)
    ? parsed.tags.filter((tag): tag is string => typeof tag === 'string').slice(0, MAX_TAGS)
    : [];
  return { title, markdown: parsed.markdown, tags };
}

function fromMarkdown(text: string): ModelAnswer {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const heading = lines.findIndex((line) => /^\s{0,3}#{1,6}\s+\S/.test(line));
  // A heading after more than a line of prose is a section, not the entry's title.
  if (heading < 0 || lines.slice(0, heading).filter((line) => line.trim()).length > 1)
    throw new Error('answer has no title heading');
  const title = oneLine(lines[heading].replace(/^\s{0,3}#{1,6}\s+/, '').replace(/\s+#+\s*$/, ''));
  const body = lines.slice(heading + 1);
  let tags: string[] = [];
  const last = body
    .map((line) => line.trim())
    .filter(Boolean)
    .pop();
  const tagLine = last && /^\**tags\**\s*:\s*(.+)$/i.exec(last);
  if (tagLine) {
    tags = tagLine[1]
      .split(/[,;]/)
      .map((tag) => tag.replace(/[#*_`]/g, '').trim())
      .filter(Boolean)
      .slice(0, MAX_TAGS);
    body.splice(body.map((line) => line.trim()).lastIndexOf(last!), 1);
  }
  if (!title) throw new Error('answer has an empty title');
  return { title, markdown: body.join('\n').trim(), tags };
}

/** The inside of the first code fence, when little else is around it; else null. Linear in the text. */
function fencedPart(text: string): string | null {
  const open = text.indexOf('```');
  if (open < 0) return null;
  const lineEnd = text.indexOf('\n', open);
  if (lineEnd < 0) return null;
  const close = text.indexOf('\n```', lineEnd);
  const end = close < 0 ? text.length : close;
  const outside = text.length - (end - lineEnd);
  return outside - (close < 0 ? 0 : 4) - (lineEnd - open) <= MAX_CHATTER ? text.slice(lineEnd + 1, end) : null;
}

/** The answer without a surrounding ``` fence; linear (a trailing `\s*```$` regex retries from every space). */
export function withoutCodeFence(text: string): string {
  let inner = text.trim();
  const opening = /^```(?:json|markdown|md)?/i.exec(inner);
  if (opening) inner = inner.slice(opening[0].length);
  if (inner.endsWith('```')) inner = inner.slice(0, -3);
  return inner.trim();
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_TITLE);
}

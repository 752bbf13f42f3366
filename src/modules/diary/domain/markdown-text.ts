/**
 * Composing markdown from untrusted text (webhook payloads): whatever the text holds,
 * it stays text where it is placed, and link destinations cannot break out.
 */

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * Invisible format characters a payload can use to make text read other than it is: bidirectional
 * embeddings, overrides, isolates and marks, zero-width space, word joiner, byte order mark. The
 * zero-width (non-)joiner stays between two visible characters, where scripts and emoji sequences need it.
 */
const INVISIBLE =
  /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]|(?<![^\s])[\u200c\u200d]+|[\u200c\u200d]+(?![^\s])/g;

/** The text on one line: line breaks, tabs and control characters folded, invisible format characters dropped, whitespace collapsed, trimmed. */
export function foldToLine(text: string): string {
  return text.replace(INVISIBLE, '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

// Anywhere in a line: emphasis, code, links, images, HTML, e-mail autolinks, tables, strikethrough, entities.
// (A colon needs no escape: URL autolinks are broken at their `//`, below.)
const INLINE_SYNTAX = /[\\`*_[\]<>#|~&!@]/g;
// GFM www. autolinks and markdown-it's protocol-relative `//host` links.
const BARE_LINK = /(?<=www)\.|(?<=\/)\//gi;
// Block markers that count only at the start of a line: lists, thematic breaks, setext underlines.
const LIST_MARKER = /^(?:[-+](?= |$)|\d+[.)](?= |$))/;
const RULE_OR_UNDERLINE = /^[-=][-= ]*$/;

/**
 * The text as literal markdown on one line: no heading, list, quote, link, image, autolink,
 * HTML, emphasis, code, table cell, strikethrough or entity can come from it, wherever in a
 * line it is placed (after `- ` or `# `, inside `**…**` or a link text).
 */
export function escapeMarkdownText(text: string): string {
  const escaped = foldToLine(text).replace(INLINE_SYNTAX, '\\$&').replace(BARE_LINK, '\\$&');
  const marker = LIST_MARKER.exec(escaped)?.[0] ?? (RULE_OR_UNDERLINE.test(escaped) ? escaped[0] : '');
  return marker ? `${marker.slice(0, -1)}\\${escaped.slice(marker.length - 1)}` : escaped;
}

/** A link to a URL the caller has already checked to be http(s). */
export function markdownLink(text: string, url: string): string {
  return `[${escapeMarkdownText(text)}](${linkDestination(url)})`;
}

/** An image at a URL the caller has already checked to be http(s). */
export function markdownImage(alt: string, url: string): string {
  return `![${escapeMarkdownText(alt)}](${linkDestination(url)})`;
}

const OUTSIDE_URL_CHARACTERS = /[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/gu;

/**
 * A destination with nothing that ends it or is read as markdown: every other character is
 * percent-encoded, and an `&` that would start an entity is backslash-escaped (destinations
 * decode entities, and `%26` would change what a query means).
 */
function linkDestination(url: string): string {
  return url.replace(OUTSIDE_URL_CHARACTERS, percentEncode).replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&');
}

// encodeURIComponent leaves ( and ) as they are; a lone surrogate has no UTF-8 and becomes U+FFFD.
function percentEncode(character: string): string {
  if (character === '(') return '%28';
  if (character === ')') return '%29';
  return encodeURIComponent(/^[\ud800-\udfff]$/.test(character) ? '\ufffd' : character);
}

import { escapeMarkdownText } from '../../../diary';
import type { Block } from './word-budget';

const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/;
const HEADING = /^#{1,6}\s+/;

/**
 * The model's markdown as plain paragraphs and list items, in its order: its
 * words are kept, its markup is not (a model can repeat what a payload asked it to write).
 */
export function bodyBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const add = (text: string) => blocks.push({ order: 10 + blocks.length, priority: 1 + blocks.length, markdown: text });
  for (const paragraph of markdown.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = paragraph
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    // A model's own section headings stay headings of the entry's second level, their text escaped.
    while (lines.length && HEADING.test(lines[0])) {
      const heading = escapeMarkdownText(plain(lines.shift()!.replace(HEADING, '')));
      if (heading) add(`## ${heading}`);
    }
    if (lines.length === 0) continue;
    const list = lines.every((line) => LIST_ITEM.test(line));
    const texts = list
      ? lines.map((line) => `- ${escapeMarkdownText(plain(line.replace(LIST_ITEM, '')))}`)
      : [escapeMarkdownText(plain(lines.join(' ')))];
    for (const text of texts) if (text.replace(/^- /, '')) add(text);
  }
  return blocks;
}

/** Markdown markers dropped, their text kept: headings, quotes, emphasis, links and images. */
function plain(text: string): string {
  return text
    .replace(/^#{1,6}\s+|^>\s?/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|~~)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/<[^>]*>/g, '');
}

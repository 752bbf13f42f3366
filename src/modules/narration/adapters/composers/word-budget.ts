import { countWords } from '../../../diary';

/** One piece of an entry: kept whole or left out. */
export interface Block {
  /** Position in the document. */
  order: number;
  /** Lower is more important: blocks are taken in this order until the budget is spent. */
  priority: number;
  markdown: string;
  /** The block cannot go without this one (a list item without its section heading). */
  after?: Block;
  /** Blocks of one paragraph share a key: those kept are written on one line, in order, as sentences. */
  paragraph?: string;
}

/**
 * The blocks that fit in `maxWords`, taken by priority and written in document
 * order, one per line. Words are counted as the entry's word count counts them,
 * so the entry's wordCount never exceeds the budget.
 */
export function fitToBudget(blocks: Block[], maxWords: number): string {
  // A day that fits whole (most days) is counted once, as written, instead of block by block.
  const whole = written(blocks);
  if (countWords(whole) <= maxWords) return whole;
  const kept = new Set<Block>();
  let words = 0;
  for (const block of [...blocks].sort((a, b) => a.priority - b.priority || a.order - b.order)) {
    const needed: Block[] = [];
    for (let b: Block | undefined = block; b && !kept.has(b); b = b.after) needed.push(b);
    const cost = needed.reduce((sum, b) => sum + countWords(b.markdown), 0);
    if (words + cost > maxWords) continue;
    words += cost;
    for (const b of needed) kept.add(b);
  }
  return written([...kept]);
}

/** The blocks in document order, one per line; a paragraph's kept blocks on one line. */
function written(blocks: Block[]): string {
  const lines: string[] = [];
  let previous: Block | undefined;
  for (const block of [...blocks].sort((a, b) => a.order - b.order)) {
    if (previous && block.paragraph !== undefined && previous.paragraph === block.paragraph) {
      lines[lines.length - 1] += ` ${block.markdown}`;
      continue;
    }
    // Blank lines between sections and paragraphs; list items stay together.
    if (previous && !(isListItem(previous) && isListItem(block))) lines.push('');
    lines.push(block.markdown);
    previous = block;
  }
  return `${lines.join('\n')}\n`;
}

function isListItem(block: Block): boolean {
  return /^\s*[-*] /.test(block.markdown) || block.markdown.startsWith('![');
}

import { escapeMarkdownText } from '../../../diary';
import type { DayDigest, GroupText, ItemGroup, QuantityRange, SourceDigest } from '../../domain/digest/day-digest';
import { formatRange } from '../../domain/digest/quantity';
import type { Block } from './word-budget';

/** The material of the day as blocks: per source a heading and its groups, most telling first. */

const TEXTS_PER_GROUP = 8;
const ROLE_ORDER: Array<GroupText['role']> = ['own', 'title', null, 'name'];

export function hhmm(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

function timeSpan(first: number, last: number): string {
  return first === last ? hhmm(first) : `${hhmm(first)}–${hhmm(last)}`;
}

export function plural(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
}

export function listOf(names: string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function quantityText(quantity: QuantityRange): string {
  const value = formatRange(quantity, quantity.min, quantity.max);
  // "9,000 steps", not "steps 9,000 steps".
  return quantity.dimension === 'steps' && quantity.label.startsWith('step') ? value : `${quantity.label} ${value}`;
}

function quoted(text: GroupText): string {
  return text.role === 'name' ? escapeMarkdownText(text.text) : `“${escapeMarkdownText(text.text)}”`;
}

/** "- **08:02–21:05** Litter box visit, 3 times · duration 71–94 s, weight 4.3 kg" and the group's texts. */
function groupLines(group: ItemGroup): string[] {
  const kind = group.kinds[0]?.kind;
  const head = group.name
    ? `${escapeMarkdownText(group.name)}${group.kinds.length ? ` (${kindList(group)})` : group.count > 1 ? `, ${plural(group.count, 'time')}` : ''}`
    : `${escapeMarkdownText(kind ?? 'Record')}${group.count > 1 ? `, ${plural(group.count, 'time')}` : ''}`;
  const details = [...group.quantities.slice(0, 7).map(quantityText), ...(group.labels.length ? [group.labels.slice(0, 3).join('/')] : [])];
  const detailText = details.length ? ` · ${escapeMarkdownText(details.join(', '))}` : '';
  const line = `- **${timeSpan(group.first, group.last)}** ${head}${detailText}`;
  if (group.texts.length === 1 && group.textsMore === 0) {
    const [text] = group.texts;
    return [text.role === 'name' ? `${line} · ${quoted(text)}` : `${line}: ${quoted(text)}`];
  }
  // The person's own words first, then titles, then names.
  const byRole = [...group.texts].sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role) || a.minute - b.minute);
  const texts = byRole.slice(0, TEXTS_PER_GROUP).map((text) => `  - **${hhmm(text.minute)}** ${quoted(text)}`);
  const more = group.texts.length - texts.length + group.textsMore;
  return [line, ...texts, ...(more > 0 ? [`  - and ${plural(more, 'more text')}`] : [])];
}

function kindList(group: ItemGroup): string {
  const shown = group.kinds.slice(0, 3).map((k) => `${k.kind.toLowerCase()}${k.count > 1 ? ` ×${k.count}` : ''}`);
  const more = group.kinds.length - shown.length;
  return escapeMarkdownText(more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', '));
}

/**
 * Blocks of every source: its heading and first line come before any source's
 * second line, so that every source of the day is named whatever the budget.
 */
export function sourceBlocks(digest: DayDigest, orderBase: number): Block[] {
  const blocks: Block[] = [];
  digest.sources.forEach((source, s) => {
    const order = orderBase + s * 10_000;
    const heading: Block = { order, priority: 1, markdown: `## ${escapeMarkdownText(source.name)}` };
    blocks.push(heading);
    let rank = 0;
    const summary = sourceSummary(source);
    if (summary) blocks.push({ order: order + 1, priority: 2 + 10 * 1, markdown: summary, after: heading });
    // Chosen by salience, written in the order of the day.
    const chronological = [...source.groups].sort((a, b) => a.first - b.first || a.last - b.last);
    source.groups.forEach((group, g) => {
      const [line, ...texts] = groupLines(group);
      const lineBlock: Block = { order: order + 10 + chronological.indexOf(group) * 100, priority: 2 + 10 * rank++ + g / 1000, markdown: line, after: heading };
      blocks.push(lineBlock);
      texts.forEach((text, t) => blocks.push({ order: lineBlock.order + 1 + t, priority: 2 + 10 * (rank + t) + g / 1000, markdown: text, after: lineBlock }));
    });
    if (source.groups.length === 0) blocks.push({ order: order + 1, priority: 2, markdown: `- ${plural(source.items, 'item')} without readable content`, after: heading });
  });
  return blocks;
}

function sourceSummary(source: SourceDigest): string | null {
  if (source.groups.length <= 3 && source.otherItems === 0) return null;
  const kinds = source.kinds.length + source.otherKinds;
  return `- ${plural(source.items, 'item')} in all${kinds > 1 ? `, of ${plural(kinds, 'kind')}` : ''}`;
}

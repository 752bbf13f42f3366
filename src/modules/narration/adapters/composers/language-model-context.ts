import type { CompositionInput } from '../../domain/composition';
import type { DayDigest, ItemGroup } from '../../../understanding';
import { formatRange } from './prose/quantity-format';
import { daySentences } from './prose/day-sentences';
import { clock } from './prose/phrases';
import { THEMES, THEME_HEADINGS } from './prose/sentence';

/** Shares of the context budget, in the order they are filled; what a section leaves goes to the next. */
const SHARES = { overview: 0.2, events: 0.3, texts: 0.17, records: 0.15, groups: 0.1, previous: 0.08 } as const;

const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The whole day as the model reads it, within `budget` characters: the day and
 * the person's time zone, every source with how much it sent, what the
 * interpreters understood as sentences with exact numbers and local times (by
 * theme, in the order of the day), the person's texts verbatim, the records no
 * interpreter knows as pruned JSON and as groups, and the entry it replaces.
 */
export function contextOf(input: CompositionInput, budget: number, maxWords: number): string {
  const { digest } = input;
  let share = 0;
  let used = 0;
  /** Lines that fit in the section's share; `spread` picks them evenly over the whole list instead of its head. */
  const take = (title: string, all: string[], part: number, spread = false): string[] => {
    share += part;
    const cap = Math.floor(share * budget) - used - title.length - 1;
    const lines = spread ? evenly(all, cap) : all;
    const kept: string[] = [title];
    let size = title.length + 1;
    for (const line of lines) {
      if (size + line.length + 1 > cap) {
        if (kept.length > 1) kept.push('(more was left out to fit)');
        break;
      }
      kept.push(line);
      size += line.length + 1;
    }
    used += size;
    return kept.length > 1 ? kept : [];
  };
  const previous = input.previous?.content
    ? [input.previous.content.slice(0, Math.max(0, Math.floor(budget * SHARES.previous) - 200))]
    : [];
  const day = `${longDate.format(Date.parse(`${digest.day}T12:00:00Z`))} (${digest.day})`;
  return [
    ...take(
      `Day: ${day}. The person's time zone: ${digest.timezone}; every time below is local to it. Write at most ${maxWords} words.`,
      overviewLines(digest, (budget * SHARES.overview) / (digest.sources.length + 2)),
      SHARES.overview,
    ),
    ...take(
      'What the day held, by theme, with exact numbers and local times (keep them exactly):',
      eventLines(digest),
      SHARES.events,
    ),
    ...take(
      "The person's own texts of the day, verbatim:",
      digest.ownTexts.map((t) => `- ${clock(t.minute)} [${t.source}] ${t.text}`),
      SHARES.texts,
      true,
    ),
    ...take(
      'Records no interpreter knows, pruned to their content (local time, source, JSON):',
      digest.unknownRecords.map((r) => `- ${clock(r.minute)} [${r.source}] ${r.json}`),
      SHARES.records,
      true,
    ),
    ...take('The same records grouped by source, with counts and ranges:', groupLines(digest), SHARES.groups),
    ...take('The entry this day had before (it will be replaced):', previous, SHARES.previous),
  ].join('\n');
}

/** As many lines as fit in `chars`, taken at even steps over the whole list (it is in the order of the day). */
function evenly(lines: string[], chars: number): string[] {
  const total = lines.reduce((sum, line) => sum + line.length + 1, 0);
  if (total <= chars || lines.length === 0) return lines;
  // Sized by the longest line, so that every line taken fits and the last ones are not cut off.
  const longest = lines.reduce((max, line) => Math.max(max, line.length + 1), 0);
  const count = Math.max(1, Math.floor(chars / longest) - 1);
  return Array.from({ length: count }, (_, i) => lines[Math.floor((i * lines.length) / count)]);
}

/** @param lineChars each source's line stays this short, so that every source fits in the overview */
function overviewLines(digest: DayDigest, lineChars: number): string[] {
  const lines = [
    `${digest.items} items in ${digest.artifacts} deliveries from ${digest.sources.length + digest.otherSourceNames.length} sources:`,
  ];
  for (const source of digest.sources) {
    const kinds: string[] = [];
    let length = 0;
    for (const k of source.kinds) {
      const text = `${k.kind} ×${k.count}`;
      if ((length += text.length + 2) > lineChars - source.name.length - 40) break;
      kinds.push(text);
    }
    lines.push(`- ${source.name}: ${source.items} items${kinds.length ? `; unknown kinds: ${kinds.join(', ')}` : ''}`);
  }
  if (digest.otherSourceNames.length) lines.push(`- also: ${digest.otherSourceNames.join(', ')}`);
  if (digest.highlights.length)
    lines.push(
      `Highlights: ${digest.highlights.map((h) => `${h.title} (${h.kind}${h.value ? `: ${h.value}` : ''})`).join('; ')}`,
    );
  const named = digest.places.map((p) => p.placeName ?? p.address).filter(Boolean);
  if (named.length) lines.push(`Places: ${named.join('; ')}`);
  if (digest.media.length) lines.push(`Photos and videos: ${digest.media.length + digest.more.media}`);
  return lines;
}

function eventLines(digest: DayDigest): string[] {
  const { sentences } = daySentences(digest);
  const lines: string[] = [];
  for (const theme of THEMES) {
    const own = sentences.filter((s) => s.theme === theme).sort((a, b) => (a.minute ?? 1441) - (b.minute ?? 1441));
    if (own.length) lines.push(`[${THEME_HEADINGS[theme]}]`, ...own.map((s) => `- ${s.text}`));
  }
  return lines;
}

function groupLines(digest: DayDigest): string[] {
  return digest.sources
    .filter((source) => source.groups.length)
    .flatMap((source) => [`[${source.name}]`, ...source.groups.map(groupLine)]);
}

function groupLine(group: ItemGroup): string {
  const when = group.first === group.last ? clock(group.first) : `${clock(group.first)}–${clock(group.last)}`;
  const what =
    [group.name, group.kinds.map((k) => `${k.kind} ×${k.count}`).join(', ')].filter(Boolean).join(': ') || 'record';
  const details = [...group.quantities.map((q) => `${q.label} ${formatRange(q, q.min, q.max)}`), ...group.labels];
  return `- ${when} ${what}, ${group.count} item${group.count === 1 ? '' : 's'}${details.length ? ` (${details.join(', ')})` : ''}`;
}

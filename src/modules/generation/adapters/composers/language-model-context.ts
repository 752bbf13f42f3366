import type { DayDigest, ItemGroup } from '../../domain/digest/day-digest';
import type { CompositionInput } from '../../domain/composition';
import { hhmm, quantityText } from './digest-blocks';

/** Shares of the context budget, in the order they are filled; what a section leaves goes to the next. */
const SHARES = { overview: 0.25, texts: 0.3, groups: 0.25, samples: 0.12, previous: 0.08 } as const;

/**
 * The whole day as the model reads it, within `budget` characters: every
 * source with how many items it sent and of which kinds, the person's short
 * texts verbatim, the groups with counts and ranges, and items sampled over
 * the whole day (not its first ones).
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
  const previous = input.previous?.content ? [input.previous.content.slice(0, Math.max(0, Math.floor(budget * SHARES.previous) - 200))] : [];
  return [
    ...take(`Day: ${digest.day}. Write at most ${maxWords} words.`, overviewLines(digest, (budget * SHARES.overview) / (digest.sources.length + 2)), SHARES.overview),
    ...take("The person's own texts of the day, verbatim:", textLines(digest), SHARES.texts, true),
    ...take('Everything that happened, grouped by source:', groupLines(digest), SHARES.groups),
    ...take('Items sampled over the whole day:', sampleLines(digest), SHARES.samples, true),
    ...take('The entry this day had before (it will be replaced):', previous, SHARES.previous),
  ].join('\n');
}

/** As many lines as fit in `chars`, taken at even steps over the whole list (it is in the order of the day). */
function evenly(lines: string[], chars: number): string[] {
  const total = lines.reduce((sum, line) => sum + line.length + 1, 0);
  if (total <= chars || lines.length === 0) return lines;
  const count = Math.max(1, Math.floor((lines.length * chars) / total) - 1);
  return Array.from({ length: count }, (_, i) => lines[Math.floor((i * lines.length) / count)]);
}

/** @param lineChars each source's line of kinds stays this short, so that every source fits in the overview */
function overviewLines(digest: DayDigest, lineChars: number): string[] {
  const lines = [
    `Time zone ${digest.timezone}. ${digest.items} items in ${digest.artifacts} deliveries from ${digest.sources.length + digest.otherSourceNames.length} sources.`,
    'Sources, with how many items each sent and of which kinds:',
  ];
  for (const source of digest.sources) {
    const kinds: string[] = [];
    let length = 0;
    for (const k of source.kinds) {
      const text = `${k.kind} ×${k.count}`;
      if ((length += text.length + 2) > lineChars - source.name.length - 40) break;
      kinds.push(text);
    }
    const more = source.kinds.length - kinds.length + source.otherKinds;
    if (more > 0) kinds.push(`${more} more kinds`);
    lines.push(`- ${source.name}: ${source.items} items${kinds.length ? `; kinds: ${kinds.join(', ')}` : ''}`);
  }
  if (digest.otherSourceNames.length) lines.push(`- also: ${digest.otherSourceNames.join(', ')}`);
  if (digest.highlights.length) lines.push(`Highlights: ${digest.highlights.map((h) => `${h.title} (${h.kind}${h.value ? `: ${h.value}` : ''})`).join('; ')}`);
  if (digest.places.length) lines.push(`Places: ${digest.places.map((p) => p.placeName ?? p.address ?? `${p.latitude}, ${p.longitude}`).join('; ')}`);
  if (digest.media.length) lines.push(`Photos and videos: ${digest.media.length + digest.more.media}`);
  return lines;
}

function textLines(digest: DayDigest): string[] {
  return digest.ownTexts.map((t) => `- ${hhmm(t.minute)} [${t.source}] ${t.text}`);
}

function groupLines(digest: DayDigest): string[] {
  return digest.sources.flatMap((source) => [`[${source.name}]`, ...source.groups.map(groupLine)]);
}

function groupLine(group: ItemGroup): string {
  const when = group.first === group.last ? hhmm(group.first) : `${hhmm(group.first)}–${hhmm(group.last)}`;
  const what = [group.name, group.kinds.map((k) => `${k.kind} ×${k.count}`).join(', ')].filter(Boolean).join(': ') || 'record';
  const details = [...group.quantities.map(quantityText), ...group.labels];
  return `- ${when} ${what}, ${group.count} item${group.count === 1 ? '' : 's'}${details.length ? ` (${details.join(', ')})` : ''}`;
}

function sampleLines(digest: DayDigest): string[] {
  return digest.samples.map((s) => `- ${hhmm(s.minute)} [${s.source}] ${[s.kind, s.text, ...s.quantities.map(quantityText)].filter(Boolean).join(' · ')}`);
}

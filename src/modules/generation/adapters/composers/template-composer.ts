import { escapeMarkdownText, slugify } from '../../../diary';
import type { Composition, CompositionInput } from '../../domain/composition';
import type { DayDigest } from '../../domain/digest/day-digest';
import { EntryComposer } from '../../domain/entry-composer';
import { hhmm, listOf, plural, quantityText, sourceBlocks } from './digest-blocks';
import { enrichmentBlocks } from './enrichment-blocks';
import { Block, fitToBudget } from './word-budget';

const MAX_TAGS = 20;
const TITLE_LENGTH = 80;

/**
 * The built-in composer: deterministic, no network. A title naming the day's
 * most salient item, an opening paragraph saying what the day held, the
 * material per source within the word budget, then media, places and
 * highlights. Same digest, same entry.
 */
export class TemplateComposer extends EntryComposer {
  constructor(private readonly maxWords: number) {
    super();
  }

  async compose(input: CompositionInput): Promise<Composition> {
    return composeWithTemplate(input.digest, this.maxWords);
  }
}

export function composeWithTemplate(digest: DayDigest, maxWords: number): Composition {
  const blocks: Block[] = [
    { order: 0, priority: 0, markdown: `# ${escapeMarkdownText(titleFor(digest))}` },
    { order: 1, priority: 0, markdown: openingOf(digest) },
    ...sourceBlocks(digest, 100),
    ...enrichmentBlocks(digest, 1_000_000),
  ];
  return { content: fitToBudget(blocks, maxWords), tags: tagsFor(digest) };
}

/** The day's most salient item: a highlight, else the person's most telling text, else what happened most. */
export function titleFor(digest: DayDigest): string {
  if (digest.highlights[0]) return shorten(digest.highlights[0].title);
  let best: { text: string; score: number } | null = null;
  for (const source of digest.sources) {
    for (const group of source.groups) {
      for (const text of group.texts) {
        // A title says something: a sentence or a phrase, not a version or a login.
        if (text.role === 'name' || text.text.split(/\s+/).length < 3) continue;
        const score = group.salience + (text.role === 'title' ? 1 : 0) - (text.text.length > TITLE_LENGTH ? 3 : 0);
        if (!best || score > best.score) best = { text: text.text, score };
      }
    }
  }
  if (best) return shorten(best.text);
  const place = digest.places.find((p) => p.placeName)?.placeName;
  const top = digest.sources.flatMap((source) => source.groups).sort((a, b) => b.salience - a.salience)[0];
  if (top?.name) return shorten(top.kinds[0] ? `${top.name}: ${top.kinds[0].kind.toLowerCase()}` : top.name);
  if (place) return shorten(`At ${place}`);
  if (top) {
    const what = top.kinds[0]?.kind ?? 'Records';
    return shorten([top.count > 1 ? plural(top.count, what.toLowerCase()) : what, ...top.quantities.slice(0, 1).map(quantityText)].join(': '));
  }
  return `${plural(digest.items, 'item')} from ${listOf(digest.sources.map((s) => s.name))}`;
}

/** "Saturday 21 November, 06:58–22:14: 12 items from 3 sources: Strava, Litter-Robot (3) and Telegram." (markdown; names escaped) */
export function openingOf(digest: DayDigest): string {
  const date = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.parse(`${digest.day}T12:00:00Z`));
  const minutes = digest.sources.flatMap((source) => source.groups.flatMap((group) => [group.first, group.last]));
  const span = minutes.length ? `, ${hhmm(Math.min(...minutes))}–${hhmm(Math.max(...minutes))}` : '';
  const sources = [...digest.sources]
    .sort((a, b) => b.items - a.items || a.name.localeCompare(b.name))
    .map((s) => `${escapeMarkdownText(s.name)}${s.items > 1 ? ` (${s.items.toLocaleString('en-US')})` : ''}`);
  if (digest.otherSourceNames.length > 0) sources.push(plural(digest.otherSourceNames.length, 'more source'));
  const count = digest.sources.length + digest.otherSourceNames.length;
  const parts = [`${date}${span}: ${plural(digest.items, 'item')} from ${plural(count, 'source')}: ${listOf(sources)}.`];
  const extras = [
    digest.highlights.length ? plural(digest.highlights.length + digest.more.highlights, 'highlight') : null,
    digest.places.length ? plural(digest.places.length + digest.more.places, 'place') : null,
    digest.media.length ? plural(digest.media.length + digest.more.media, 'photo') : null,
  ].filter((part): part is string => part !== null);
  if (extras.length) parts.push(`With ${listOf(extras)}.`);
  return parts.join(' ');
}

function shorten(text: string): string {
  const single = text.replace(/\s+/g, ' ').trim().replace(/[.!?]+$/, '');
  if (single.length <= TITLE_LENGTH) return single;
  const cut = single.slice(0, TITLE_LENGTH - 1);
  const boundary = cut.lastIndexOf(' ');
  return `${boundary > TITLE_LENGTH / 2 ? cut.slice(0, boundary) : cut}…`;
}

/** Source labels, highlight kinds and place names, slugified. */
export function tagsFor(digest: DayDigest): Array<{ slug: string; displayName: string }> {
  const names = [...digest.sources.map((s) => s.name), ...digest.highlights.map((h) => h.kind), ...digest.places.map((p) => p.placeName ?? '')];
  const tags = new Map<string, string>();
  for (const name of names) {
    const slug = slugify(name);
    if (slug && !tags.has(slug)) tags.set(slug, name.replace(/\s+/g, ' ').trim().slice(0, 100));
  }
  return [...tags].slice(0, MAX_TAGS).map(([slug, displayName]) => ({ slug, displayName }));
}

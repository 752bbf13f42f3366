import type { DayDigest, ItemGroup, QuantityRange, SourceDigest } from '../../../domain/digest/day-digest';
import { measureRange, plural, quote, sentence, span, stateChangePhrase, timeOf, whenOfMinute } from './phrases';
import type { Sentence, Theme } from './sentence';

const GROUPS_PER_SOURCE = 12;
const TEXTS_PER_GROUP = 6;
const MAX_HEADLINE = 80;

/**
 * What the general rules read from payloads no interpreter knows, told per
 * source: "Balcony sensor: 850 readings, 00:00–23:37: temp 27.5–30.8 °C." and
 * the texts quoted whole, each under the theme its measures belong to.
 */
export function generalSentences(digest: DayDigest): Sentence[] {
  const sentences: Sentence[] = [];
  for (const source of digest.sources) {
    for (const group of source.groups.slice(0, GROUPS_PER_SOURCE)) sentences.push(...groupSentences(source, group, digest.day));
    const told = source.groups.slice(0, GROUPS_PER_SOURCE).reduce((sum, group) => sum + group.count, 0);
    const untold = source.otherItems + source.groups.slice(GROUPS_PER_SOURCE).reduce((sum, group) => sum + group.count, 0);
    if (untold > 0 && told > 0) sentences.push({ theme: 'general', salience: 0.5, minute: 24 * 60, text: sentence(`${source.name} sent ${plural(untold, 'more item')}`) });
  }
  return sentences;
}

function groupSentences(source: SourceDigest, group: ItemGroup, day: string): Sentence[] {
  const kind = group.kinds[0]?.kind ?? null;
  const what = group.name ?? (kind ? kind.charAt(0).toLowerCase() + kind.slice(1) : null);
  const measures = group.quantities.slice(0, 6).map(quantityPhrase);
  const own = group.texts.filter((text) => text.role !== 'name');
  if (!what && measures.length === 0 && own.length === 0) return [];
  const theme = themeOf(group);
  const quotes = own.slice(0, TEXTS_PER_GROUP);
  const more = own.length - quotes.length + group.textsMore;
  if (theme === 'words' && measures.length === 0) {
    // Texts alone: each quoted whole at its own time, as a line of the day's words.
    return [
      ...quotes.map((text, i): Sentence => ({
        theme,
        salience: Math.min(6, group.salience / 3) - i / 100,
        minute: text.minute,
        item: true,
        text: `${timeOf(whenOfMinute(day, text.minute), day) ?? ''} ${source.name}: ${quote(text.text)}`.trim(),
        headline: text.text.length <= MAX_HEADLINE && text.text.split(/\s+/).length >= 3 ? text.text : undefined,
      })),
      ...(more > 0 ? [{ theme, salience: 0.5, minute: group.last, item: true, text: `and ${plural(more, 'more text')} from ${source.name}` }] : []),
    ];
  }
  const sensor = !group.name && group.quantities.length > 0 && group.quantities.every((q) => SENSOR_DIMENSIONS.has(q.dimension));
  // Deliveries' times are not the events' times: a group none of whose items said when it happened gets no time.
  const when = group.timed > 0 ? span(whenOfMinute(day, group.first), whenOfMinute(day, group.last), day) : '';
  const states = group.states.map((s) => ({ state: s.state, count: s.count, first: whenOfMinute(day, s.first), last: whenOfMinute(day, s.last) }));
  const changed = group.name && group.quantities.length === 0 ? stateChangePhrase(group.name, group.timed > 0 ? states : [], group.count, group.states[0]?.state ?? null, day) : null;
  const headline = own.find((text) => text.text.length <= MAX_HEADLINE && text.text.split(/\s+/).length >= 3)?.text;
  const quoted = `${quotes.length ? ` ${quotes.map((t) => quote(t.text)).join(' ')}` : ''}${more > 0 ? ` (and ${plural(more, 'more text')})` : ''}`;
  if (changed) return [{ theme, salience: Math.min(6, group.salience / 3), minute: group.first, text: `${sentence(`${source.name}: ${changed}`)}${quoted}` }];
  const count = group.count > 1 ? plural(group.count, sensor ? 'reading' : 'time') : null;
  // How often each state came up ("success 10 times, failed 2 times"), when the items share no name.
  const stateCounts = group.states.length > 1 || (group.states[0] && group.states[0].count < group.count) ? group.states.slice(0, 4).map((s) => `${s.state.replace(/_/g, ' ')}${s.count > 1 ? ` ${s.count} times` : ''}`) : group.states.map((s) => s.state.replace(/_/g, ' '));
  const head = [source.name, what && what.toLowerCase() !== source.name.toLowerCase() ? what : null].filter(Boolean).join(': ');
  const details = [...measures, ...stateCounts.slice(0, 4)];
  const text = sentence(`${head}${count ? `, ${count}` : ''}${when ? `, ${when}` : ''}${details.length ? `: ${details.join(', ')}` : ''}`);
  return [
    {
      theme,
      salience: Math.min(6, group.salience / 3),
      minute: group.timed > 0 ? group.first : null,
      text: `${text}${quoted}`,
      headline: headline ?? (group.name && kind ? `${group.name}: ${kind.toLowerCase()}` : undefined),
    },
  ];
}

/** Measures that a sensor reports over and over: a group of them is a series of readings. */
const SENSOR_DIMENSIONS = new Set(['temperature', 'percent', 'measure', 'speed', 'count', 'distance']);

function quantityPhrase(quantity: QuantityRange): string {
  const value = measureRange(quantity, quantity.min, quantity.max);
  return quantity.dimension === 'steps' && quantity.label.startsWith('step') ? value : `${quantity.label} ${value}`;
}

/** The theme a group's measures belong to; texts alone are words; the rest is "Also". */
function themeOf(group: ItemGroup): Theme {
  const dimensions = new Set(group.quantities.map((q) => q.dimension));
  if (dimensions.has('money')) return 'money';
  if (dimensions.has('heart-rate') || dimensions.has('steps') || dimensions.has('weight')) return 'health';
  if (dimensions.has('distance') || dimensions.has('speed')) return 'movement';
  if (dimensions.has('temperature')) return 'home';
  if (group.quantities.length === 0 && group.texts.some((text) => text.role === 'own' || text.role === 'title')) return 'words';
  return 'general';
}


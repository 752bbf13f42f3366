import type { DayStory, HomeSummary } from '../../../domain/story/day-story';
import { atTime, clock, listOf, measureRange, minuteOn, plural, sentence, span } from './phrases';
import type { Sentence } from './sentence';

/** States that a thing goes to and comes back from: the first is what a person counts ("opened 8 times"). */
const PAIRS: Array<[string, string, string]> = [
  ['open', 'closed', 'opened'],
  ['on', 'off', 'switched on'],
  ['unlocked', 'locked', 'unlocked'],
  ['detected', 'clear', 'detected something'],
  ['home', 'not home', 'came home'],
  ['playing', 'paused', 'started playing'],
];

/** Each device in one sentence: readings as their range, state changes as what happened and how often. */
export function homeSentences(story: DayStory, day: string): Sentence[] {
  const sentences = story.home.map((entity) => ({
    theme: 'home' as const,
    salience: entity.readings ? 1.5 : 2 + Math.min(1, entity.changes / 20),
    minute: minuteOn(entity.first, day),
    text: entitySentence(entity, day),
  }));
  if (story.more.home) sentences.push({ theme: 'home', salience: 1, minute: null, text: sentence(`${plural(story.more.home, 'more device')} changed too`) });
  return sentences.filter((s) => s.text !== '');
}

function entitySentence(entity: HomeSummary, day: string): string {
  const name = entity.entity;
  if (entity.readings) {
    const { readings } = entity;
    const value = measureRange(readings, readings.min, readings.max);
    if (readings.count === 1) return sentence(`${name} ${value}${atTime(entity.first, day) ? ` ${atTime(entity.first, day)}` : ''}`);
    const when = span(entity.first, entity.last, day);
    return sentence(`${name} ${readings.min === readings.max ? value : `between ${value.replace('–', ' and ')}`} over ${plural(readings.count, 'reading')}${when ? `, ${when}` : ''}`);
  }
  if (entity.states.length === 0) return '';
  const byState = new Map(entity.states.map((s) => [s.state.toLowerCase().replace(/_/g, ' '), s]));
  for (const [active, rest, verb] of PAIRS) {
    const seen = byState.get(active);
    if (!seen || !(byState.has(rest) || byState.size === 1)) continue;
    if (seen.count === 1) return sentence(`${name} ${verb} ${atTime(seen.first, day)}`.trim());
    if (seen.count === 2 && timesOf(seen, day).length === 2) return sentence(`${name} ${verb} at ${listOf(timesOf(seen, day))}`);
    return sentence(`${name} ${verb} ${plural(seen.count, 'time')}${span(seen.first, seen.last, day) ? ` (${span(seen.first, seen.last, day)})` : ''}`);
  }
  if (entity.changes === 1 && entity.lastState) return sentence(`${name} went to ${entity.lastState.replace(/_/g, ' ')} ${atTime(entity.first, day)}`.trim());
  const states = entity.states.slice(0, 4).map((s) => `${s.state.replace(/_/g, ' ')}${s.count > 1 ? ` ${s.count} times` : ''}`);
  return sentence(`${name} changed ${plural(entity.changes, 'time')}: ${listOf(states)}${entity.lastState ? `, last ${entity.lastState.replace(/_/g, ' ')}` : ''}`);
}

/** The first and last time a state was seen, on the day. */
function timesOf(seen: { count: number; first: { day: string; minute: number | null }; last: { day: string; minute: number | null } }, day: string): string[] {
  const times = [seen.first, seen.last].filter((when) => when.day === day && when.minute !== null).map((when) => clock(when.minute!));
  return [...new Set(times)];
}

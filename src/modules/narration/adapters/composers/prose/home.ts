import { DayStory, HomeSummary, STORY_LIMITS } from '../../../../understanding';
import { atTime, listOf, measureRange, minuteOn, plural, sentence, span } from './phrases';
import { stateChangePhrase, transitionsPhrase } from './state-phrases';
import type { Sentence } from './sentence';

/** Each device in one sentence: readings as their range, state changes as what happened and how often. */
export function homeSentences(story: DayStory, day: string): Sentence[] {
  const sentences = story.home.map((entity) => ({
    theme: 'home' as const,
    salience: entity.readings ? 1.5 : 2 + Math.min(1, entity.changes / 20),
    minute: minuteOn(entity.first, day),
    text: entitySentence(entity, day),
  }));
  if (story.more.home)
    sentences.push({
      theme: 'home',
      salience: 1,
      minute: null,
      text: sentence(`${plural(story.more.home, 'more device')} changed too`),
    });
  return sentences.filter((s) => s.text !== '');
}

function entitySentence(entity: HomeSummary, day: string): string {
  const name = entity.entity;
  if (entity.readings) {
    const { readings } = entity;
    const value = measureRange(readings, readings.min, readings.max);
    if (readings.count === 1)
      return sentence(`${name} ${value}${atTime(entity.first, day) ? ` ${atTime(entity.first, day)}` : ''}`);
    const when = span(entity.first, entity.last, day);
    return sentence(
      `${name} ${readings.min === readings.max ? value : `between ${value.replace('–', ' and ')}`} over ${plural(readings.count, 'reading')}${when ? `, ${when}` : ''}`,
    );
  }
  if (entity.states.length === 0) return '';
  // A few changes are each said in order, but of a door only when it was opened; many are counted.
  const door = entity.states.every((s) => /^(?:open|opened|closed)$/i.test(s.state));
  if (!door && entity.changes <= STORY_LIMITS.transitions && entity.transitions.length === entity.changes)
    return sentence(transitionsPhrase(name, entity.transitions, day));
  const phrase = stateChangePhrase(name, entity.states, entity.changes, entity.lastState, day);
  if (phrase) return sentence(phrase);
  const states = entity.states
    .slice(0, 4)
    .map((s) => `${s.state.replace(/_/g, ' ')}${s.count > 1 ? ` ${s.count} times` : ''}`);
  return sentence(
    `${name} changed ${plural(entity.changes, 'time')}: ${listOf(states)}${entity.lastState ? `, last ${entity.lastState.replace(/_/g, ' ')}` : ''}`,
  );
}

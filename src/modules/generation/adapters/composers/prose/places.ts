import type { PlaceVisit, Weather } from '../../../domain/events/diary-event';
import type { DayStory, StoryEvent } from '../../../domain/story/day-story';
import { atTime, measure, minuteOn, plural, sentence, span } from './phrases';
import type { Sentence } from './sentence';

const VERBS: Record<PlaceVisit['action'], string> = { arrived: 'Arrived at', left: 'Left', visited: 'At', 'checked in': 'Checked in at' };

/** Arrivals, departures and visits in the order of the day; a stream of positions as a route. */
export function placeSentences(story: DayStory, day: string): Sentence[] {
  const sentences: Sentence[] = story.places
    .filter((visit) => visit.name || visit.address)
    .map((visit) => {
      const where = visit.name ?? visit.address!;
      const when = visit.action === 'visited' ? span(visit.at, visit.end, day) : atTime(visit.at ?? visit.received, day);
      return {
        theme: 'places',
        salience: visit.action === 'left' ? 3 : 4,
        minute: minuteOn(visit.at ?? visit.received, day),
        text: sentence(`${VERBS[visit.action]} ${where}${when ? (visit.action === 'visited' && /^\d/.test(when) ? `, ${when}` : ` ${when}`) : ''}`),
        headline: visit.action === 'left' ? undefined : `At ${where}`,
      };
    });
  for (const route of story.routes) {
    if (route.points < 2) continue;
    const distance = route.distanceM >= 50 ? `${measure({ label: '', dimension: 'distance', value: route.distanceM })} ` : '';
    const when = span(route.first, route.last, day);
    sentences.push({
      theme: 'places',
      salience: 2,
      minute: minuteOn(route.first, day),
      text: sentence(`${route.source} tracked a ${distance}route of ${plural(route.points, 'position')}${when ? `, ${when}` : ''}`),
    });
  }
  return sentences;
}

/** "Light rain, 7.2 °C (low 3.1 °C, high 9 °C), humidity 81%, wind 4.1 m/s, in Berlin." */
export function weatherSentences(story: DayStory, day: string): Sentence[] {
  return story.weather.slice(0, 2).map((weather) => ({ theme: 'places', salience: 2.5, minute: minuteOn(weather.at ?? weather.received, day), text: weatherSentence(weather, day) }));
}

function weatherSentence(weather: StoryEvent<Weather>, day: string): string {
  const temperature = (value: number) => measure({ label: '', dimension: 'temperature', value });
  const range = [weather.lowC !== undefined ? `low ${temperature(weather.lowC)}` : null, weather.highC !== undefined ? `high ${temperature(weather.highC)}` : null].filter(Boolean);
  const parts = [
    weather.conditions ?? null,
    weather.temperatureC !== undefined ? `${temperature(weather.temperatureC)}${range.length ? ` (${range.join(', ')})` : ''}` : range.join(', ') || null,
    weather.feelsLikeC !== undefined ? `feeling like ${temperature(weather.feelsLikeC)}` : null,
    weather.humidityPct !== undefined ? `humidity ${measure({ label: '', dimension: 'percent', value: weather.humidityPct })}` : null,
    weather.windMs !== undefined ? `wind ${Math.round(weather.windMs * 10) / 10} m/s` : null,
    weather.precipitationMm !== undefined ? `${Math.round(weather.precipitationMm * 10) / 10} mm of rain` : null,
  ].filter(Boolean);
  const when = atTime(weather.at ?? weather.received, day);
  return sentence(`Weather${weather.place ? ` in ${weather.place}` : ''}${when ? ` ${when}` : ''}: ${parts.join(', ')}`);
}

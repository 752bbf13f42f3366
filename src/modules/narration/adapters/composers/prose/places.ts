import { ownEntry } from '../../../../understanding';
import type { PlaceVisit } from '../../../../understanding';
import type { DayStory } from '../../../../understanding';
import { atTime, measure, measureRange, minuteOn, plural, sentence, span } from './phrases';
import type { Sentence } from './sentence';

const VERBS: Record<PlaceVisit['action'], string> = {
  arrived: 'Arrived at',
  left: 'Left',
  visited: 'At',
  'checked in': 'Checked in at',
};

/** Arrivals, departures and visits in the order of the day; a stream of positions as a route. */
export function placeSentences(story: DayStory, day: string): Sentence[] {
  const sentences: Sentence[] = story.places
    .filter((visit) => visit.name || visit.address)
    .map((visit) => {
      const where = visit.name ?? visit.address!;
      const when =
        visit.action === 'visited' ? span(visit.at, visit.end, day) : atTime(visit.at ?? visit.received, day);
      return {
        theme: 'places',
        salience: visit.action === 'left' ? 3 : 4,
        minute: minuteOn(visit.at ?? visit.received, day),
        text: sentence(
          `${ownEntry(VERBS, visit.action)} ${where}${when ? (visit.action === 'visited' && /^\d/.test(when) ? `, ${when}` : ` ${when}`) : ''}`,
        ),
        headline: visit.action === 'left' ? undefined : `At ${where}`,
      };
    });
  for (const route of story.routes) {
    if (route.points < 2) continue;
    const distance =
      route.distanceM >= 50 ? `${measure({ label: '', dimension: 'distance', value: route.distanceM })} ` : '';
    const when = span(route.first, route.last, day);
    sentences.push({
      theme: 'places',
      salience: 2,
      minute: minuteOn(route.first, day),
      text: sentence(
        `${route.source} tracked a ${distance}route of ${plural(route.points, 'position')}${when ? `, ${when}` : ''}`,
      ),
    });
  }
  return sentences;
}

const temperature = (value: number) => measure({ label: '', dimension: 'temperature', value });
/** A temperature whose scale was not sent: the number as sent with a bare degree sign. */
const degrees = (value: number) => `${Math.round(value * 10) / 10}°`;

/**
 * The day's weather in one sentence: each report (at most MAX_REPORTS, spread
 * over the day) with its conditions and temperature, the day's low and high,
 * humidity and wind of the first. "Weather in Lyon: light rain at 06:52
 * (7.2 °C), clear sky at 13:00 (14.1 °C); low 5.1 °C, high 15 °C; humidity 81%, wind 4.1 m/s."
 */
export function weatherSentences(story: DayStory, day: string): Sentence[] {
  if (story.weather.length === 0) return [];
  const reports = spread(
    [...story.weather].sort(
      (a, b) => (minuteOn(a.at ?? a.received, day) ?? 0) - (minuteOn(b.at ?? b.received, day) ?? 0),
    ),
    MAX_REPORTS,
  );
  const first = reports[0];
  const said = reports.map((w) => {
    const when = atTime(w.at ?? w.received, day);
    const reading =
      w.temperatureC !== undefined
        ? temperature(w.temperatureC)
        : w.degrees?.temperature !== undefined
          ? degrees(w.degrees.temperature)
          : null;
    return [w.conditions, when, reading ? `(${reading})` : null].filter(Boolean).join(' ');
  });
  const lows = story.weather.map((w) => w.lowC).filter((v): v is number => v !== undefined);
  const highs = story.weather.map((w) => w.highC).filter((v): v is number => v !== undefined);
  const extremes = [
    lows.length ? `low ${temperature(Math.min(...lows))}` : null,
    highs.length ? `high ${temperature(Math.max(...highs))}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const air = [
    first.feelsLikeC !== undefined
      ? `feeling like ${temperature(first.feelsLikeC)}`
      : first.degrees?.feelsLike !== undefined
        ? `feeling like ${degrees(first.degrees.feelsLike)}`
        : null,
    first.humidityPct !== undefined
      ? `humidity ${measure({ label: '', dimension: 'percent', value: first.humidityPct })}`
      : null,
    first.windMs !== undefined ? `wind ${Math.round(first.windMs * 10) / 10} m/s` : null,
    first.precipitationMm !== undefined ? `${Math.round(first.precipitationMm * 10) / 10} mm of rain` : null,
  ].filter(Boolean);
  const place = story.weather.find((w) => w.place)?.place;
  const text = sentence(
    `Weather${place ? ` in ${place}` : ''}: ${[said.join(', '), extremes, air.join(', ')].filter(Boolean).join('; ')}`,
  );
  return [{ theme: 'places', salience: 2.5, minute: minuteOn(first.at ?? first.received, day), text }];
}

/** The weather for the opening: the first conditions and the day's span of temperatures ("Light rain, 7.2–14.1 °C."). */
export function weatherSummary(story: DayStory): string | null {
  if (story.weather.length === 0) return null;
  const celsius = story.weather
    .flatMap((w) => [w.temperatureC, w.lowC, w.highC])
    .filter((v): v is number => v !== undefined);
  const unscaled = story.weather
    .flatMap((w) => [w.degrees?.temperature, w.degrees?.low, w.degrees?.high])
    .filter((v): v is number => v !== undefined);
  const conditions = story.weather.find((w) => w.conditions)?.conditions;
  const range = celsius.length
    ? measureRange({ dimension: 'temperature' }, Math.min(...celsius), Math.max(...celsius))
    : unscaled.length
      ? Math.min(...unscaled) === Math.max(...unscaled)
        ? degrees(unscaled[0])
        : `${degrees(Math.min(...unscaled))}–${degrees(Math.max(...unscaled))}`
      : null;
  const text = [conditions, range].filter(Boolean).join(', ');
  return text ? sentence(text) : null;
}

const MAX_REPORTS = 4;

/** At most `count` items taken evenly from the first to the last. */
function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]);
}

import type { Sleep } from '../../../events/diary-event';
import { Moment, momentOfText } from '../../../events/moment';
import { JsonObject, defined, positiveAt, textAt } from '../../../vocabulary/json-reading';
import { toSeconds } from './health-auto-export-metrics';

// Health Auto Export: nights, from a sleep summary or from its segments.

export function readSleep(points: JsonObject[], units: string): Sleep[] {
  const hours = (point: JsonObject, key: string) => {
    const qty = positiveAt(point, key);
    return qty === undefined ? undefined : toSeconds(qty, units);
  };
  const nights: Sleep[] = [];
  const segments: JsonObject[] = [];
  for (const point of points) {
    if ('startDate' in point && 'value' in point) {
      segments.push(point);
      continue;
    }
    const date = textAt(point, 'date');
    const start = momentOfText(point.sleepStart) ?? momentOfText(point.inBedStart);
    nights.push(
      defined<Sleep>({
        type: 'sleep',
        // Before `totalSleep` existed, `asleep` was the whole night's sleep; since, it is only the sleep of no known stage.
        asleepS: hours(point, 'totalSleep') ?? hours(point, 'asleep'),
        inBedS: hours(point, 'inBed'),
        deepS: hours(point, 'deep'),
        remS: hours(point, 'rem'),
        lightS: hours(point, 'core'),
        awakeS: hours(point, 'awake'),
        at: start ?? undefined,
        end: momentOfText(point.sleepEnd) ?? momentOfText(point.inBedEnd) ?? undefined,
        identity:
          date || start
            ? `health-auto-export:sleep:${date ?? textAt(point, 'sleepStart') ?? textAt(point, 'inBedStart')}`
            : undefined,
      }),
    );
  }
  return [...nights, ...sleepOfSegments(segments, units)];
}

/** A gap this long between stage segments starts another night (or nap). */
const NIGHT_GAP_MS = 3 * 3600_000;

/** Stage segments ("Core", "Deep", "REM", "Awake", "Asleep", "In Bed"), as the export sends them in order, summed per night. */
function sleepOfSegments(segments: JsonObject[], units: string): Sleep[] {
  const nights: Sleep[] = [];
  let night: {
    start: Moment & { instant: number };
    end: Moment & { instant: number };
    seconds: Record<string, number>;
    startText: string;
  } | null = null;
  const flush = () => {
    if (!night) return;
    const s = night.seconds;
    const asleep = (s.core ?? 0) + (s.deep ?? 0) + (s.rem ?? 0) + (s.asleep ?? 0);
    nights.push(
      defined<Sleep>({
        type: 'sleep',
        asleepS: asleep || undefined,
        inBedS: s['in bed'],
        lightS: s.core,
        deepS: s.deep,
        remS: s.rem,
        awakeS: s.awake,
        at: night.start,
        end: night.end,
        identity: `health-auto-export:sleep:${night.startText}`,
      }),
    );
  };
  for (const segment of segments) {
    const start = momentOfText(segment.startDate);
    const end = momentOfText(segment.endDate);
    const stage = textAt(segment, 'value')?.toLowerCase();
    const qty = positiveAt(segment, 'qty');
    const seconds = qty === undefined ? undefined : toSeconds(qty, units);
    if (!start || !('instant' in start) || !end || !('instant' in end) || !stage || seconds === undefined) continue;
    if (!night || start.instant - night.end.instant > NIGHT_GAP_MS) {
      flush();
      night = { start, end, seconds: {}, startText: textAt(segment, 'startDate')! };
    }
    if (start.instant < night.start.instant) night.start = start;
    if (end.instant > night.end.instant) night.end = end;
    night.seconds[stage] = (night.seconds[stage] ?? 0) + seconds;
  }
  flush();
  return nights;
}

import type { DailyMetric, Sleep } from '../../../events/diary-event';
import { Moment, laterBy, localMomentOfEpoch, momentOfText } from '../../../events/moment';
import { JsonObject, defined, numberAt, objectAt, objectsAt, positiveAt } from '../../../vocabulary/json-reading';
import { startOf, idOf } from './garmin-summaries';

// Garmin: nights, naps and heart-rate variability.

export function readSleep(sleep: JsonObject): Sleep[] {
  const at = startOf(sleep);
  const stages = ['deepSleepDurationInSeconds', 'lightSleepDurationInSeconds', 'remSleepInSeconds'].map((key) =>
    numberAt(sleep, key),
  );
  const staged = stages.some((seconds) => seconds !== undefined)
    ? stages.reduce<number>((sum, seconds) => sum + (seconds ?? 0), 0)
    : undefined;
  // A sleep summary's duration is its time asleep (deep, light and REM together); without it, the stages say it.
  const asleepS = positiveAt(sleep, 'durationInSeconds') ?? (staged || undefined);
  if (!at && asleepS === undefined) return [];
  return [
    defined<Sleep>({
      type: 'sleep',
      asleepS,
      score: positiveAt(sleep, 'overallSleepScore.value'),
      deepS: positiveAt(sleep, 'deepSleepDurationInSeconds'),
      lightS: positiveAt(sleep, 'lightSleepDurationInSeconds'),
      remS: positiveAt(sleep, 'remSleepInSeconds'),
      awakeS: positiveAt(sleep, 'awakeDurationInSeconds'),
      at,
      end: sleepEnd(sleep) ?? undefined,
      identity: idOf('garmin:sleep', sleep.summaryId),
    }),
  ];
}

/** Naps of the day, which Garmin lists on the sleep summary of the night before them (`naps`). */
export function readNaps(sleep: JsonObject): Sleep[] {
  return objectsAt(sleep, 'naps').flatMap((nap, index): Sleep[] => {
    const asleepS = positiveAt(nap, 'napDurationInSeconds');
    const at = localMomentOfEpoch(nap.napStartTimeInSeconds, nap.napOffsetInSeconds) ?? undefined;
    if (asleepS === undefined || !at) return [];
    return [
      defined<Sleep>({
        type: 'sleep',
        nap: true,
        asleepS,
        at,
        end: laterBy(at, asleepS) ?? undefined,
        identity: idOf(`garmin:nap:${index}`, sleep.summaryId),
      }),
    ];
  });
}

/** The night's heart rate variability (the `hrv` summary's `lastNightAvg`, in ms), told as the day's measure. */
export function readHrv(hrv: JsonObject): DailyMetric[] {
  const value = positiveAt(hrv, 'lastNightAvg');
  const at = momentOfText(hrv.calendarDate) ?? startOf(hrv);
  return value === undefined
    ? []
    : [
        defined<DailyMetric>({
          type: 'metric',
          measure: { label: 'overnight HRV', dimension: 'measure', unit: 'ms', value: Math.round(value) },
          combine: 'latest',
          at,
        }),
      ];
}

/** The end of the last sleep level (`sleepLevelsMap`), as the wall clock of the place: the sleep's end, which the summary does not give otherwise. */
function sleepEnd(sleep: JsonObject): Moment | null {
  let last: number | undefined;
  const levels = objectAt(sleep, 'sleepLevelsMap');
  if (!levels) return null;
  for (const ranges of Object.values(levels)) {
    if (!Array.isArray(ranges)) continue;
    for (const range of ranges) {
      const end = numberAt(range, 'endTimeInSeconds');
      if (end !== undefined && (last === undefined || end > last)) last = end;
    }
  }
  return last === undefined ? null : localMomentOfEpoch(last, sleep.startTimeOffsetInSeconds);
}

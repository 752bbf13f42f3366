import { ownEntry } from '../vocabulary/json-reading';
import { Dimension, isPlausible } from '../vocabulary/quantity';
import type { DiaryEvent } from '../events/diary-event';

/** The dimension of each number an event may carry, so that a value beyond belief is left out wherever it came from. */
const FIELDS: Record<string, Dimension | [number, number]> = {
  distanceM: 'distance',
  elevationGainM: 'distance',
  movingS: 'duration',
  elapsedS: 'duration',
  asleepS: 'duration',
  inBedS: 'duration',
  deepS: 'duration',
  remS: 'duration',
  lightS: 'duration',
  awakeS: 'duration',
  voiceS: 'duration',
  heartRateAvg: 'heart-rate',
  heartRateMax: 'heart-rate',
  restingHeartRate: 'heart-rate',
  energyKcal: 'energy',
  steps: 'steps',
  powerW: [0, 3_000],
  hrvMs: [1, 500],
  score: [0, 100],
  progressPct: [0, 100],
  temperatureC: [-100, 70],
  lowC: [-100, 70],
  highC: [-100, 70],
  feelsLikeC: [-100, 70],
  humidityPct: [0, 100],
  windMs: [0, 150],
  precipitationMm: [0, 2_000],
  attachments: [0, 10_000],
  commitCount: [0, 1_000_000],
  latitude: [-90, 90],
  longitude: [-180, 180],
};

function fits(range: Dimension | [number, number], value: number): boolean {
  return typeof range === 'string'
    ? isPlausible(range, value)
    : Number.isFinite(value) && value >= range[0] && value <= range[1];
}

/**
 * The event with every number it cannot truly hold left out (1e308 metres, a
 * negative night, 10^18 steps), or null when what it is about is such a number
 * (a payment of 1e300, a metric beyond belief, a position off the globe).
 */
export function plausibleEvent(event: DiaryEvent): DiaryEvent | null {
  if (
    event.type === 'transaction' &&
    !(
      isPlausible('money', event.amount.amount) &&
      (!event.localAmount || isPlausible('money', event.localAmount.amount))
    )
  )
    return null;
  if (
    (event.type === 'metric' || (event.type === 'home' && event.measure)) &&
    !isPlausible(
      event.type === 'metric' ? event.measure.dimension : event.measure!.dimension,
      event.type === 'metric' ? event.measure.value : event.measure!.value,
    )
  ) {
    return null;
  }
  if (event.type === 'position' && !(fits(FIELDS.latitude, event.latitude) && fits(FIELDS.longitude, event.longitude)))
    return null;
  let copy: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(event)) {
    const range = ownEntry(FIELDS, key);
    if (range !== undefined && typeof value === 'number' && !fits(range, value))
      (copy ??= { ...event })[key] = undefined;
  }
  if (event.type === 'body') {
    const measures = event.measures.filter((m) => isPlausible(m.dimension, m.value));
    if (measures.length !== event.measures.length) (copy ??= { ...event }).measures = measures;
  }
  if (
    event.type === 'media' &&
    event.rating &&
    !(event.rating.outOf > 0 && event.rating.value >= 0 && event.rating.value <= event.rating.outOf)
  )
    (copy ??= { ...event }).rating = undefined;
  return (copy as DiaryEvent | null) ?? event;
}

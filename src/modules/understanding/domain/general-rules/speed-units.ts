import type { Quantity } from '../vocabulary/quantity';
import { METRES_A_SECOND_PER } from '../vocabulary/unit-factors';

// Speeds sent with no unit, read in metres a second (or miles an hour where people count in miles), held against the
// record's own distance over its time: the unit that makes its average that distance over that time is the one it was
// sent in (a ride's `avg_speed: 23.3` beside 62,418 m in 2 h 41 min is km/h, not 84 km/h).

/** Units a bare speed may be sent in, as factors to metres a second, with the unit it is then told in. */
const SPEED_UNITS: ReadonlyArray<{ factor: number; unit?: string }> = [
  { factor: 1 },
  { factor: METRES_A_SECOND_PER.kmh },
  { factor: METRES_A_SECOND_PER.mph, unit: 'mph' },
];

/** How far an average may be from the distance over the time, as a share, and still be it. */
const AGREES_WITHIN = 0.1;

type Read = Quantity & { depth: number };

export function withSpeedsByDistance<Q extends Read>(quantities: Q[]): Q[] {
  const guessed = quantities.filter((q) => q.dimension === 'speed' && q.unitGuess === 'speed' && q.depth <= 1);
  if (guessed.length === 0) return quantities;
  // (A duration of no unit read as seconds is as sure as the distance is.)
  const own = quantities.filter((q) => q.depth <= 1 && q.unitGuess !== 'unknown' && q.unitGuess !== 'speed');
  const distance = own.find((q) => q.dimension === 'distance' && /(?:^|\s)distance$/.test(q.label));
  const time =
    own.find((q) => q.dimension === 'duration' && /\bmoving\b/.test(q.label)) ??
    own.find((q) => q.dimension === 'duration');
  const average = guessed.find((q) => /\b(?:average|avg|mean)\b/.test(q.label));
  if (!distance || !time || !average || !(time.value > 0) || !(distance.value > 0)) return quantities;
  const expected = distance.value / time.value;
  const readAs = (q: Q) => (q.unit === 'mph' ? METRES_A_SECOND_PER.mph : 1);
  const sent = average.value / readAs(average);
  const unit = SPEED_UNITS.find(({ factor }) => Math.abs(sent * factor - expected) <= AGREES_WITHIN * expected);
  if (!unit) return quantities;
  return quantities.map((q) => {
    if (!guessed.includes(q)) return q;
    const { unit: _read, ...rest } = q;
    return { ...rest, value: (q.value / readAs(q)) * unit.factor, ...(unit.unit ? { unit: unit.unit } : {}) } as Q;
  });
}

/** Units a short duration of no unit may be sent in, in seconds each. */
const DURATION_UNITS = [1, 60, 3600];

/**
 * Short durations of no unit (`TotalTime: 2.8505`) read by the record's distance over its average speed of no unit:
 * of the units each may be in, the one pair that makes the distance that speed for that time decides both (6.67 m/s
 * for 2.85 h is 68.4 km: hours, and metres a second). The durations are given in seconds, the rest kept for the
 * record's span to decide.
 */
export function durationsBySpeed<Q extends Quantity>(
  undecided: Q[],
  quantities: ReadonlyArray<Quantity & { depth?: number }>,
): Q[] {
  if (undecided.length === 0) return [];
  const distance = quantities.find(
    (q) => (q.depth ?? 0) <= 1 && q.dimension === 'distance' && /(?:^|\s)distance$/.test(q.label) && q.value > 0,
  );
  const average = quantities.find(
    (q) =>
      q.dimension === 'speed' &&
      q.unitGuess === 'speed' &&
      (q.depth ?? 0) <= 1 &&
      /\b(?:average|avg|mean)\b/.test(q.label),
  );
  const time = undecided.find((q) => !/\b(?:planned|target|goal)\b/.test(q.label));
  if (!distance || !average || !time || !(time.value > 0)) return [];
  const sent = average.unit === 'mph' ? average.value / METRES_A_SECOND_PER.mph : average.value;
  const agreeing = DURATION_UNITS.filter((seconds) =>
    SPEED_UNITS.some(
      ({ factor }) => Math.abs(sent * factor * time.value * seconds - distance.value) <= AGREES_WITHIN * distance.value,
    ),
  );
  if (agreeing.length !== 1) return [];
  const { unitGuess: _guess, ...rest } = time;
  return [{ ...rest, value: time.value * agreeing[0] } as Q];
}

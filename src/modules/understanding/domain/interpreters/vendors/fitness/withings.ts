import type { Dimension, Quantity } from '../../../vocabulary/quantity';
import type { BodyMeasurement } from '../../../events/diary-event';
import { momentOfEpochSeconds } from '../../../events/moment';
import type { Interpreter } from '../../interpreter';
import {
  JsonObject,
  asNumber,
  defined,
  hasKeys,
  numberAt,
  objectAt,
  objectsAt,
} from '../../../vocabulary/json-reading';

/**
 * Withings Public API (https://developer.withings.com/api-reference/#tag/measure,
 * Measure - Getmeas; https://developer.withings.com/developer-guide/v3/data-api/keep-user-data-up-to-date/,
 * the notification callback).
 *
 * A getmeas response lists measure groups (one weigh-in, one blood pressure
 * reading), each at an epoch `date`, each measure an integer `value` with a
 * power of ten `unit` (72350 and -3 are 72.35) and a `type` from the
 * documented list (1 weight in kg, 6 fat ratio in %, 9 and 10 diastolic and
 * systolic in mmHg, 11 heart pulse in bpm, 71 body temperature in °C...).
 * Groups of category 2 are the user's objectives, not measures. The
 * notification (`userid`, `appli`, `startdate`, `enddate`) only says that
 * there is new data to fetch: plumbing.
 */
export const withings: Interpreter = {
  vendor: 'Withings: measures (getmeas) and notifications',

  matches(value) {
    return (
      isNotification(value) ||
      isMeasureGroups(objectAt(value, 'body')) ||
      (!('status' in value) && isMeasureGroups(value))
    );
  },

  read(value) {
    if (isNotification(value)) return [];
    const body = objectAt(value, 'body') ?? value;
    if ('status' in value && numberAt(value, 'status') !== 0) return [];
    return objectsAt(body, 'measuregrps').flatMap(readGroup);
  },
};

function isNotification(value: JsonObject): boolean {
  return (
    hasKeys(value, 'userid', 'appli') &&
    asNumber(value.appli) !== undefined &&
    ('startdate' in value || 'date' in value || 'action' in value)
  );
}

function isMeasureGroups(body: JsonObject | undefined): boolean {
  const groups = body?.measuregrps;
  return (
    Array.isArray(groups) &&
    (groups.length === 0 || (hasKeys(groups[0], 'grpid', 'measures', 'date') && Array.isArray(groups[0].measures)))
  );
}

interface MeasureType {
  label: string;
  dimension: Dimension;
  unit?: string;
}

/** The documented measure types a diary tells (height, ECG intervals and the per-segment masses are left out). */
const TYPES = new Map<number, MeasureType>([
  [1, { label: 'weight', dimension: 'weight' }],
  [5, { label: 'fat free mass', dimension: 'weight' }],
  [6, { label: 'fat ratio', dimension: 'percent' }],
  [8, { label: 'fat mass', dimension: 'weight' }],
  [10, { label: 'systolic', dimension: 'measure', unit: 'mmHg' }],
  [9, { label: 'diastolic', dimension: 'measure', unit: 'mmHg' }],
  [11, { label: 'pulse', dimension: 'heart-rate' }],
  [12, { label: 'temperature', dimension: 'temperature' }],
  [54, { label: 'SpO2', dimension: 'percent' }],
  [71, { label: 'body temperature', dimension: 'temperature' }],
  [73, { label: 'skin temperature', dimension: 'temperature' }],
  [76, { label: 'muscle mass', dimension: 'weight' }],
  [77, { label: 'hydration', dimension: 'weight' }],
  [88, { label: 'bone mass', dimension: 'weight' }],
  [91, { label: 'pulse wave velocity', dimension: 'measure', unit: 'm/s' }],
  [123, { label: 'VO2 max', dimension: 'measure', unit: 'ml/min/kg' }],
  [155, { label: 'vascular age', dimension: 'count' }],
  [168, { label: 'extracellular water', dimension: 'weight' }],
  [169, { label: 'intracellular water', dimension: 'weight' }],
  [170, { label: 'visceral fat', dimension: 'count' }],
]);

/** Systolic before diastolic, as blood pressure is said; otherwise the order of the table. */
const ORDER = new Map([...TYPES.keys()].map((type, index) => [type, index]));

function readGroup(group: JsonObject): BodyMeasurement[] {
  if (numberAt(group, 'category') === 2) return [];
  // Placed by the table's order (a bucket per type), so that reading stays linear however many measures a group has.
  const byOrder: Quantity[][] = [];
  for (const measure of objectsAt(group, 'measures')) {
    const type = numberAt(measure, 'type');
    const kind = type === undefined ? undefined : TYPES.get(type);
    const value = valueOf(measure);
    if (type === undefined || !kind || value === undefined || value <= 0) continue;
    const order = ORDER.get(type)!;
    (byOrder[order] ??= []).push(
      defined<Quantity>({ label: kind.label, dimension: kind.dimension, value, unit: kind.unit }),
    );
  }
  const measures = byOrder.flat();
  if (measures.length === 0) return [];
  return [
    defined<BodyMeasurement>({
      type: 'body',
      measures,
      at: momentOfEpochSeconds(group.date) ?? undefined,
      identity:
        typeof group.grpid === 'number' || typeof group.grpid === 'string'
          ? `withings:measure:${String(group.grpid)}`
          : undefined,
    }),
  ];
}

/** value × 10^unit, divided rather than multiplied for negative powers so that 72350 and -3 is exactly 72.35. */
function valueOf(measure: JsonObject): number | undefined {
  const value = numberAt(measure, 'value');
  const unit = numberAt(measure, 'unit');
  if (value === undefined || unit === undefined || !Number.isInteger(unit) || Math.abs(unit) > 12) return undefined;
  return unit < 0 ? value / 10 ** -unit : value * 10 ** unit;
}

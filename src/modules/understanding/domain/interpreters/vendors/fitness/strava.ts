import type { DiaryEvent, Workout } from '../../../events/diary-event';
import { laterBy, momentOfText } from '../../../events/moment';
import { activityOf } from '../../../events/words';
import type { Interpreter } from '../../interpreter';
import { JsonObject, defined, hasKeys, positiveAt, textAt } from '../../../vocabulary/json-reading';

/**
 * Strava (https://developers.strava.com/docs/reference/, DetailedActivity and
 * SummaryActivity; https://developers.strava.com/docs/webhooks/, the event).
 *
 * A webhook event only says that an activity changed: `create` and `delete`
 * tell nothing to write, an `update` carries a new title. The activity itself
 * has metres, seconds and bpm; `start_date` is UTC, while `start_date_local`
 * is the local wall clock written with a misleading `Z`, so the instant comes
 * from `start_date`.
 */
export const strava: Interpreter = {
  vendor: 'Strava: webhook events and activities',

  matches(value) {
    return isWebhookEvent(value) || isActivity(value);
  },

  read(value) {
    return isWebhookEvent(value) ? readEvent(value) : [readActivity(value)];
  },
};

function isWebhookEvent(value: JsonObject): boolean {
  return hasKeys(value, 'aspect_type', 'object_type', 'object_id', 'owner_id');
}

function isActivity(value: JsonObject): boolean {
  return (
    (typeof value.sport_type === 'string' || typeof value.type === 'string') &&
    typeof value.moving_time === 'number' &&
    typeof value.elapsed_time === 'number' &&
    typeof value.start_date === 'string' &&
    'distance' in value
  );
}

function readEvent(value: JsonObject): DiaryEvent[] {
  const title = textAt(value, 'updates.title');
  if (value.object_type !== 'activity' || value.aspect_type !== 'update' || !title) return [];
  return [
    {
      type: 'workout',
      activity: '',
      name: title,
      identity: `strava:activity:${String(value.object_id)}`,
      update: true,
    },
  ];
}

function readActivity(value: JsonObject): Workout {
  const at = momentOfText(value.start_date) ?? undefined;
  const elapsedS = positiveAt(value, 'elapsed_time');
  return defined<Workout>({
    type: 'workout',
    activity: activityOf(textAt(value, 'sport_type') ?? textAt(value, 'type') ?? 'workout'),
    name: textAt(value, 'name'),
    distanceM: positiveAt(value, 'distance'),
    movingS: positiveAt(value, 'moving_time'),
    elapsedS,
    heartRateAvg: positiveAt(value, 'average_heartrate'),
    heartRateMax: positiveAt(value, 'max_heartrate'),
    energyKcal: positiveAt(value, 'calories'),
    elevationGainM: positiveAt(value, 'total_elevation_gain'),
    // Measured by a power meter only (`device_watts`); Strava's estimate for rides without one is not the rider's.
    powerW: value.device_watts === true ? positiveAt(value, 'average_watts') : undefined,
    place: textAt(value, 'location_city'),
    // The owner's own activity also carries the note only they see.
    note: [textAt(value, 'description'), textAt(value, 'private_note')].filter(Boolean).join(' ') || undefined,
    at,
    end: laterBy(at, elapsedS) ?? undefined,
    identity: value.id !== undefined ? `strava:activity:${String(value.id)}` : undefined,
  });
}

import type { DiaryEvent } from '../../../events/diary-event';
import type { Interpreter } from '../../interpreter';
import { JsonObject, isObject, objectAt, objectsAt } from '../../../vocabulary/json-reading';
import { readSleep, readNaps, readHrv } from './garmin-sleep';
import { readDaily, readActivity, readBodyComposition } from './garmin-summaries';

/**
 * Garmin Connect Developer Program, Health API and Activity API push
 * (https://developer.garmin.com/gc-developer-program/health-api/ and
 * /activity-api/: Daily, Sleep, Activity, Activity Details and Body
 * Composition summaries; field by field as RADAR-base/RADAR-PushEndpoint reads
 * them, src/main/kotlin/org/radarbase/push/integration/garmin/converter/).
 *
 * A push body is one list per summary type (`{ "dailies": [...] }`), each
 * record carrying the user's id and access token (noise). In ping mode the
 * records hold only a `callbackURL` to fetch: plumbing. Times are epoch seconds
 * with `startTimeOffsetInSeconds` beside them, so they read as the wall clock
 * of the place. A Daily summary's `durationInSeconds` is the length of the
 * summary period (up to a day), not an activity; its totals grow through the
 * day, so each is the day's latest value. Sleep and activity records come again
 * when refined (tentative, then final): their ids make the later one replace
 * the earlier.
 */
export const garmin: Interpreter = {
  vendor: 'Garmin: Health and Activity API push (dailies, sleeps, activities, body composition)',

  matches(value) {
    for (const key of SUMMARY_LISTS) {
      const list = value[key];
      if (Array.isArray(list)) return list.length > 0 && isGarminRecord(list[0]);
    }
    return false;
  },

  read(value) {
    const events: DiaryEvent[] = [];
    for (const daily of records(value, 'dailies')) events.push(...readDaily(daily));
    for (const sleep of records(value, 'sleeps')) events.push(...readSleep(sleep), ...readNaps(sleep));
    for (const hrv of records(value, 'hrv')) events.push(...readHrv(hrv));
    for (const activity of records(value, 'activities')) events.push(...readActivity(activity, activity));
    for (const activity of records(value, 'manuallyUpdatedActivities'))
      events.push(...readActivity(activity, activity));
    for (const details of records(value, 'activityDetails'))
      events.push(...readActivity(details, objectAt(details, 'summary') ?? {}));
    for (const composition of records(value, 'bodyComps')) events.push(...readBodyComposition(composition));
    return events;
  },
};

/**
 * The lists a Garmin push body holds. Only some are written up; the others
 * (quarter-hour epochs that add up to the dailies, stress and respiration
 * curves, deregistrations) are recognised so that they are not told as raw
 * numbers.
 */
const SUMMARY_LISTS = [
  'dailies',
  'sleeps',
  'activities',
  'activityDetails',
  'manuallyUpdatedActivities',
  'bodyComps',
  'epochs',
  'stressDetails',
  'userMetrics',
  'pulseox',
  'allDayRespiration',
  'hrv',
  'skinTemp',
  'bloodPressures',
  'moveIQActivities',
  'healthSnapshot',
  'deregistrations',
  'userPermissionsChange',
] as const;

function isGarminRecord(record: unknown): boolean {
  return (
    isObject(record) &&
    typeof record.userId === 'string' &&
    ('summaryId' in record || 'callbackURL' in record || 'userAccessToken' in record)
  );
}

/** The records of one list that carry data (not a ping's callback). */
function records(value: JsonObject, key: string): JsonObject[] {
  return objectsAt(value, key).filter((record) => !('callbackURL' in record));
}

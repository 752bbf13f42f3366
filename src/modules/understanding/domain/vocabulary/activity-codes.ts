// Documented public code tables of activities, as data: a sender's code for what someone did, as the word a diary
// uses. A new table is a new entry here.

/**
 * Activity types written as constants. Sources: Google Maps Timeline / Location History (Takeout) `activityType`
 * (developers.google.com Location History semantic format: WALKING, IN_SUBWAY, IN_PASSENGER_VEHICLE...), Android's
 * ActivityRecognition DetectedActivity (ON_FOOT, ON_BICYCLE, IN_VEHICLE, STILL), Apple HealthKit's
 * HKWorkoutActivityType names without their prefix.
 */
const ACTIVITY_CONSTANTS: Readonly<Record<string, string | null>> = {
  walking: 'walk',
  on_foot: 'walk',
  hiking: 'hike',
  running: 'run',
  cycling: 'ride',
  on_bicycle: 'ride',
  biking: 'ride',
  in_subway: 'subway ride',
  in_bus: 'bus ride',
  in_train: 'train ride',
  in_tram: 'tram ride',
  in_ferry: 'ferry crossing',
  in_passenger_vehicle: 'car journey',
  in_vehicle: 'car journey',
  driving: 'drive',
  in_taxi: 'taxi ride',
  flying: 'flight',
  in_cable_car: 'cable car ride',
  sailing: 'sail',
  skiing: 'ski',
  swimming: 'swim',
  motorcycling: 'motorcycle ride',
  // Not an activity: the phone lay still, or the sensor could not tell.
  still: null,
  unknown: null,
  unknown_activity_type: null,
  tilting: null,
};

/**
 * Activity types written as numbers under `activityType`. Source: Google Fit REST API, "Activity types"
 * (developers.google.com/fit/rest/v1/reference/activity-types), the codes a session's `activityType` holds.
 */
const NUMBERED_ACTIVITIES: Readonly<Record<number, string | null>> = {
  0: 'car journey',
  1: 'ride',
  3: null,
  4: null,
  7: 'walk',
  8: 'run',
  9: 'aerobics',
  15: 'boxing',
  24: 'dance',
  25: 'elliptical workout',
  29: 'football',
  35: 'hike',
  37: 'ice skating',
  45: 'meditation',
  56: 'jog',
  57: 'beach run',
  58: 'treadmill run',
  65: 'ski',
  72: 'sleep',
  74: 'snowboarding',
  80: 'strength training',
  82: 'swim',
  83: 'pool swim',
  84: 'open water swim',
  87: 'tennis',
  88: 'treadmill walk',
  93: 'walk',
  94: 'walk',
  100: 'yoga',
  103: 'rowing',
  108: null,
  113: 'HIIT',
  115: 'pilates',
  116: 'climbing',
  117: 'weight training',
};

/** The word for a numbered activity type (`"activityType": 8` is a run), null when it says nothing, undefined when unknown. */
export function activityOfNumber(code: number): string | null | undefined {
  return Object.hasOwn(NUMBERED_ACTIVITIES, code) ? NUMBERED_ACTIVITIES[code] : undefined;
}

/** The word for an activity code ("IN_SUBWAY" -> "subway ride"), null for a code that says nothing happened, undefined when not a code. */
export function activityOfCode(code: string): string | null | undefined {
  const key = code.trim().toLowerCase();
  return Object.hasOwn(ACTIVITY_CONSTANTS, key) ? ACTIVITY_CONSTANTS[key] : undefined;
}

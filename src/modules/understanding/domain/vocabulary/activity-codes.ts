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

/** The word for an activity code ("IN_SUBWAY" -> "subway ride"), null for a code that says nothing happened, undefined when not a code. */
export function activityOfCode(code: string): string | null | undefined {
  const key = code.trim().toLowerCase();
  return Object.hasOwn(ACTIVITY_CONSTANTS, key) ? ACTIVITY_CONSTANTS[key] : undefined;
}

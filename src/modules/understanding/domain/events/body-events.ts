import type { Quantity } from '../vocabulary/quantity';
import type { EventBase } from './event-base';

// What a body did and how it was: workouts, nights, measurements, daily metrics.

export interface Workout extends EventBase {
  type: 'workout';
  /** What was done, in lower case words: "run", "ride", "walk", "swim", "strength training", or the vendor's own word. */
  activity: string;
  /** The name the person gave it ("Landwehrkanal loop"). */
  name?: string;
  distanceM?: number;
  /** Time in motion. */
  movingS?: number;
  /** Time from start to finish. */
  elapsedS?: number;
  heartRateAvg?: number;
  heartRateMax?: number;
  energyKcal?: number;
  elevationGainM?: number;
  /** Average power in watts (a ride with a power meter). */
  powerW?: number;
  steps?: number;
  /** The air's temperature outside while it lasted (°C), as the watch read it from the weather. */
  temperatureC?: number;
  place?: string;
  /** The person's own description. */
  note?: string;
}

export interface Sleep extends EventBase {
  type: 'sleep';
  /** A nap in the day rather than the night's sleep. */
  nap?: true;
  asleepS?: number;
  inBedS?: number;
  /** The vendor's sleep score, out of 100. */
  score?: number;
  deepS?: number;
  remS?: number;
  lightS?: number;
  awakeS?: number;
  heartRateAvg?: number;
  restingHeartRate?: number;
  hrvMs?: number;
}

export interface BodyMeasurement extends EventBase {
  type: 'body';
  /** Weight, body fat, blood pressure, temperature...: each with its label. */
  measures: Quantity[];
}

/** One value of a measure that a day has one of (steps, resting heart rate) or sums over its parts (hourly steps). */
export interface DailyMetric extends EventBase {
  type: 'metric';
  measure: Quantity;
  /** How the day's values of this measure make one: added up (steps per hour), the last one (a daily total sent twice), or their range. */
  combine: 'sum' | 'latest' | 'range';
}

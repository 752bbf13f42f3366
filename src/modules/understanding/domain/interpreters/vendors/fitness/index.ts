import type { Interpreter } from '../../interpreter';
import { fitbit } from './fitbit';
import { garmin } from './garmin';
import { healthAutoExport } from './health-auto-export';
import { oura } from './oura';
import { strava } from './strava';
import { withings } from './withings';

/** This group's interpreters, in the order they are tried (more specific shapes first). */
export const FITNESS_INTERPRETERS: readonly Interpreter[] = [strava, garmin, healthAutoExport, oura, fitbit, withings];

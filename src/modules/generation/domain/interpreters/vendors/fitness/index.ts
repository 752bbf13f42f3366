import type { Interpreter } from '../../interpreter';
import { strava } from './strava';

/** This group's interpreters, in the order they are tried (more specific shapes first). */
export const FITNESS_INTERPRETERS: readonly Interpreter[] = [strava];

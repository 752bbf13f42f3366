import type { Interpreter } from '../interpreter';
import { geofenceTransitions } from './geofence';
import { locationFixes } from './location-fix';

/**
 * Shapes any tool may send, read by general rules after every vendor's
 * interpreter has passed: arrivals and departures at named places, positions.
 */
export const GENERAL_SHAPES: readonly Interpreter[] = [geofenceTransitions, locationFixes];

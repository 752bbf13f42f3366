import { ownEntry } from '../vocabulary/json-reading';
/** Vendors' enumeration names as the words a person uses. */

/** "TrailRun" -> "trail run", "WEIGHT_TRAINING" -> "weight training", "e-bike_ride" -> "e-bike ride". */
export function wordsOf(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The same activity under the names vendors give it, as one word a diary uses. */
const ACTIVITIES: Record<string, string> = {
  running: 'run',
  run: 'run',
  'outdoor run': 'run',
  'indoor run': 'treadmill run',
  'treadmill running': 'treadmill run',
  'trail running': 'trail run',
  cycling: 'ride',
  biking: 'ride',
  bike: 'ride',
  'road biking': 'ride',
  'outdoor cycling': 'ride',
  'indoor cycling': 'indoor ride',
  'mountain biking': 'mountain bike ride',
  'mountain bike ride': 'mountain bike ride',
  walking: 'walk',
  'outdoor walk': 'walk',
  hiking: 'hike',
  swimming: 'swim',
  'pool swim': 'swim',
  'lap swimming': 'swim',
  'open water swimming': 'open water swim',
  'strength training': 'strength training',
  'traditional strength training': 'strength training',
  'functional strength training': 'strength training',
  'weight training': 'weight training',
  'weight lifting': 'weight training',
  yoga: 'yoga',
  rowing: 'row',
  'indoor rowing': 'indoor row',
  elliptical: 'elliptical workout',
  'e bike ride': 'e-bike ride',
  'e mountain bike ride': 'e-mountain bike ride',
  'e bike': 'e-bike ride',
};

const ACTIVITY_WORDS = new Set([...Object.keys(ACTIVITIES), ...Object.values(ACTIVITIES), 'jog', 'sail', 'ski', 'row']);

/** Whether a kind names a bodily activity ("run", "Pool swim", "yoga"): what a day's movement is made of. */
export function isActivity(kind: string): boolean {
  return ACTIVITY_WORDS.has(wordsOf(kind));
}

/** "Running" -> "run", "TrailRun" -> "trail run"; unknown names as their words. */
export function activityOf(name: string): string {
  const words = wordsOf(name);
  return ownEntry(ACTIVITIES, words) ?? words;
}

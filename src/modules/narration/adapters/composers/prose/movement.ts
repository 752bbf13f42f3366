import { ownEntry } from '../../../../understanding';
import type { DayStory, StoryEvent } from '../../../../understanding';
import type { Workout } from '../../../../understanding';
import { article, atTime, measure, minuteOn, quote, sentence } from './phrases';
import type { Sentence } from './sentence';

/** Verbs for what a person did, in the past tense; other activities are named as nouns. */
const VERBS: Record<string, string> = {
  run: 'Ran',
  'trail run': 'Ran a trail',
  'treadmill run': 'Ran on the treadmill',
  ride: 'Rode',
  walk: 'Walked',
  hike: 'Hiked',
  swim: 'Swam',
  row: 'Rowed',
};

/** Workouts, one sentence each: "Ran “Landwehrkanal loop” at 07:10: 10.3 km in 54 min, 152 bpm average." */
export function movementSentences(story: DayStory, day: string): Sentence[] {
  return story.workouts.map((workout) => ({
    theme: 'movement',
    salience: 10 + Math.min(5, (workout.distanceM ?? 0) / 2000 + (workout.movingS ?? workout.elapsedS ?? 0) / 1200),
    minute: minuteOn(workout.at, day),
    text: workoutSentence(workout, day),
    headline: workoutHeadline(workout),
  }));
}

function workoutSentence(workout: StoryEvent<Workout>, day: string): string {
  const activity = workout.activity || 'workout';
  const verb = ownEntry(VERBS, activity);
  const name = workout.name && !isDefaultName(workout.name, activity) ? quote(workout.name) : null;
  const when = atTime(workout.at, day);
  const opening = verb
    ? [verb, name, workout.place && !name ? `in ${workout.place}` : null, when].filter(Boolean).join(' ')
    : [name ? `${name}, ${withArticle(activity)}` : withArticle(activity), when].filter(Boolean).join(' ');
  const details = detailsOf(workout);
  const note = workout.note ? ` ${quote(workout.note)}` : '';
  return sentence(`${opening}${details ? `: ${details}` : ''}`) + note;
}

/** "10.3 km in 54 min, 152 bpm average, 86 m climbed, 720 kcal" */
function detailsOf(workout: StoryEvent<Workout>): string {
  const parts: string[] = [];
  const duration = workout.movingS ?? workout.elapsedS;
  const distance =
    workout.distanceM !== undefined ? measure({ label: '', dimension: 'distance', value: workout.distanceM }) : null;
  const time = duration !== undefined ? measure({ label: '', dimension: 'duration', value: duration }) : null;
  if (distance && time) parts.push(`${distance} in ${time}`);
  else if (distance ?? time) parts.push((distance ?? time)!);
  // Stops along the way: the time from start to finish too, when it is minutes longer.
  if (workout.movingS !== undefined && workout.elapsedS !== undefined && workout.elapsedS - workout.movingS >= 120) {
    parts.push(`${measure({ label: '', dimension: 'duration', value: workout.elapsedS })} in all`);
  }
  if (workout.heartRateAvg !== undefined)
    parts.push(`${measure({ label: '', dimension: 'heart-rate', value: workout.heartRateAvg })} average`);
  if (workout.heartRateMax !== undefined)
    parts.push(`${measure({ label: '', dimension: 'heart-rate', value: workout.heartRateMax })} at most`);
  if (workout.powerW !== undefined) parts.push(`${Math.round(workout.powerW)} W average`);
  if (workout.elevationGainM !== undefined && workout.elevationGainM >= 1)
    parts.push(`${measure({ label: '', dimension: 'distance', value: workout.elevationGainM })} climbed`);
  if (workout.energyKcal !== undefined)
    parts.push(measure({ label: '', dimension: 'energy', value: workout.energyKcal }));
  if (workout.steps !== undefined) parts.push(measure({ label: '', dimension: 'steps', value: workout.steps }));
  if (workout.temperatureC !== undefined)
    parts.push(`${measure({ label: '', dimension: 'temperature', value: workout.temperatureC })} outside`);
  return parts.join(', ');
}

/** Activities said without an article ("yoga", "strength training"); others take one ("a ride"). */
const UNCOUNTED =
  /^(?:yoga|pilates|strength training|weight training|hiit|crossfit|stretching|meditation|breathwork|cardio|dance|climbing|bouldering|skiing|snowboarding|surfing|rowing|swimming|cycling|running|walking|hiking)$/;

function withArticle(activity: string): string {
  return UNCOUNTED.test(activity) ? activity : `${article(activity)} ${activity}`;
}

/** "Landwehrkanal loop, a 10.3 km run" or "A 10.3 km run". */
function workoutHeadline(workout: StoryEvent<Workout>): string {
  const activity = workout.activity || 'workout';
  const distance =
    workout.distanceM !== undefined
      ? `${measure({ label: '', dimension: 'distance', value: workout.distanceM })} `
      : '';
  const what = `${article(distance || activity)} ${distance}${activity}`;
  return workout.name && !isDefaultName(workout.name, activity)
    ? `${workout.name}, ${what}`
    : what.charAt(0).toUpperCase() + what.slice(1);
}

/** Names a tool gives by default ("Morning Run", "Afternoon Ride", "Running") say nothing the activity does not. */
function isDefaultName(name: string, activity: string): boolean {
  const words = name
    .toLowerCase()
    .replace(/[^a-z ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const plain = new Set([
    'morning',
    'afternoon',
    'evening',
    'night',
    'lunch',
    'midday',
    'outdoor',
    'indoor',
    ...activity.split(' '),
    'running',
    'cycling',
    'walking',
    'ride',
    'run',
    'walk',
    'swim',
    'hike',
    'workout',
    'activity',
  ]);
  return words.length > 0 && words.every((word) => plain.has(word));
}

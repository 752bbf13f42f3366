import { ownEntry } from '../../../../understanding';
import type { When } from '../../../../understanding';
import { clock, atTime, span, plural, listOf } from './phrases';

// How a thing's changes of state are said: each change when few, else how often it was in each state.

/** States a thing goes to and comes back from: the first is what a person counts ("opened 8 times"). */
const STATE_PAIRS: Array<[string, string, string]> = [
  ['open', 'closed', 'opened'],
  ['opened', 'closed', 'opened'],
  ['on', 'off', 'switched on'],
  ['unlocked', 'locked', 'unlocked'],
  ['detected', 'clear', 'detected something'],
  ['home', 'not home', 'came home'],
  ['playing', 'paused', 'started playing'],
];

/** What reaching a state is called: "opened", "switched off", "left home"; others "went to <state>". */
const STATE_VERBS: Record<string, string> = {
  open: 'opened',
  opened: 'opened',
  // (A match's outcome, "against Nanook was lost at 09:41".)
  won: 'was won',
  lost: 'was lost',
  drew: 'ended in a draw',
  closed: 'closed',
  on: 'switched on',
  off: 'switched off',
  locked: 'locked',
  unlocked: 'unlocked',
  home: 'came home',
  'not home': 'left home',
  away: 'left home',
  detected: 'detected something',
  'motion detected': 'detected motion',
  rang: 'rang',
  armed: 'was armed',
  disarmed: 'was disarmed',
  clear: 'cleared',
  wet: 'got wet',
  dry: 'dried',
  returning: 'headed back',
  docked: 'docked',
  cleaning: 'started cleaning',
  charging: 'started charging',
  playing: 'started playing',
  paused: 'paused',
  idle: 'went idle',
  // How a run ended (a build, a job, a backup).
  success: 'succeeded',
  succeeded: 'succeeded',
  successful: 'succeeded',
  passed: 'passed',
  failed: 'failed',
  failure: 'failed',
  errored: 'failed',
  entered: 'arrived',
  arrived: 'arrived',
  exited: 'left',
  departed: 'left',
  error: 'failed',
  completed: 'completed',
  finished: 'finished',
  cancelled: 'was cancelled',
  canceled: 'was cancelled',
  removed: 'was removed',
  deleted: 'was deleted',
  running: 'started',
  started: 'started',
  stopped: 'stopped',
};

/** A state as words, spelt as the entry spells it ("canceled" is "cancelled"). */
export function stateWords(state: string): string {
  return state.replace(/_/g, ' ').replace(/\bcanceled\b/gi, 'cancelled');
}

/** A state as what happened when it was reached ("success" is "succeeded", "open" is "opened"), else as sent. */
export function reachedState(state: string): string {
  const words = stateWords(state);
  return ownEntry(STATE_VERBS, words.toLowerCase()) ?? words;
}

/** "detected something" of a motion sensor is motion. */
function named(verb: string, name: string): string {
  return verb === 'detected something' && /motion|movement|presence|occupancy/i.test(name) ? 'detected motion' : verb;
}

/** States on the way to another (a garage door "opening" before "open"): the one reached is what happened. */
const PASSING_STATES = new Set(['opening', 'closing', 'locking', 'unlocking']);

/**
 * "Alex left home at 08:19 and came home at 18:02", "Front Door unlocked by Maria at 12:04": each of a few state
 * changes in order, with who did it when it was someone else.
 */
export function transitionsPhrase(
  name: string,
  transitions: Array<{ state: string; at: When; by?: string; names?: readonly string[] }>,
  day: string,
): string {
  const steps = transitions
    .filter(({ state }) => !PASSING_STATES.has(state.toLowerCase()))
    .map(({ state, at, by, names }) => {
      const words = state.replace(/_/g, ' ');
      const verb = named(reaching(words), name);
      // (What only this change names, where a release went: "succeeded at 15:33 (production)".)
      const own = names && names.length > 0 ? ` (${names.join(', ')})` : '';
      return `${verb}${by ? ` by ${by}` : ''}${atTime(at, day) ? ` ${atTime(at, day)}` : ''}${own}`;
    });
  return `${name} ${listOf(steps)}`;
}

export interface StateSeen {
  state: string;
  count: number;
  first: When;
  last: When;
}

/**
 * What a thing's state changes come to, as a person says it: "Front door
 * opened 8 times (07:55–22:10)", "Washing machine went to done at 14:20";
 * null when its states are not such a pair or a single change.
 */
export function stateChangePhrase(
  name: string,
  states: StateSeen[],
  changes: number,
  lastState: string | null,
  day: string,
): string | null {
  const byState = new Map(states.map((s) => [s.state.toLowerCase().replace(/_/g, ' '), s]));
  for (const [active, rest, pairVerb] of STATE_PAIRS) {
    const verb = named(pairVerb, name);
    const seen = byState.get(active);
    if (!seen || !(byState.has(rest) || byState.size === 1)) continue;
    if (seen.count === 1) return `${name} ${verb} ${atTime(seen.first, day)}`.trim();
    const times = [seen.first, seen.last]
      .filter((when) => when.day === day && when.minute !== null)
      .map((when) => clock(when.minute!));
    if (seen.count === 2 && new Set(times).size === 2) return `${name} ${verb} at ${listOf(times)}`;
    const when = span(seen.first, seen.last, day);
    return `${name} ${verb} ${plural(seen.count, 'time')}${when ? ` (${when})` : ''}`;
  }
  if (changes === 1 && lastState)
    return `${name} ${named(reaching(lastState.replace(/_/g, ' ')), name)} ${atTime(states[0]?.first, day)}`.trim();
  return null;
}

/** What reaching a state is called: its verb, "was <state>" for one word in the past tense ("was archived"), else "went to <state>". */
function reaching(state: string): string {
  const known = ownEntry(STATE_VERBS, state.toLowerCase());
  if (known) return known;
  return /^[a-z]{3,}ed$/i.test(state) ? `was ${state.toLowerCase()}` : `went to ${state}`;
}

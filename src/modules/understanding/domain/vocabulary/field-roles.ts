import { MAX_KEY_CHARS, hasAny, keyWords, wordSet } from './key-words';
import { isTechnical } from './technical-words';
import { KIND_WORDS, STATE_WORDS, TextRole, isContext, textRoleOf } from './text-roles';
import { TIME_ENDS, isDeadline, timeRank } from './time-roles';

// What a field is for, judged by the words of its name. Generic vocabulary, no vendor's schema.

export const VERB_WORDS = wordSet('action', 'aspect', 'verb', 'operation', 'change');

/** What a field's name says, worked out once per name: a busy day repeats the same few names millions of times. */
export interface FieldProfile {
  words: string[];
  technical: boolean;
  role: TextRole | null;
  /** Rank as the item's event time, or null. */
  timeRank: number | null;
  state: boolean;
  kind: boolean;
  verb: boolean;
  /** An "old"/"previous" branch of a change event. */
  stale: boolean;
  /** The time something ended or arrived ("end", "stop", "arrival"), not when it was updated. */
  ends: boolean;
  /** An object under this name says who or where, or defines a category: context, not content. */
  context: boolean;
  /** It says who or where (a repository, a project, a sender), whatever its size. */
  owner: boolean;
}

const STALE_WORDS = wordSet('old', 'previous', 'prev', 'before', 'from', 'original');

/** Objects under these names define a category (a Jira status, an issue type): their descriptions are the tool's, not the person's. */
const CATEGORY_WORDS = wordSet(
  'type',
  'kind',
  'category',
  'status',
  'state',
  'priority',
  'resolution',
  'severity',
  'level',
  'template',
  'schema',
  'genre',
  'genres',
);

/** Last words of a field that names a thing a state word qualifies (`weatherStation`, `status_icon`): no state. */
const NAMES_A_THING = wordSet('station', 'provider', 'source', 'service', 'sensor', 'icon', 'url', 'link', 'image');

const profiles = new Map<string, FieldProfile>();

const MAX_PROFILES = 10_000;

export function profileOfWords(words: string[]): FieldProfile {
  return {
    words,
    technical: isTechnical(words),
    role: textRoleOf(words),
    timeRank: timeRank(words),
    state: hasAny(words, STATE_WORDS) && !NAMES_A_THING.has(words[words.length - 1]),
    kind: hasAny(words, KIND_WORDS),
    verb: hasAny(words, VERB_WORDS),
    stale: hasAny(words, STALE_WORDS),
    // (A deadline's `valid_until` ends nothing that happened.)
    ends: hasAny(words, TIME_ENDS) && !isDeadline(words),
    context: isContext(words) || hasAny(words, CATEGORY_WORDS),
    owner: isContext(words),
  };
}

export function fieldProfile(key: string): FieldProfile {
  // Cached by the part of the name that is read: the cache holds at most MAX_PROFILES short strings.
  const name = key.length > MAX_KEY_CHARS ? key.slice(0, MAX_KEY_CHARS) : key;
  let profile = profiles.get(name);
  if (!profile) {
    profile = profileOfWords(keyWords(name));
    if (profiles.size >= MAX_PROFILES) profiles.clear();
    profiles.set(name, profile);
  }
  return profile;
}

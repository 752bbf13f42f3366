import { JsonObject as Json, isObject } from '../vocabulary/json-reading';
import { keyWords } from '../vocabulary/key-words';
import { Identities, actorNameOf } from './item-actors';

// A match's two sides (`team` and `opponent`, `home` and `away`, `white` and `black`): who played whom, and who won by
// the score each side made. What a person remembers of a game is whom it was against and how it ended, not each
// side's cards and levels.

/** Keys of a match's sides, the person's (when no identity says otherwise) first. */
const SIDE_PAIRS: ReadonlyArray<{ own: string; other: string; ownByName: boolean }> = [
  { own: 'team', other: 'opponent', ownByName: true },
  { own: 'player', other: 'opponent', ownByName: true },
  { own: 'home', other: 'away', ownByName: false },
  { own: 'white', other: 'black', ownByName: false },
];

/** Fields of a side's member that say what it scored. */
const SCORE_KEYS = new Set(['crowns', 'score', 'goals', 'points']);
const MAX_MEMBERS = 10;

export interface MatchSides {
  /** The two sides' keys, read here and not again as the record's parts. */
  keys: [string, string];
  /** "against Nanook", "with Sitka Sam against Aurora B and Moose Tracks", "Ana vs Ben". */
  phrase: string;
  result: 'won' | 'lost' | 'drew' | null;
}

/** The match a record holds, or null when it names no two sides of players. */
export function matchSidesOf(object: Json, identities: Identities | undefined): MatchSides | null {
  const byWord = new Map<string, string>();
  for (const key of Object.keys(object)) {
    const words = keyWords(key);
    const word = words.length === 1 ? words[0] : words.length === 2 && words[1] === 'team' ? words[0] : null;
    if (word !== null) byWord.set(word.replace(/s$/, ''), key);
  }
  for (const pair of SIDE_PAIRS) {
    const ownKey = byWord.get(pair.own);
    const otherKey = byWord.get(pair.other);
    if (ownKey === undefined || otherKey === undefined) continue;
    let own = membersOf(object[ownKey]);
    let other = membersOf(object[otherKey]);
    if (own === null || other === null || own.names.length === 0 || other.names.length === 0) continue;
    const me = (side: Side) => identities !== undefined && side.names.some((name) => identities.isMe(name));
    if (me(other) && !me(own)) [own, other] = [other, own];
    else if (!me(own) && !pair.ownByName) {
      // Neither side is known to be the person's: both are named, and no one won or lost in their name.
      return { keys: [ownKey, otherKey], phrase: `${listed(own.names)} vs ${listed(other.names)}`, result: null };
    }
    const mates = own.names.filter((name) => identities === undefined || !identities.isMe(name));
    // (Alone on a side, the person is themself: their own name says nothing.)
    const withMates = own.names.length > 1 && mates.length > 0 ? `with ${listed(mates)} ` : '';
    return {
      keys: [ownKey, otherKey],
      phrase: `${withMates}against ${listed(other.names)}`,
      result: resultOf(own.score, other.score),
    };
  }
  return null;
}

interface Side {
  names: string[];
  score: number | null;
}

/** A side's players (an object or a list of them) by name, and what they scored together. */
function membersOf(value: unknown): Side | null {
  const members = Array.isArray(value) ? value.slice(0, MAX_MEMBERS) : [value];
  if (!members.every(isObject)) return null;
  const names: string[] = [];
  let score: number | null = null;
  for (const member of members as Json[]) {
    const name = actorNameOf(member);
    if (name !== null && !names.includes(name)) names.push(name);
    for (const [key, field] of Object.entries(member))
      if (typeof field === 'number' && Number.isFinite(field) && SCORE_KEYS.has(keyWords(key).join(' ')))
        score = (score ?? 0) + field;
  }
  return { names, score };
}

function resultOf(own: number | null, other: number | null): MatchSides['result'] {
  if (own === null || other === null) return null;
  return own > other ? 'won' : own < other ? 'lost' : 'drew';
}

function listed(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

import { hasAny, wordSet } from './key-words';

// The role a field's words give its text (a title, the person's own words, a name), how telling it is, and which fields only say who or where.

/** States, actions and event names. */
export const STATE_WORDS = wordSet(
  'state',
  'status',
  'action',
  'result',
  'outcome',
  'conclusion',
  // (A judge's, a test's: `verdict: "WRONG_ANSWER"`.)
  'verdict',
  'condition',
  'phase',
  'stage',
  'mode',
  'severity',
  'weather',
);

/** Fields that name what kind of event or thing an item is. */
export const KIND_WORDS = wordSet(
  'type',
  'kind',
  'archetype',
  'trigger',
  'event',
  'object',
  'activity',
  'sport',
  'category',
  'entity',
  'resource',
);

/** The person's own words. */
const OWN_TEXT = wordSet(
  'text',
  'message',
  'msg',
  'note',
  'notes',
  'body',
  'comment',
  'content',
  'description',
  'caption',
  'memo',
  'entry',
  'journal',
  'thought',
  'reply',
  'quote',
  'review',
  'remark',
  'annotation',
  'details',
  'feeling',
  'mood',
  'highlight',
  'excerpt',
  'answer',
  'reason',
  // What someone asked for with an order or a booking ("Extra tzatziki please"), also as notes on its lines
  // (`observations: "sem cebola"`).
  'instructions',
  'observations',
  'request',
);

const TITLE = wordSet('title', 'subject', 'summary', 'headline', 'topic');

/** What a catalogue says of a work (an episode's overview, a paper's abstract, a recipe's steps): nobody's words of the day. */
export const CATALOGUE_TEXT = wordSet(
  'overview',
  'synopsis',
  'plot',
  'tagline',
  'blurb',
  'abstract',
  'logline',
  'instruction',
  'instructions',
  'directions',
);

/** What a recording heard (a meeting's transcript, a video's captions): everyone's words, the recording's content. */
export const RECORDED_TEXT = wordSet('transcript', 'transcription', 'transcripts', 'captions', 'subtitles');

/** Own-words fields that as often hold a code (`deleteReason: "manual"`): one word there is a code, not words. */
export const CODED_OWN_TEXT = wordSet('reason', 'cause');

const NAME = wordSet(
  'name',
  'label',
  // A security's ticker ("NVDA").
  'symbol',
  'ticker',
  // A flight's designator ("IB 3166").
  'designator',
  'flight',
  // Who wrote a work someone saved or read.
  'byline',
  // Where a game was played.
  'map',
  'friendly',
  'merchant',
  'payee',
  'artist',
  'album',
  'track',
  'song',
  'book',
  'author',
  'city',
  'country',
  // (A place's parts: where a station or a home is.)
  'town',
  'village',
  'suburb',
  'district',
  'locality',
  'neighborhood',
  'neighbourhood',
  'project',
  'repository',
  'repo',
  'venue',
  'show',
  'movie',
  'game',
  'playlist',
  'program',
  'programme',
  'product',
  'pet',
  'habit',
  'course',
  'skill',
  'exercise',
  'workout',
  'recipe',
  'meal',
  'food',
  'login',
  'handle',
  'nickname',
  'station',
  'room',
  'area',
  // (Which camera saw it: where, in a home of cameras named for their places.)
  'camera',
);

export type TextRole = 'title' | 'own' | 'name';

/** Words of the name of the service a record came through (`music_service_name: "Spotify"`): where from, not what. */
export const SENDER_WORDS = wordSet('service', 'client', 'submission', 'provider', 'platform');

/**
 * Objects that an event carries along to say who or where (the repository,
 * the sender, the device): their texts describe the context, not the day.
 */
const CONTEXT = wordSet(
  'repository',
  'repo',
  'project',
  'organization',
  'org',
  'sender',
  'owner',
  'user',
  'team',
  'installation',
  'enterprise',
  'workspace',
  'account',
  'app',
  'application',
  'robot',
  'assignee',
  'assignees',
  'reviewer',
  'reviewers',
  'creator',
  'actor',
  'member',
  'profile',
  'pusher',
  'committer',
  'author',
  'requested',
  'base',
  'head',
  'organisation',
  'tenant',
  'site',
  'server',
  'host',
  'client',
  'integration',
  'device',
  'player',
  'session',
  'notification',
  'username',
  'question',
  'prompt',
  // A board's column a change was made in, the group an item sits in, the bucket a file is stored in: where, not what.
  'column',
  'group',
  'bucket',
  // What the sender was not sure of: the places it did not choose.
  'candidate',
  'candidates',
  'alternative',
  'alternatives',
  'suggestion',
  'suggestions',
);

export function isContext(words: readonly string[]): boolean {
  // (A thing's profile, a traded security's `SymbolProfile`, is what the record is about: no one's account.)
  if (words.length === 2 && words[1] === 'profile' && !CONTEXT.has(words[0]) && !PERSON_PROFILE.has(words[0]))
    return false;
  // (A party's own note on the record, `hostNote` or `sender_comment`, is that party's words, not what the record is in.)
  if (words.length === 2 && PARTY_NOTE.has(words[1])) return false;
  return hasAny(words, CONTEXT);
}

const PARTY_NOTE = wordSet('note', 'notes', 'comment', 'comments', 'memo', 'remark', 'remarks');

/** Whose profile a profile of a person is (`customer_profile`, `author_profile`). */
const PERSON_PROFILE = wordSet('customer', 'author', 'person', 'public', 'social', 'athlete', 'player', 'contact');

/** Last words of a state's text (`WeatherText`, `status_description`, `condition_message`). */
const STATE_TEXT_ENDS = wordSet('text', 'description', 'message', 'desc', 'msg');

/** The role a prose or word value plays under this field name, or null when the name says nothing. */
/** Last words of a compound field naming the way a thing travelled, not the thing (`MessageStream`, `mail_encoding`). */
const CONDUIT_ENDS = new Set(['stream', 'encoding', 'charset', 'transport', 'protocol']);

export function textRoleOf(words: readonly string[]): TextRole | null {
  // "entry_point_type", "message_status": a category of the thing, not its text.
  const last = words[words.length - 1];
  if (
    last !== undefined &&
    (KIND_WORDS.has(last) ||
      STATE_WORDS.has(last) ||
      last === 'code' ||
      last === 'format' ||
      last === 'unit' ||
      last === 'units' ||
      // (A message's `stream`, `channel` or `encoding` is how it travelled: "outbound", not its words.)
      (words.length >= 2 && CONDUIT_ENDS.has(last)))
  )
    return null;
  if (hasAny(words, TITLE)) return 'title';
  // A state's text (`WeatherText: "Sunny"`, `status_description`) says where a thing stands, in nobody's words.
  if (words.length >= 2 && STATE_WORDS.has(words[words.length - 2]) && STATE_TEXT_ENDS.has(last)) return null;
  if (hasAny(words, OWN_TEXT)) return 'own';
  if (hasAny(words, NAME)) return 'name';
  return null;
}

/** How much a text under this role says about the day; deeper fields say less. */
/** How telling a text is by its role: a title says what it is, the person's own words nearly as much, a name less. */
const ROLE_WEIGHT = { title: 10, own: 9, name: 6, other: 3 } as const;

/** Each level down an item, a text counts this share of one a level up: what an item says of itself comes first. */
const DEPTH_SHARE = 0.75;

export function textWeight(role: TextRole | null, depth: number): number {
  return ROLE_WEIGHT[role ?? 'other'] * DEPTH_SHARE ** Math.max(0, depth - 1);
}

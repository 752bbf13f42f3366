import { MAX_KEY_CHARS, hasAny, keyWords } from './key-words';

/** What a field is for, judged by the words of its name. Generic vocabulary, no vendor's schema. */

const set = (...words: string[]) => new Set(words);

/** The person's own words. */
const OWN_TEXT = set(
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
);
const TITLE = set('title', 'subject', 'summary', 'headline', 'topic');
const NAME = set(
  'name',
  'label',
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
  'project',
  'repository',
  'repo',
  'venue',
  'show',
  'movie',
  'game',
  'playlist',
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
);
/** States, actions and event names. */
export const STATE_WORDS = set(
  'state',
  'status',
  'action',
  'result',
  'outcome',
  'conclusion',
  'condition',
  'phase',
  'stage',
  'mode',
  'severity',
  'weather',
);
/** Fields that name what kind of event or thing an item is. */
export const KIND_WORDS = set('type', 'kind', 'event', 'object', 'activity', 'sport', 'category', 'entity');
export const VERB_WORDS = set('action', 'aspect', 'verb', 'operation', 'change');

/**
 * Machinery that no diary reader wants: identifiers, credentials, addresses
 * of resources and of the sending machine, formats and versions.
 */
const TECHNICAL = set(
  'id',
  'ids',
  'uuid',
  'guid',
  'uid',
  'sid',
  'oid',
  'sha',
  'sha1',
  'sha256',
  'hash',
  'digest',
  'checksum',
  'hmac',
  'salt',
  'signature',
  'sig',
  'token',
  'secret',
  'password',
  'key',
  'nonce',
  'etag',
  'cursor',
  'fingerprint',
  'polyline',
  'encoded',
  'base64',
  'blob',
  'href',
  'url',
  'uri',
  'urls',
  'link',
  'links',
  'avatar',
  'gravatar',
  'icon',
  'thumbnail',
  'color',
  'colour',
  'slug',
  'node',
  'mac',
  'serial',
  'imei',
  'host',
  'hostname',
  'shell',
  'cwd',
  'dir',
  'directory',
  'path',
  'pid',
  'ip',
  'agent',
  'locale',
  'lang',
  'language',
  'timezone',
  'tz',
  'version',
  'schema',
  'format',
  'encoding',
  'mime',
  'charset',
  'platform',
  'os',
  'sdk',
  'env',
  'environment',
  'region',
  'port',
  'protocol',
  'method',
  'scheme',
  'webhook',
  'hook',
  'callback',
  'endpoint',
  'api',
  'ref',
  'refs',
  'template',
  'css',
  'html',
  'markdown',
  'query',
  'params',
  'headers',
  'cookie',
  'session',
  'trace',
  'span',
  'installation',
  'permissions',
  'scope',
  'scopes',
  'visibility',
  'private',
  'fork',
  'admin',
  'bot',
  'internal',
  'deleted',
  'hidden',
  'draft',
  'locked',
  'gid',
  'utc',
  'offset',
  'wid',
  'tid',
  'cid',
  'rid',
  'hypnogram',
  'samples',
  'series',
  'streams',
  'blurhash',
  'formatted',
);

export type TextRole = 'title' | 'own' | 'name';

/** Words that make any field technical wherever they stand ("ip_address", "api_key_hint"). */
const ALWAYS_TECHNICAL = set(
  'id',
  'ids',
  'uuid',
  'guid',
  'sha',
  'sha1',
  'sha256',
  'hash',
  'token',
  'secret',
  'password',
  'signature',
  'url',
  'uri',
  'href',
  'ip',
  'mac',
  'polyline',
  'encoded',
  'base64',
  'nonce',
  'etag',
  'cursor',
  'checksum',
  'fingerprint',
  'conference',
  'reminder',
  'reminders',
  'webhook',
  'raw',
);

/** A field is technical when it ends in a technical word ("cli_version", "node_id") or holds an identifier word anywhere; "private_note" is a note. */
export function isTechnical(words: readonly string[]): boolean {
  return words.length > 0 && (TECHNICAL.has(words[words.length - 1]) || hasAny(words, ALWAYS_TECHNICAL));
}

/**
 * Objects that an event carries along to say who or where (the repository,
 * the sender, the device): their texts describe the context, not the day.
 */
const CONTEXT = set(
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
);

export function isContext(words: readonly string[]): boolean {
  return hasAny(words, CONTEXT);
}

/** The role a prose or word value plays under this field name, or null when the name says nothing. */
export function textRoleOf(words: readonly string[]): TextRole | null {
  // "entry_point_type", "message_status": a category of the thing, not its text.
  const last = words[words.length - 1];
  if (last !== undefined && (KIND_WORDS.has(last) || STATE_WORDS.has(last) || last === 'code' || last === 'format'))
    return null;
  if (hasAny(words, TITLE)) return 'title';
  if (hasAny(words, OWN_TEXT)) return 'own';
  if (hasAny(words, NAME)) return 'name';
  return null;
}

/** How much a text under this role says about the day; deeper fields say less. */
export function textWeight(role: TextRole | null, depth: number): number {
  const base = role === 'title' ? 10 : role === 'own' ? 9 : role === 'name' ? 6 : 3;
  return base * 0.75 ** Math.max(0, depth - 1);
}

/** Abbreviations included ("ts", "tst", "dt" are timestamps in many senders' payloads). */
const TIME_FIRST = set(
  'timestamp',
  'ts',
  'tst',
  'dt',
  'time',
  'when',
  'occurred',
  'fired',
  'recorded',
  'logged',
  'event',
  'at',
  'datetime',
);
const TIME_START = set(
  'start',
  'started',
  'starts',
  'begin',
  'began',
  'from',
  'departure',
  'depart',
  'departs',
  'departed',
  'departing',
  'pickup',
  'checkin',
  'onset',
);
const TIME_CREATED = set('created', 'date', 'day', 'sent', 'published', 'posted', 'submitted', 'opened');
const TIME_LATER = set(
  'current',
  'latest',
  'updated',
  'modified',
  'changed',
  'end',
  'ended',
  'ends',
  'finished',
  'completed',
  'closed',
  'last',
  'until',
  'to',
  'stop',
  'stopped',
  'arrival',
  'arrive',
  'arrives',
  'arrived',
  'arriving',
  'dropoff',
  'checkout',
);
const TIME_ENDS = set(
  'current',
  'latest',
  'end',
  'ended',
  'ends',
  'stop',
  'stopped',
  'until',
  'arrival',
  'arrive',
  'arrives',
  'arrived',
  'finished',
  'dropoff',
  'checkout',
);
/** When the data reached some machine, not when it happened: the last choice for an item's time. */
const TIME_DELIVERY = set(
  'received',
  'upload',
  'uploaded',
  'sync',
  'synced',
  'import',
  'imported',
  'fetched',
  'delivered',
  'processed',
  'indexed',
  'ingested',
  'exported',
  'queued',
);

/** Rank of a field as the item's own event time (lower is better), or null when its name is not about time. */
export function timeRank(words: readonly string[]): number | null {
  const local = words.includes('local') ? 0.5 : 0;
  if (hasAny(words, TIME_DELIVERY)) return 5 + local;
  if (hasAny(words, TIME_START)) return 1 + local;
  if (hasAny(words, TIME_LATER)) return 3 + local;
  if (hasAny(words, TIME_CREATED)) return 2 + local;
  if (hasAny(words, TIME_FIRST)) return 0 + local;
  return null;
}

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

const STALE_WORDS = set('old', 'previous', 'prev', 'before', 'from', 'original');
/** Objects under these names define a category (a Jira status, an issue type): their descriptions are the tool's, not the person's. */
const CATEGORY_WORDS = set(
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
);
const profiles = new Map<string, FieldProfile>();
const MAX_PROFILES = 10_000;

export function profileOfWords(words: string[]): FieldProfile {
  return {
    words,
    technical: isTechnical(words),
    role: textRoleOf(words),
    timeRank: timeRank(words),
    state: hasAny(words, STATE_WORDS),
    kind: hasAny(words, KIND_WORDS),
    verb: hasAny(words, VERB_WORDS),
    stale: hasAny(words, STALE_WORDS),
    ends: hasAny(words, TIME_ENDS),
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

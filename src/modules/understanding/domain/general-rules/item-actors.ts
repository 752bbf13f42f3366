// Whose action an item is: the person's (one of the account's identities), or someone else's, named.

/** Fields whose object is who acted: the event's user or actor, a text's author, a message's sender. */
const ACTOR_WORDS = new Set([
  'actor',
  'user',
  'sender',
  'author',
  'creator',
  'from',
  'by',
  'doer',
  'initiator',
  'commenter',
  'host',
  'organizer',
  'organiser',
  'poster',
  // Who pushed an image or a commit, uploaded a file, submitted a form or a run.
  'pusher',
  'uploader',
  'submitter',
  // Who paid or bought: a payment's payer (a shop's `customer` is often an address book entry known by e-mail only).
  'payer',
  'buyer',
  'purchaser',
]);

/** Fields of such an object that name the person, best first. */
const NAME_KEYS = [
  'displayName',
  'display_name',
  'fullName',
  'full_name',
  // (A bank account's holder: a transfer's recipient.)
  'accountHolderName',
  'account_holder_name',
  'name',
  'nickname',
  'realName',
  'real_name',
  'userName',
  'user_name',
  'username',
  'login',
  'handle',
  'screen_name',
];

/** An e-mail address names the person only when nothing else does (a name in parts says it as they would). */
const EMAIL_KEYS = ['email', 'emailAddress'];

/** Fields of the party an action went to (a payment's counterparty, a message's recipient): whoever they name was acted on. */
const RECEIVER_WORDS = new Set([
  'counterparty',
  'payee',
  'recipient',
  'receiver',
  'beneficiary',
  'creditor',
  'merchant',
  'to',
  'target',
  // Whom a task was given to.
  'assignee',
  'assignees',
]);

/** Whether a field names the party an action went to: a user named below it did not act. */
export function isReceiverField(words: readonly string[]): boolean {
  return words.some((word) => RECEIVER_WORDS.has(word));
}

/** Words that make an actor's field another party's (`otherUser`: the one a lock's user added, not who acted). */
const NOT_THE_ACTOR = new Set(['other', 'to', 'target']);

export function isActorField(words: readonly string[]): boolean {
  const last = words[words.length - 1];
  return (
    last !== undefined &&
    !words.some((word) => NOT_THE_ACTOR.has(word)) &&
    (ACTOR_WORDS.has(last) || (words.length === 2 && ACTOR_WORDS.has(words[0])))
  );
}

/** Names a sender puts where there is nobody ("Unknown User", "deleteduser", "anonymous"). */
const PLACEHOLDER_NAME =
  /^(?:unknown(?:[ _-]?user)?|deleted(?:[ _-]?user)?|anonymous(?:[ _-]?user)?|n\/a|none|null|undefined|system)$/i;

/** A system's name where a person would be (`expiring-node-key-marker`, `renovate[bot]`): three code words or a bot. */
const SYSTEM_NAME = /^(?:[a-z]+(?:[-_][a-z]+){2,}|[\w.-]+(?:\[bot\]|[-_]bot))$/;

/** Whether a name an item gives is nobody's: a placeholder where a user was removed or never known, or a system's. */
export function isPlaceholderName(name: string): boolean {
  return PLACEHOLDER_NAME.test(name.trim()) || SYSTEM_NAME.test(name.trim());
}

const NAME_WORDS = new Set(['name', 'login', 'username', 'handle']);

/** Keys only an account of a person has: a handle. */
const HANDLE_KEYS = ['screen_name', 'screenName', 'username', 'user_name', 'handle', 'login'];

/** Keys only an account's profile has beside its handle: its followers, its picture. */
const PROFILE_KEYS = [
  'followers_count',
  'followersCount',
  'friends_count',
  'statuses_count',
  'profile_image_url',
  'bio',
];

/** An account's profile (a handle with its followers or picture): its bio and place describe the account, not the day. */
export function isProfile(object: Record<string, unknown>): boolean {
  return HANDLE_KEYS.some((key) => typeof object[key] === 'string') && PROFILE_KEYS.some((key) => key in object);
}

/**
 * The `source` of a social event that is an account (`{source: {name, screen_name}, target}` of a follow): who acted.
 * A source of data (`source: {name: "Garmin"}`) has no handle and is not.
 */
export function isPersonSource(words: readonly string[], object: Record<string, unknown>): boolean {
  return (
    words.length === 1 &&
    words[0] === 'source' &&
    HANDLE_KEYS.some((key) => typeof object[key] === 'string' && (object[key] as string).trim() !== '')
  );
}

/**
 * A flat field that names who acted: `user_name`, `author_login`, `from_broadcaster_user_name` (Twitch), never the
 * one acted on (`to_broadcaster_user_name`).
 */
export function isActorNameField(words: readonly string[]): boolean {
  const last = words[words.length - 1];
  if (words.length < 2 || !NAME_WORDS.has(last) || words.some((word) => NOT_THE_ACTOR.has(word))) return false;
  return words.slice(0, -1).some((word) => ACTOR_WORDS.has(word));
}

/** One-word fields whose text is who acted (`author: "Maria Santos"`, `committer: "rahul-menon"`). */
const BARE_ACTOR_FIELDS = new Set([
  'actor',
  'user',
  'sender',
  'author',
  'creator',
  'committer',
  'commenter',
  'poster',
  'pusher',
  'uploader',
  'submitter',
  'organizer',
  'organiser',
  'host',
  'payer',
  'buyer',
  'purchaser',
  // Who did an operation on the record (Zoom's `operator`, an e-mail address).
  'operator',
  // Who posted an item (Hacker News's `by: "tptacek"`), never a field's code (`by: "created_at"`).
  'by',
]);

/** A person's name or handle as written ("Maria Santos", "@ada", "rahul-menon"); ids with digits are not. */
const NAME_LIKE = /^@?\p{L}[\p{L}\p{M} .'’_-]{0,60}$/u;

/** A one-word field whose text names who acted, by a name or a handle: never an id (`user: "U024BE7LH"`). */
export function isBareActorField(words: readonly string[], value: string): boolean {
  return (
    words.length === 1 &&
    BARE_ACTOR_FIELDS.has(words[0]) &&
    (NAME_LIKE.test(value.trim()) || EMAIL.test(value.trim())) &&
    !(words[0] === 'by' && /_/.test(value)) &&
    // (A constant in capitals, a condition's `operator: "GREATER_THAN"`, is nobody.)
    !/^[A-Z]+(?:_[A-Z]+)+$/.test(value.trim())
  );
}

const EMAIL = /^[\w.+-]{1,64}@[\w-]+(?:\.[\w-]+)+$/;
/** An address's own part of names ("nisha.thapa", "bram_de_vries"), each of letters. */
const NAMED_ADDRESS = /^(\p{L}{2,})(?:[._](\p{L}{2,}))+$/u;

/** Who an e-mail address names, as a person writes it ("nisha.thapa@…" is Nisha Thapa); else the address. */
export function personOfAddress(name: string): string {
  const local = EMAIL.test(name) ? name.slice(0, name.indexOf('@')) : null;
  if (local === null || !NAMED_ADDRESS.test(local)) return name;
  return local
    .split(/[._]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
    .join(' ');
}

/** The name an actor object gives the person ("Marcus Webb"), or null. */
export function actorNameOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const sent = value as Record<string, unknown>;
  // Keys in any case (`FirstName`, `UserName`, `DisplayName`): one sender's Pascal case is another's camel case.
  const object = Object.keys(sent).some((key) => /^[A-Z]/.test(key))
    ? Object.fromEntries(
        Object.entries(sent).map(([key, field]) => [key.charAt(0).toLowerCase() + key.slice(1), field]),
      )
    : sent;
  // A user's names kept in their profile (`{"wa_id": …, "profile": {"name": …}}`, Slack's `profile.real_name`).
  if (typeof object.profile === 'object' && object.profile !== null && !NAME_KEYS.some((key) => key in object))
    return actorNameOf(object.profile);
  // A name in parts, also as its own object (`payer.name: {given_name, surname}`).
  const parts =
    typeof object.name === 'object' && object.name !== null ? (object.name as Record<string, unknown>) : object;
  const first = parts.first_name ?? parts.firstName ?? parts.given_name ?? parts.givenName;
  const last = parts.last_name ?? parts.lastName ?? parts.surname ?? parts.family_name ?? parts.familyName;
  const whole =
    typeof first === 'string' && first.trim()
      ? `${first.trim()}${typeof last === 'string' && last.trim() ? ` ${last.trim()}` : ''}`
      : null;
  for (const key of NAME_KEYS) {
    const name = object[key];
    if (typeof name !== 'string' || name.trim().length === 0 || name.length > 100) continue;
    // (A handle shown for a name, `display_name: "arjun.m"`, beside the name in full: the name, as people say it.)
    if (whole !== null && whole.includes(' ') && !/\s/.test(name.trim())) return whole;
    return name.trim();
  }
  if (whole !== null) return whole;
  for (const key of EMAIL_KEYS) {
    const email = object[key];
    if (typeof email === 'string' && email.trim().length > 0 && email.length <= 100) return email.trim();
  }
  return null;
}

/**
 * The person, by the account's identities: names, handles ("@ada") and e-mail addresses, each matched whatever its
 * case; a handle also without its "@", an e-mail address also by its own part.
 */
export class Identities {
  private readonly known: ReadonlySet<string>;
  /** The words of the person's full names: a surname or a first name sent alone (a form's `last_name`) is theirs. */
  private readonly parts: ReadonlySet<string>;

  constructor(identities: readonly string[]) {
    const known = new Set<string>();
    const parts = new Set<string>();
    for (const identity of identities) {
      const text = identity.trim().toLowerCase();
      if (!text) continue;
      known.add(text);
      if (text.startsWith('@')) known.add(text.slice(1));
      const words = text.split(/\s+/);
      if (words.length > 1 && !text.includes('@')) for (const word of words) if (word.length > 2) parts.add(word);
    }
    this.known = known;
    this.parts = parts;
  }

  get configured(): boolean {
    return this.known.size > 0;
  }

  /** Whether a name, handle or e-mail address an item gives is the person's. */
  isMe(name: string): boolean {
    const text = name.trim().toLowerCase();
    return this.known.has(text) || this.known.has(text.replace(/^@/, '')) || this.parts.has(text);
  }
}

export const NO_IDENTITIES = new Identities([]);

// (Also named the other way round, `name_first` and `name_last`.)
const FIRST_PART = /^(.*?)(?:(?:first|given)[_ ]?name|name[_ ]?first)$/i;
const MAX_NAME_PAIRS = 4;
const LAST_PART = /^(?:(?:last|family)[_ ]?name|name[_ ]?last)$|^surname$/i;

/**
 * An object's entries with a name sent in parts beside each other (`dropoff_contact_given_name: "Tom"`,
 * `dropoff_contact_family_name: "Gallagher"`) joined into one (`dropoff_contact_full_name: "Tom Gallagher"`): one person,
 * not two names.
 */
export function joinedNameParts(entries: Array<[string, unknown]>): Array<[string, unknown]> {
  // (At most a few pairs an object: a hostile one with thousands of keys costs a bounded walk.)
  const firsts = entries
    .filter(([key, value]) => typeof value === 'string' && /(?:name|first)$/i.test(key) && FIRST_PART.test(key))
    .slice(0, MAX_NAME_PAIRS);
  if (firsts.length === 0) return entries;
  const joined = new Map<string, string>();
  const dropped = new Set<string>();
  for (const [key, value] of firsts) {
    const prefix = FIRST_PART.exec(key)![1];
    const last = entries.find(
      ([other, part]) =>
        typeof part === 'string' && other.startsWith(prefix) && LAST_PART.test(other.slice(prefix.length)),
    );
    if (!last || (value as string).trim() === '' || (last[1] as string).trim() === '') continue;
    joined.set(key, `${(value as string).trim()} ${(last[1] as string).trim()}`);
    dropped.add(last[0]);
  }
  if (joined.size === 0) return entries;
  return entries
    .filter(([key]) => !dropped.has(key))
    .map(([key, value]) => {
      const name = joined.get(key);
      return name === undefined ? [key, value] : [`${FIRST_PART.exec(key)![1]}full_name`, name];
    });
}

/**
 * The one entry of a list that names the person and measures how their part went (a match's participant with their
 * stats), or null: a list of who was there (`{name, email}` each) says who, not how it went.
 */
export function ownEntryAmong(list: readonly unknown[], identities: Identities): unknown {
  const mine = list.filter(
    (element) =>
      typeof element === 'object' &&
      element !== null &&
      !Array.isArray(element) &&
      namesThePerson(element as Record<string, unknown>, identities, 0),
  );
  return mine.length === 1 && measuresAPart(mine[0] as Record<string, unknown>, 0) ? mine[0] : null;
}

/** How deep in an entry the person's name and their part's numbers are looked for (JSON:API's `attributes.stats`). */
const ENTRY_DEPTH = 2;
const MAX_ENTRY_FIELDS = 60;

/** Whether an entry names the person, in its own fields or its parts' (`attributes.stats.name: "doyun_kr"`). */
function namesThePerson(entry: Record<string, unknown>, identities: Identities, depth: number): boolean {
  return Object.values(entry)
    .slice(0, MAX_ENTRY_FIELDS)
    .some((field) =>
      typeof field === 'string'
        ? field.length <= 100 && identities.isMe(field)
        : depth < ENTRY_DEPTH &&
          typeof field === 'object' &&
          field !== null &&
          !Array.isArray(field) &&
          namesThePerson(field as Record<string, unknown>, identities, depth + 1),
    );
}

/** Whether a person's entry in a list holds how their part went (numbers, flags), not only who they are. */
function measuresAPart(entry: Record<string, unknown>, depth: number): boolean {
  const values = Object.values(entry).slice(0, MAX_ENTRY_FIELDS);
  if (values.filter((value) => typeof value === 'number' || typeof value === 'boolean').length >= 2) return true;
  return (
    depth < ENTRY_DEPTH &&
    values.some(
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        measuresAPart(value as Record<string, unknown>, depth + 1),
    )
  );
}

/** How many people a shared record's list may hold for the person's own entry in it to be looked for. */
const MAX_SHARED_ENTRIES = 50;

/**
 * An object's entries with a list of everyone's part in a shared record (a match's players, a race's results) that
 * holds exactly one entry of the person's (`riotIdGameName` one of their handles) read as that entry alone: what they
 * played and how it went is theirs; the others' parts are not.
 */
export function withOwnEntryChosen(
  entries: Array<[string, unknown]>,
  identities: Identities | undefined,
): Array<[string, unknown]> {
  if (!identities?.configured) return entries;
  let changed = false;
  const chosen = entries.map(([key, value]): [string, unknown] => {
    if (!Array.isArray(value) || value.length < 2 || value.length > MAX_SHARED_ENTRIES) return [key, value];
    if (!value.every((element) => typeof element === 'object' && element !== null && !Array.isArray(element)))
      return [key, value];
    const mine = ownEntryAmong(value, identities);
    if (mine === null) return [key, value];
    changed = true;
    return [key, mine];
  });
  return changed ? chosen : entries;
}

import { ownEntry } from './json-reading';
import { keyWords } from './key-words';
import { ENUM_CONSTANT } from './item-words';
import { isFileName } from './value-shapes';

// Texts as a sender wrote them made plain: enumeration names as words, HTML as text.

/** "state_changed", "STATE_CHANGED", "StateChanged" -> "state changed"; other names stay as written. */
export function enumText(text: string): string {
  if (/^[a-z0-9]+(?:[_.:-][a-z0-9]+)+$/.test(text)) return text.replace(/[_.:-]+/g, ' ');
  if (ENUM_CONSTANT.test(text) || /^[A-Za-z][a-z]+(?:[A-Z][a-z0-9]+)+$/.test(text)) return keyWords(text).join(' ');
  return text;
}

/**
 * A name as written: a brand's capitals ("CapitaSpring", "YouTube"), a slug someone chose ("harbourlight-site") and
 * a file's name ("gallery-final.zip") kept, only codes ("IN_SUBWAY", "new_york") spelled out.
 */
export function nameText(text: string): string {
  return /^[A-Z][a-z]+(?:[A-Z][a-z0-9]+)+$/.test(text) || /^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(text) || isFileName(text)
    ? text
    : enumText(text);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text with HTML tags taken out and its character references read (feeds, posts and rich-text fields send HTML). */
/** Mentions written as markup ids: Jira's `[~accountid:5b10…]`, Slack's and Discord's `<@U024BE7LH>`, `<!channel>`. */
const MENTION_MARKUP = /\[~(?:accountid:)?[\w:-]{1,80}\]|<[@!#][\w|.-]{1,80}>/g;

/**
 * A mention a message opens with to address a bot or a person (`@**Standup Bot** shipped…`, its rendered
 * `<span class="user-mention">@Standup Bot</span>`): whom it was sent to, not what it says.
 */
const OPENING_MENTION =
  /^\s*(?:@_?\*\*[^*\n]{1,80}\*\*|(?:<p>)?<span class="user-mention[^"]{0,40}"[^<>]{0,200}>[^<]{0,80}<\/span>)\s*/;
/** A mention written in markup within a message (`@**Dana**`): the name, as it reads. */
const INLINE_MENTION = /@_?\*\*([^*\n]{1,80})\*\*/g;

/** A tag of bracket markup: `[info]`, `[/title]`, `[To:4827731]`, `[rp aid=3011842 to=219007716-19984]`, `[qt]`. */
const BRACKET_TAG = /\[\/?[a-z]{1,8}(?:[:= ][^\]\n]{0,80})?\]/i;
const BRACKET_TAG_ALL = new RegExp(BRACKET_TAG.source, 'gi');
const CLOSING_TITLE = /\[\/title\]\s*/gi;

export function plainOf(text: string): string {
  // Someone mentioned by an id reads as someone mentioned: the id is no one's name.
  if (text.includes('[~') || text.includes('<@') || text.includes('<!') || text.includes('<#'))
    text = text.replace(MENTION_MARKUP, '@someone');
  if (text.includes('**') || text.includes('user-mention'))
    text = text
      .replace(OPENING_MENTION, (opening) => (opening.includes('<p>') ? '<p>' : ''))
      .replace(INLINE_MENTION, '@$1');
  // Bracket markup (`[info][title]Lunch[/title]…[/info]`, `[To:4827731]`, `[rp aid=… to=…]`): the words without it.
  if (text.includes('[') && BRACKET_TAG.test(text))
    text = text
      .replace(CLOSING_TITLE, ': ')
      .replace(BRACKET_TAG_ALL, ' ')
      .replace(/[ \t]{2,}/g, ' ')
      .trim();
  if (!text.includes('<') && !text.includes('&')) return text;
  return (
    text
      // Block tags part words; inline ones (a mention's <span>@<span>name</span></span>) do not.
      .replace(/<\/?(?:p|br|div|li|ul|ol|h[1-6]|tr|td|blockquote)\b[^<>]{0,300}>/gi, ' ')
      .replace(/<\/?[a-zA-Z][^<>]{0,300}>/g, '')
      .replace(
        /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,6}));/gi,
        (entity, decimal: string, hex: string, name: string) => {
          const code = decimal ? Number(decimal) : hex ? parseInt(hex, 16) : null;
          if (code !== null)
            return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
              ? String.fromCodePoint(code)
              : entity;
          return ownEntry(ENTITIES, name.toLowerCase()) ?? entity;
        },
      )
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** "ST. JOHN'S" -> "St. John's": a name written in capitals, as people write it. */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s.-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** Verbs that a state field sends as they are ("open" is a state, not "opened"). */
const NOT_STATES = new Set(['create', 'update', 'delete', 'remove', 'open', 'close', 'add', 'change']);

/** A verb as the state it leaves or the event it names, in the past ("expire": expired, "update": updated). */
const PARTICIPLES: Readonly<Record<string, string>> = {
  expire: 'expired',
  capture: 'captured',
  settle: 'settled',
  cancel: 'cancelled',
  deny: 'denied',
  decline: 'declined',
  refund: 'refunded',
  approve: 'approved',
  reject: 'rejected',
  accept: 'accepted',
  fail: 'failed',
  complete: 'completed',
  deliver: 'delivered',
  authorize: 'authorized',
  authorise: 'authorised',
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  remove: 'removed',
  open: 'opened',
  close: 'closed',
  add: 'added',
  change: 'changed',
};

/** A verb's participle ("cancel": cancelled), or undefined for a word that is not one of them. */
export function participleOf(verb: string): string | undefined {
  return ownEntry(PARTICIPLES, verb.toLowerCase());
}

/** Bare verbs a state field sends for the state they reached ("expire", "capture"). */
const STATE_VERBS = new Set(Object.keys(PARTICIPLES).filter((verb) => !NOT_STATES.has(verb)));

/** A state field's value in words: "PARTIAL_REFUND" -> "partial refund", "expire" -> "expired". */
export function stateText(text: string): string {
  const words = enumText(text);
  return STATE_VERBS.has(words.toLowerCase()) ? participleOf(words)! : words;
}

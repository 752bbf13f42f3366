import type { DiaryEvent, Message } from '../../../events/diary-event';
import { momentOfEpochSeconds } from '../../../events/moment';
import type { Interpreter } from '../../interpreter';
import {
  JsonObject,
  booleanAt,
  defined,
  isObject,
  listAt,
  objectAt,
  objectsAt,
  textAt,
} from '../../../vocabulary/json-reading';
import { withEmoji } from '../../../vocabulary/emoji';

/**
 * Slack's Events API (https://api.slack.com/apis/events-api: the
 * `event_callback` envelope, `url_verification`, `app_rate_limited`; the
 * events https://api.slack.com/events/message and its subtypes,
 * https://api.slack.com/events/app_mention, https://api.slack.com/events/reaction_added;
 * typed in slackapi/node-slack-sdk packages/types/src/events/message.ts).
 *
 * A message's `ts` (epoch seconds with microseconds, as a string) is its time
 * and, with its channel, its identity: an `app_mention` and the `message` of
 * the same post are one, and a `message_changed` replaces its text. Channel and
 * user ids are never written: events do not carry the names, so a mention
 * without one (`<@U123>`) is left out of the sentence. The person is known only
 * when the app was installed with their user token (an authorization that is
 * not a bot): their messages are outgoing.
 */
export const slack: Interpreter = {
  vendor: 'Slack: Events API callbacks',

  matches(value) {
    if (value.type === 'event_callback') {
      return (
        isObject(value.event) &&
        typeof value.event.type === 'string' &&
        (typeof value.team_id === 'string' || typeof value.api_app_id === 'string')
      );
    }
    if (value.type === 'url_verification') return typeof value.challenge === 'string';
    if (value.type === 'app_rate_limited') return typeof value.minute_rate_limited === 'number';
    return isBareMessage(value);
  },

  read(value) {
    if (value.type === 'url_verification' || value.type === 'app_rate_limited') return [];
    if (value.type !== 'event_callback') return readEvent(value, new Set());
    const event = objectAt(value, 'event')!;
    const people = new Set<string>();
    for (const authorization of objectsAt(value, 'authorizations')) {
      if (authorization.is_bot === false && typeof authorization.user_id === 'string')
        people.add(authorization.user_id);
    }
    return readEvent(event, people);
  },
};

/** A message event posted without its envelope (by a relay that forwards `event` alone). */
function isBareMessage(value: JsonObject): boolean {
  if (value.type !== 'message' && value.type !== 'app_mention') return false;
  return typeof value.channel === 'string' && typeof value.ts === 'string' && /^\d{9,10}\.\d{6}$/.test(value.ts);
}

/** Subtypes that are a person's words; the others (joins, topics, deletions, bot plumbing) tell the diary nothing. */
const WORDS = new Set([undefined, 'bot_message', 'me_message', 'file_share', 'thread_broadcast']);

function readEvent(event: JsonObject, people: ReadonlySet<string>): DiaryEvent[] {
  if (event.type !== 'message' && event.type !== 'app_mention') return [];
  const subtype = textAt(event, 'subtype');
  if (subtype === 'message_changed') return readEdit(event, people);
  if (!WORDS.has(subtype) || booleanAt(event, 'hidden')) return [];
  const message = readMessage(event, textAt(event, 'channel'), people);
  return message ? [message] : [];
}

/** An edit replaces the text of the message it edits; a change that leaves the text as it was (a link preview) says nothing. */
function readEdit(event: JsonObject, people: ReadonlySet<string>): DiaryEvent[] {
  const message = objectAt(event, 'message');
  if (
    !message ||
    textAt(message, 'text') === textAt(event, 'previous_message.text') ||
    !WORDS.has(textAt(message, 'subtype'))
  )
    return [];
  const read = readMessage(message, textAt(event, 'channel'), people);
  return read ? [{ ...read, edited: true }] : [];
}

function readMessage(message: JsonObject, channel: string | undefined, people: ReadonlySet<string>): Message | null {
  const text = readableText(textAt(message, 'text'));
  const files = listAt(message, 'files').length;
  if (!text && files === 0) return null;
  const user = textAt(message, 'user');
  const bot = typeof message.bot_id === 'string' || textAt(message, 'subtype') === 'bot_message';
  const author = bot
    ? (textAt(message, 'username') ?? textAt(message, 'bot_profile.name'))
    : (textAt(message, 'user_profile.display_name') ?? textAt(message, 'user_profile.real_name'));
  const ts = textAt(message, 'ts');
  const own = user !== undefined && people.has(user);
  return defined<Message>({
    type: 'message',
    kind: 'message',
    text,
    author: own ? undefined : author,
    outgoing: own ? true : bot || (people.size > 0 && user !== undefined) ? false : undefined,
    edited: isObject(message.edited) ? true : undefined,
    attachments: files > 0 ? files : undefined,
    at: momentOfEpochSeconds(ts) ?? undefined,
    identity: channel && ts ? `slack:${channel}:${ts}` : undefined,
  });
}

/** `<target|label>`, the space before it (left out with a mention that has no name) and its parts. */
const MARKUP = /(\s?)<([^<>|]{1,2000})(?:\|([^<>]{0,2000}))?>/g;

/**
 * Slack's markup as a reader sees it (https://api.slack.com/reference/surfaces/formatting):
 * `<@U123|ana>` is @ana and `<@U123>` is left out, `<#C123|general>` is #general,
 * `<https://x|label>` is its label, `<!here>` is @here, `:tada:` is 🎉, `*bold*`
 * is bold, and `&amp;`, `&lt;`, `&gt;` are the characters they escape.
 */
export function readableText(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const unlinked = text.replace(MARKUP, (_whole, space: string, target: string, label?: string) =>
    markup(space, target, label),
  );
  const readable = withEmoji(unlinked, true)
    .replace(EMPHASIS, '$1$3')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
  return readable === '' ? undefined : readable;
}

/** `*bold*`, `_italic_` and `~struck~` words of mrkdwn, between spaces or punctuation (a snake_case_name is not italic). */
const EMPHASIS = /(^|[\s(])([*_~])(?=\S)([^*_~\n]{1,500}?)(?<=\S)\2(?=$|[\s).,!?:;])/g;

function markup(space: string, target: string, label: string | undefined): string {
  const named = label?.trim();
  if (target.startsWith('@')) return named ? `${space}@${named.replace(/^@/, '')}` : '';
  if (target.startsWith('#')) return named ? `${space}#${named.replace(/^#/, '')}` : '';
  if (target.startsWith('!')) {
    const special = /^!(here|channel|everyone)$/.exec(target);
    if (special) return `${space}@${special[1]}`;
    return named ? `${space}${named}` : '';
  }
  if (named) return `${space}${named}`;
  return `${space}${target.replace(/^mailto:/, '')}`;
}

import type { DiaryEvent, Message } from '../../../events/diary-event';
import { momentOfText } from '../../../events/moment';
import type { Interpreter } from '../../interpreter';
import { JsonObject, defined, isObject, listAt, objectsAt, textAt } from '../../../vocabulary/json-reading';

/**
 * Discord (https://discord.com/developers/docs/resources/message#message-object,
 * the Gateway's dispatch https://discord.com/developers/docs/events/gateway-events#payload-structure
 * with MESSAGE_CREATE and MESSAGE_UPDATE, the markup of
 * https://discord.com/developers/docs/reference#message-formatting, and the
 * webhook-event PING of https://discord.com/developers/docs/events/webhook-events).
 *
 * Messages carry no channel or server names, only ids, so no place is said;
 * nor do they tell which author is the person, so each keeps its author's
 * display name (`global_name`, else `username`). Mentions are written with the
 * mentioned user's name when the message lists it, and left out otherwise;
 * emphasis markers are dropped. `timestamp` is ISO 8601 with its offset. An avatar is not a photo of the day:
 * only attachments are counted.
 */
export const discord: Interpreter = {
  vendor: 'Discord: messages and Gateway dispatches',

  matches(value) {
    if (typeof value.op === 'number' && 'd' in value && 't' in value && 's' in value) return true;
    if (value.version === 1 && typeof value.application_id === 'string' && typeof value.type === 'number') return true;
    return isMessage(value);
  },

  read(value) {
    if (typeof value.op === 'number') {
      if (value.op !== 0 || !isObject(value.d)) return [];
      if (value.t === 'MESSAGE_CREATE') return readMessage(value.d, false);
      if (value.t === 'MESSAGE_UPDATE') return readMessage(value.d, true);
      return [];
    }
    if (value.version === 1 && typeof value.application_id === 'string') return [];
    return readMessage(value, false);
  },
};

function isMessage(value: JsonObject): boolean {
  return (
    typeof value.id === 'string' &&
    typeof value.channel_id === 'string' &&
    typeof value.content === 'string' &&
    typeof value.timestamp === 'string' &&
    isObject(value.author) &&
    typeof value.author.username === 'string'
  );
}

/** DEFAULT, REPLY, CHAT_INPUT_COMMAND and CONTEXT_MENU_COMMAND: what people (and bots answering them) write; the rest are system notices. */
const WRITTEN = new Set([0, 19, 20, 23]);

function readMessage(message: JsonObject, update: boolean): DiaryEvent[] {
  if (typeof message.type === 'number' && !WRITTEN.has(message.type)) return [];
  const text = readableContent(textAt(message, 'content'), objectsAt(message, 'mentions'));
  const attachments = listAt(message, 'attachments').length;
  if (!text && attachments === 0) return [];
  const id = textAt(message, 'id');
  const channel = textAt(message, 'channel_id');
  return [
    defined<Message>({
      type: 'message',
      kind: 'message',
      text,
      author: textAt(message, 'author.global_name') ?? textAt(message, 'author.username'),
      edited: update || textAt(message, 'edited_timestamp') !== undefined ? true : undefined,
      attachments: attachments > 0 ? attachments : undefined,
      at: momentOfText(message.timestamp) ?? undefined,
      identity: id && channel ? `discord:${channel}:${id}` : undefined,
    }),
  ];
}

/**
 * Discord's markup as a reader sees it: `<@123>` is @name when the message's
 * `mentions` list the user, `</tea:123>` is /tea; channels, roles, custom emoji
 * and timestamps (`<#123>`, `<@&123>`, `<:blob:123>`, `<t:1700000000:R>`) are left out;
 * `**bold**` is bold.
 */
export function readableContent(content: string | undefined, mentions: JsonObject[]): string | undefined {
  if (content === undefined) return undefined;
  const names = new Map(
    mentions.map((user) => [String(user.id), textAt(user, 'global_name') ?? textAt(user, 'username')]),
  );
  const readable = content
    .replace(
      /(\s?)<(@!?|@&|#|\/[\w -]{1,64}:|a?:\w{1,64}:|t:)(-?\d{1,20})(?::[tTdDfFR])?>/g,
      (_whole, space: string, kind: string, id: string) => {
        if (kind === '@' || kind === '@!') {
          const name = names.get(id);
          return name ? `${space}@${name}` : '';
        }
        if (kind.startsWith('/')) return `${space}${kind.slice(0, -1)}`;
        return '';
      },
    )
    .replace(EMPHASIS, '$1$3')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
  return readable === '' ? undefined : readable;
}

/** `**bold**`, `*italic*`, `__underline__`, `~~struck~~` and `||spoiler||` words, between spaces or punctuation (a snake_case_name is kept). */
const EMPHASIS = /(^|[\s(])(\*\*|__|~~|\|\||\*|_)(?=\S)([^\n]{1,500}?)(?<=\S)\2(?=$|[\s).,!?:;])/g;

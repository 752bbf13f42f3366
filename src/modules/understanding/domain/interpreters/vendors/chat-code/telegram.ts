import type { DiaryEvent, Message, PlaceVisit } from '../../../events/diary-event';
import { momentOfEpochSeconds } from '../../../events/moment';
import type { Interpreter } from '../../interpreter';
import {
  JsonObject,
  defined,
  isObject,
  listAt,
  numberAt,
  objectAt,
  positiveAt,
  textAt,
} from '../../../vocabulary/json-reading';
import { fullName } from './texts';

/**
 * Telegram's Bot API (https://core.telegram.org/bots/api#update, #message,
 * #messageorigin, #venue, #location; a bot's own sends as the method's answer
 * `{ "ok": true, "result": Message }`, https://core.telegram.org/bots/api#making-requests,
 * and `getUpdates`' `{ "ok": true, "result": [Update] }`).
 *
 * The person is the human who writes to the bot in a private chat: those
 * messages are theirs (outgoing). In a group the bot sees everyone, so each
 * message keeps its author. A forward is the words of its origin, at the time
 * they were first written. The bot's own answers to the person's messages
 * ("Saved ✓") acknowledge what the diary already has and read as nothing; what
 * a bot sends unasked is a message received. `date` is epoch seconds; a photo
 * comes as one PhotoSize per size and is one attachment.
 */
export const telegram: Interpreter = {
  vendor: 'Telegram: bot updates and sent messages',

  matches(value) {
    if (typeof value.update_id === 'number') return isUpdate(value);
    if (value.ok === true) {
      const first: unknown = Array.isArray(value.result) ? value.result[0] : undefined;
      return isMessage(value.result) || (isObject(first) && typeof first.update_id === 'number' && isUpdate(first));
    }
    if (value.ok === false) return typeof value.error_code === 'number' && typeof value.description === 'string';
    return isMessage(value);
  },

  read(value) {
    if (typeof value.update_id === 'number') return readUpdate(value);
    if (value.ok === false) return [];
    if (value.ok === true && Array.isArray(value.result)) return value.result.filter(isObject).flatMap(readUpdate);
    const message = value.ok === true ? objectAt(value, 'result')! : value;
    if (
      value.ok === true &&
      isObject(message.reply_to_message) &&
      isObject(message.from) &&
      message.from.is_bot === true
    )
      return [];
    return readMessage(message, false);
  },
};

/** The kinds of Update (https://core.telegram.org/bots/api#update): an update has its id and exactly one of them. */
const UPDATE_KINDS = [
  'message',
  'edited_message',
  'channel_post',
  'edited_channel_post',
  'business_connection',
  'business_message',
  'edited_business_message',
  'deleted_business_messages',
  'message_reaction',
  'message_reaction_count',
  'inline_query',
  'chosen_inline_result',
  'callback_query',
  'shipping_query',
  'pre_checkout_query',
  'purchased_paid_media',
  'poll',
  'poll_answer',
  'my_chat_member',
  'chat_member',
  'chat_join_request',
  'chat_boost',
  'removed_chat_boost',
];

function isUpdate(value: JsonObject): boolean {
  return UPDATE_KINDS.some((kind) => isObject(value[kind]));
}

function isMessage(value: unknown): value is JsonObject {
  if (!isObject(value) || typeof value.message_id !== 'number' || typeof value.date !== 'number') return false;
  return isObject(value.chat) && typeof value.chat.type === 'string';
}

/** Updates other than these (callback queries, inline queries, member changes, polls, reactions) are the bot's plumbing. */
function readUpdate(update: JsonObject): DiaryEvent[] {
  if (isMessage(update.message)) return readMessage(update.message, false);
  if (isMessage(update.edited_message)) return readMessage(update.edited_message, true);
  if (isMessage(update.channel_post)) return readMessage(update.channel_post, false);
  if (isMessage(update.edited_channel_post)) return readMessage(update.edited_channel_post, true);
  return [];
}

/** What a message may carry besides its text; a photo is an array of the sizes of one photo. */
const ATTACHMENTS = ['photo', 'video', 'video_note', 'document', 'audio', 'animation'];

function readMessage(message: JsonObject, edit: boolean): DiaryEvent[] {
  const at = momentOfEpochSeconds(message.date) ?? undefined;
  // A venue or location is where the person was when they shared it; one someone else shared in a group is their message.
  const place = textAt(message, 'chat.type') === 'private' || !isObject(message.from) ? readPlace(message, edit) : null;
  if (place) return [place];
  const shared = readPlace(message, edit);
  const sharedName = shared && shared.type === 'place' ? (shared.name ?? shared.address) : undefined;
  const voiceS = positiveAt(message, 'voice.duration');
  const attachments = ATTACHMENTS.filter((key) => isObject(message[key]) || listAt(message, key).length > 0).length;
  const text =
    textAt(message, 'text') ??
    textAt(message, 'caption') ??
    textAt(message, 'poll.question') ??
    textAt(message, 'sticker.emoji') ??
    (sharedName ? `📍 ${sharedName}` : undefined);
  if (!text && voiceS === undefined && attachments === 0) return [];
  const chatType = textAt(message, 'chat.type');
  const origin = originOf(message);
  const bot = isObject(message.from) && message.from.is_bot === true;
  const sender =
    fullName(textAt(message, 'from.first_name'), textAt(message, 'from.last_name')) ??
    textAt(message, 'author_signature');
  const own = chatType === 'private' && !bot && !origin;
  const chatId = numberAt(message, 'chat.id');
  return [
    defined<Message>({
      type: 'message',
      kind: chatType === 'channel' ? 'post' : 'message',
      text,
      author: origin?.author ?? (own ? undefined : sender),
      where: chatType === 'private' ? undefined : textAt(message, 'chat.title'),
      outgoing: own ? true : origin || bot ? false : undefined,
      edited: edit || undefined,
      attachments: attachments > 0 ? attachments : undefined,
      voiceS,
      at: origin?.at ?? at,
      identity: chatId !== undefined ? `telegram:${chatId}:${String(message.message_id)}` : undefined,
    }),
  ];
}

/** Who first wrote a forwarded message, and when: `forward_origin` (Bot API 7.0) or the older `forward_from*` fields. */
function originOf(message: JsonObject): { author?: string; at?: Message['at'] } | null {
  const origin = objectAt(message, 'forward_origin');
  if (origin) {
    const author =
      fullName(textAt(origin, 'sender_user.first_name'), textAt(origin, 'sender_user.last_name')) ??
      textAt(origin, 'sender_user_name') ??
      textAt(origin, 'sender_chat.title') ??
      textAt(origin, 'chat.title') ??
      textAt(origin, 'author_signature');
    return { author, at: momentOfEpochSeconds(origin.date) ?? undefined };
  }
  if (message.forward_date === undefined) return null;
  const author =
    fullName(textAt(message, 'forward_from.first_name'), textAt(message, 'forward_from.last_name')) ??
    textAt(message, 'forward_sender_name') ??
    textAt(message, 'forward_from_chat.title');
  return { author, at: momentOfEpochSeconds(message.forward_date) ?? undefined };
}

/**
 * A venue or a location the person shared is where they were; a live location
 * (one that is updated by edits) is a point of a route.
 */
function readPlace(message: JsonObject, edit: boolean): DiaryEvent | null {
  const latitude = numberAt(message, 'location.latitude') ?? numberAt(message, 'venue.location.latitude');
  const longitude = numberAt(message, 'location.longitude') ?? numberAt(message, 'venue.location.longitude');
  if (latitude === undefined || longitude === undefined) return null;
  const live = edit || numberAt(message, 'location.live_period') !== undefined;
  if (live && !isObject(message.venue)) {
    return {
      type: 'position',
      latitude,
      longitude,
      at: momentOfEpochSeconds(edit ? message.edit_date : message.date) ?? undefined,
    };
  }
  return defined<PlaceVisit>({
    type: 'place',
    action: 'checked in',
    name: textAt(message, 'venue.title'),
    address: textAt(message, 'venue.address'),
    latitude,
    longitude,
    at: momentOfEpochSeconds(message.date) ?? undefined,
  });
}

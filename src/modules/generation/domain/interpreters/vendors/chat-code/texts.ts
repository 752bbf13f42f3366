import type { DiaryEvent } from '../../../events/diary-event';

/**
 * Texts of chats and code hosts as a diary quotes them: a commit message's
 * first line, a long comment cut at a word, a person's name from its parts,
 * and emoji shortcodes (":tada:", Slack's and GitHub's) as the emoji itself.
 */

/** The longest comment or review quoted whole; longer ones are cut at a word with an ellipsis. */
export const MAX_QUOTE = 280;

/** The first line of a commit message (its subject; the body is detail). */
export function firstLine(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const line = text.replace(/^\s+/, '').split(/\r?\n/, 1)[0].trim();
  return line === '' ? undefined : excerpt(line, 200);
}

/** A text of at most `max` characters, cut at a word. */
export function excerpt(text: string | undefined, max = MAX_QUOTE): string | undefined {
  if (text === undefined) return undefined;
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat === '') return undefined;
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** "Lena Petrova" from a first and a last name, either of which may be missing. */
export function fullName(first: string | undefined, last: string | undefined): string | undefined {
  const name = [first, last].filter(Boolean).join(' ');
  return name === '' ? undefined : name;
}

/**
 * Markdown of a comment (GitHub, GitLab) as plain words: images left out,
 * links by their label, emoji shortcodes as emoji. Bare addresses stay: they
 * are what the person wrote.
 */
export function plainMarkdown(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  // Only the start of a long text can be quoted: the rest is not read.
  const plain = withEmoji(
    text
      .slice(0, MAX_QUOTE * 8)
      .replace(/<!--[\s\S]{0,2000}?-->/g, ' ')
      .replace(/!\[[^[\]]{0,500}\]\([^()\s]*\)/g, ' ')
      .replace(/\[([^[\]]{1,500})\]\([^()\s]*\)/g, '$1'),
    false,
  );
  return excerpt(plain);
}

/** The common shortcodes of Slack and GitHub (the names of the Unicode emoji they stand for). */
const EMOJI: Record<string, string> = {
  '+1': '👍',
  thumbsup: '👍',
  '-1': '👎',
  thumbsdown: '👎',
  '100': '💯',
  clap: '👏',
  pray: '🙏',
  raised_hands: '🙌',
  ok_hand: '👌',
  wave: '👋',
  muscle: '💪',
  point_up: '☝️',
  point_right: '👉',
  point_left: '👈',
  v: '✌️',
  handshake: '🤝',
  tada: '🎉',
  confetti_ball: '🎊',
  partying_face: '🥳',
  heart: '❤️',
  green_heart: '💚',
  blue_heart: '💙',
  purple_heart: '💜',
  yellow_heart: '💛',
  broken_heart: '💔',
  sparkling_heart: '💖',
  joy: '😂',
  rofl: '🤣',
  smile: '😄',
  smiley: '😃',
  grin: '😁',
  grinning: '😀',
  laughing: '😆',
  sweat_smile: '😅',
  slightly_smiling_face: '🙂',
  upside_down_face: '🙃',
  wink: '😉',
  blush: '😊',
  innocent: '😇',
  heart_eyes: '😍',
  kissing_heart: '😘',
  relaxed: '☺️',
  smirk: '😏',
  sunglasses: '😎',
  thinking_face: '🤔',
  thinking: '🤔',
  hugging_face: '🤗',
  hugs: '🤗',
  neutral_face: '😐',
  expressionless: '😑',
  unamused: '😒',
  face_with_rolling_eyes: '🙄',
  rolling_eyes: '🙄',
  grimacing: '😬',
  stuck_out_tongue: '😛',
  disappointed: '😞',
  worried: '😟',
  cry: '😢',
  sob: '😭',
  scream: '😱',
  exploding_head: '🤯',
  sleeping: '😴',
  sweat: '😓',
  see_no_evil: '🙈',
  facepalm: '🤦',
  face_palm: '🤦',
  shrug: '🤷',
  eyes: '👀',
  skull: '💀',
  ghost: '👻',
  robot_face: '🤖',
  fire: '🔥',
  rocket: '🚀',
  sparkles: '✨',
  star: '⭐',
  star2: '🌟',
  zap: '⚡',
  boom: '💥',
  bulb: '💡',
  bug: '🐛',
  white_check_mark: '✅',
  heavy_check_mark: '✔️',
  ballot_box_with_check: '☑️',
  x: '❌',
  warning: '⚠️',
  rotating_light: '🚨',
  no_entry: '⛔',
  question: '❓',
  exclamation: '❗',
  heavy_plus_sign: '➕',
  construction: '🚧',
  hourglass: '⌛',
  memo: '📝',
  pencil: '📝',
  pencil2: '✏️',
  calendar: '📆',
  pushpin: '📌',
  paperclip: '📎',
  link: '🔗',
  lock: '🔒',
  key: '🔑',
  mag: '🔍',
  books: '📚',
  computer: '💻',
  iphone: '📱',
  headphones: '🎧',
  musical_note: '🎵',
  camera: '📷',
  trophy: '🏆',
  medal: '🏅',
  checkered_flag: '🏁',
  moneybag: '💰',
  chart_with_upwards_trend: '📈',
  gift: '🎁',
  birthday: '🎂',
  cake: '🍰',
  coffee: '☕',
  tea: '🍵',
  beer: '🍺',
  beers: '🍻',
  wine_glass: '🍷',
  champagne: '🍾',
  cocktail: '🍸',
  pizza: '🍕',
  ramen: '🍜',
  sushi: '🍣',
  bento: '🍱',
  cherry_blossom: '🌸',
  sunflower: '🌻',
  seedling: '🌱',
  sunny: '☀️',
  cloud: '☁️',
  umbrella: '☔',
  snowflake: '❄️',
  rainbow: '🌈',
  dog: '🐶',
  cat: '🐱',
  house: '🏠',
  airplane: '✈️',
  ship: '🚢',
  boat: '⛵',
  car: '🚗',
  bike: '🚲',
  runner: '🏃',
  running: '🏃',
  soccer: '⚽',
};

const SHORTCODE = /(\s?):([a-z0-9_+'-]{1,64}):(?::skin-tone-\d:)?/g;

/**
 * Shortcodes as emoji: ":clap:" is 👏. Unknown ones (a workspace's custom emoji)
 * are left out when `dropUnknown`, with the space before them, else kept as written.
 */
export function withEmoji(text: string, dropUnknown: boolean): string {
  return text.replace(SHORTCODE, (whole, space: string, name: string) => {
    const emoji = Object.prototype.hasOwnProperty.call(EMOJI, name) ? EMOJI[name] : undefined;
    if (emoji !== undefined) return `${space}${emoji}`;
    return dropUnknown && /[a-z]/.test(name) ? '' : whole;
  });
}

/** Every change told with who made it: a star, an approval or a comment is often someone else's. */
export function withActor(events: DiaryEvent[], actor: string | undefined): DiaryEvent[] {
  return actor === undefined
    ? events
    : events.map((event) => (event.type === 'code' && !event.update ? { ...event, actor } : event));
}

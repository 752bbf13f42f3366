import type { DiaryEvent } from '../../../events/diary-event';
import { withEmoji } from '../../../vocabulary/emoji';

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

/** Every change told with who made it: a star, an approval or a comment is often someone else's. */
export function withActor(events: DiaryEvent[], actor: string | undefined): DiaryEvent[] {
  return actor === undefined
    ? events
    : events.map((event) => (event.type === 'code' && !event.update ? { ...event, actor } : event));
}

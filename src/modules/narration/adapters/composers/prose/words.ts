import type { DayStory } from '../../../../understanding';
import { clock, minuteOn, plural, quote } from './phrases';
import type { Sentence } from './sentence';

/** Messages and notes quoted whole, each with its time and where it was written. */
export function wordSentences(story: DayStory, day: string): Sentence[] {
  const sentences: Sentence[] = [];
  for (const message of story.messages) {
    const when = message.at ?? message.received;
    const minute = minuteOn(when, day);
    const time = when.day === day && when.minute !== null ? `${clock(when.minute)} ` : '';
    // A message the person received from someone the sender does not name is not the person's own.
    const who = [
      message.author && !message.outgoing ? message.author : message.outgoing === false ? 'Received' : null,
      message.where,
    ]
      .filter(Boolean)
      .join(', ');
    const extras = [
      message.voiceS !== undefined ? `a voice message of ${Math.round(message.voiceS)} s` : null,
      message.attachments ? plural(message.attachments, 'attachment') : null,
    ].filter(Boolean);
    const body = message.text ? quote(message.text) : extras.length ? extras.join(', ') : null;
    if (!body) continue;
    sentences.push({
      theme: 'words',
      salience: message.outgoing === false ? 3 : 4,
      minute,
      item: true,
      text: `${time}${who ? `${who}: ` : ''}${body}${message.text && extras.length ? ` (${extras.join(', ')})` : ''}${message.edited ? ' (edited)' : ''}`,
      headline: message.text && message.outgoing !== false ? message.text : undefined,
    });
  }
  for (const note of story.notes) {
    const when = note.at ?? note.received;
    const time = when.day === day && when.minute !== null ? `${clock(when.minute)} ` : '';
    const body = [
      note.title && note.text ? `${note.title}:` : note.title ? quote(note.title) : null,
      note.text ? quote(note.text) : null,
    ]
      .filter(Boolean)
      .join(' ');
    if (!body) continue;
    sentences.push({
      theme: 'words',
      salience: 5,
      minute: minuteOn(when, day),
      item: true,
      text: `${time}${body}`,
      headline: note.title ?? note.text,
    });
  }
  if (story.more.messages)
    sentences.push({
      theme: 'words',
      salience: 1,
      minute: 24 * 60,
      item: true,
      text: `and ${plural(story.more.messages, 'more message')}`,
    });
  return sentences;
}

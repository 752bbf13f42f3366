import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { interpret } from '../../interpret';
import { telegram } from './telegram';

type Payload = Record<string, unknown>;

describe('the Telegram interpreter', () => {
  const diary = loadCorpusDay('telegram-diary-bot').deliveries.map((d) => d.payload as Payload);
  const [
    note,
    acknowledgement,
    photo,
    venue,
    voice,
    voiceSaved,
    forward,
    button,
    checkIn,
    evening,
    rateLimited,
    eveningEdited,
  ] = diary;
  const chat = 'telegram:5038174426';

  it('reads the person’s own messages to their bot as outgoing, at `date` (epoch seconds)', () => {
    expect(telegram.read(note)).toEqual([
      {
        type: 'message',
        kind: 'message',
        text: 'Slept 7 hours, woke up before the alarm for once.',
        outgoing: true,
        at: { instant: Date.parse('2026-07-18T10:44:51Z') },
        identity: `${chat}:9120`,
      },
    ]);
  });

  it('counts a photo sent in several sizes as one attachment, with its caption as the text; a voice note by its length', () => {
    expect(telegram.read(photo)).toEqual([
      {
        type: 'message',
        kind: 'message',
        text: 'Feira da Benedito Calixto: bought a ceramic bowl for the kitchen',
        outgoing: true,
        attachments: 1,
        at: { instant: Date.parse('2026-07-18T12:31:05Z') },
        identity: `${chat}:9122`,
      },
    ]);
    expect(telegram.read(voice)).toEqual([
      {
        type: 'message',
        kind: 'message',
        outgoing: true,
        voiceS: 23,
        at: { instant: Date.parse('2026-07-18T15:40:24Z') },
        identity: `${chat}:9124`,
      },
    ]);
  });

  it('reads a venue as a check-in at its name and address', () => {
    expect(telegram.read(venue)).toEqual([
      {
        type: 'place',
        action: 'checked in',
        name: 'Pinacoteca de São Paulo',
        address: 'Praça da Luz, 2 - Luz, São Paulo - SP',
        latitude: -23.534291,
        longitude: -46.633962,
        at: { instant: Date.parse('2026-07-18T14:12:39Z') },
      },
    ]);
  });

  it('reads a forward as the words of its origin, at the time they were first written', () => {
    expect(telegram.read(forward)).toEqual([
      {
        type: 'message',
        kind: 'message',
        text: 'Não esquece o guarda-chuva, vai chover à tarde!',
        author: 'Mãe',
        outgoing: false,
        at: { instant: Date.parse('2026-07-18T13:02:33Z') },
        identity: `${chat}:9126`,
      },
    ]);
    const older = {
      update_id: 1,
      message: {
        message_id: 7,
        from: { id: 1, is_bot: false, first_name: 'Tomás' },
        chat: { id: 1, type: 'private' },
        date: 1784393116,
        forward_from: { id: 2, is_bot: false, first_name: 'Ana', last_name: 'Lima' },
        forward_date: 1784379753,
        text: 'Oi!',
      },
    };
    expect(telegram.read(older)).toMatchObject([
      { text: 'Oi!', author: 'Ana Lima', outgoing: false, at: { instant: 1784379753000 } },
    ]);
  });

  it('drops the bot’s acknowledgements of the person’s messages, and reads what it sends unasked as received', () => {
    expect(interpret(acknowledgement)).toEqual({ vendor: telegram.vendor, events: [] });
    expect(interpret(voiceSaved)).toEqual({ vendor: telegram.vendor, events: [] });
    expect(telegram.read(checkIn)).toEqual([
      {
        type: 'message',
        kind: 'message',
        text: 'Evening check-in: how was your day? Reply with one line.',
        author: 'Diário do Tomás',
        outgoing: false,
        at: { instant: Date.parse('2026-07-18T21:00:00Z') },
        identity: `${chat}:9128`,
      },
    ]);
  });

  it('reads an edit as the same message with its new text, at the time it was first sent', () => {
    const [original] = telegram.read(evening);
    expect(telegram.read(eveningEdited)).toEqual([
      { ...original, text: 'Rainy afternoon, read half of Torto Arado on the balcony. Good day.', edited: true },
    ]);
  });

  it('recognises button presses and error answers as plumbing', () => {
    expect(interpret(button)).toEqual({ vendor: telegram.vendor, events: [] });
    expect(interpret(rateLimited)).toEqual({ vendor: telegram.vendor, events: [] });
  });

  it('reads a getUpdates answer update by update, and a bare Message a relay posted', () => {
    expect(telegram.read({ ok: true, result: [note, evening] })).toEqual([
      ...telegram.read(note),
      ...telegram.read(evening),
    ]);
    const message = note.message as Payload;
    expect(telegram.matches(message)).toBe(true);
    expect(telegram.read(message)).toEqual(telegram.read(note));
  });

  it('takes no look-alike and no other vendor’s payload', () => {
    expect(telegram.matches({ ok: true, result: { id: 1, name: 'x' } })).toBe(false);
    expect(telegram.matches({ ok: true, result: [] })).toBe(false);
    expect(telegram.matches({ message_id: 1, date: 1784371491, chat: {}, text: 'hi' })).toBe(false);
    expect(telegram.matches({ update_id: '118204551', message: {} })).toBe(false);
    expect(telegram.matches({ update_id: 118204551, note: 'synced' })).toBe(false);
    expect(telegram.matches({ ok: false, error: 'nope' })).toBe(false);
    expect(telegram.matches({ note: 'message_id 5' })).toBe(false);
  });

  it('does not throw on odd values', () => {
    expect(
      telegram.read({ update_id: 1, message: { message_id: 1, date: 'yesterday', chat: { id: 'x', type: 3 } } }),
    ).toEqual([]);
    expect(
      telegram.read({
        update_id: 1,
        edited_message: { message_id: 1, date: 1, chat: { id: 1, type: 'private' }, location: { latitude: 'n' } },
      }),
    ).toEqual([]);
    expect(telegram.read({ ok: true, result: [1, null, { update_id: 2 }] })).toEqual([]);
  });
});

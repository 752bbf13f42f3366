import { entryOf } from '../../../../../test/support/composed-entry';

// Round 20's classes (issue 34), on shapes of their own: a messenger's envelope that names its sender only as
// `sourceName` beside the sender's number, and a reply that quotes an earlier message.

describe('a messenger’s envelopes', () => {
  const envelope = (at: string, name: string, number: string, message: unknown) => ({
    at,
    payload: {
      envelope: {
        source: number,
        sourceNumber: number,
        sourceName: name,
        timestamp: Date.parse(`2026-11-21T${at}Z`),
        dataMessage: message,
      },
      account: '+447700900001',
    },
  });

  it('says who sent each message, and a reply’s words without the message it quotes', () => {
    const text = entryOf(
      [
        envelope('11:02:00', 'Priya Shah', '+447700900123', { message: 'Film tonight? Aftersun at the Curzon, 19:30' }),
        envelope('11:31:00', 'Priya Shah', '+447700900123', {
          message: 'Sent you my half for the tickets',
          quote: { id: 1, author: '+447700900001', text: 'Yes! Buying the tickets now' },
        }),
      ],
      'Signal',
      ['+447700900001'],
    );
    expect(text).toContain('Priya Shah: “Film tonight?');
    expect(text).toContain('Priya Shah: “Sent you my half for the tickets”');
    expect(text).not.toContain('Buying the tickets now');
  });

  it('does not take the name of a source that is an app for a sender', () => {
    const text = entryOf([{ at: '09:00:00', payload: { text: 'Morning all', sourceName: 'Twitter for Android' } }]);
    expect(text).not.toContain('Twitter for Android:');
  });
});

describe('a support conversation’s updates', () => {
  const update = (at: string, state: string, open: boolean) => ({
    at,
    payload: {
      topic: `conversation.admin.${state}`,
      data: {
        item: {
          type: 'conversation',
          id: 'c-77',
          updated_at: Date.parse(`2026-11-21T${at}Z`) / 1000,
          open,
          state,
          title: 'Charged twice for March',
        },
      },
    },
  });

  it('tells the state its state field says, not the open flag beside it', () => {
    const text = entryOf([update('09:00:00', 'open', true), update('16:30:00', 'snoozed', true)]);
    expect(text).toContain('snoozed at 16:30');
  });
});

describe('a conversation whose replies name their authors', () => {
  const reply = (at: string, author: string, body: string) => ({
    at,
    payload: {
      topic: 'conversation.admin.replied',
      data: {
        item: {
          type: 'conversation',
          id: `c-${at}`,
          user: { type: 'lead', name: 'Tomás Herrera' },
          conversation_parts: {
            conversation_parts: [
              {
                part_type: 'comment',
                body: `<p>${body}</p>`,
                created_at: Date.parse(`2026-11-21T${at}Z`) / 1000,
                author: { type: 'admin', name: author },
              },
            ],
          },
        },
      },
    },
  });

  it('gives each reply’s words to its author, and the person’s own to nobody else', () => {
    const text = entryOf(
      [
        reply('10:49:00', 'Dev Patel', 'Team is $18 per seat per month on annual billing.'),
        reply('11:10:00', 'Marisol Ortega', 'Happy to set up a 14-day trial if that helps.'),
      ],
      'Intercom',
      ['Marisol Ortega'],
    );
    expect(text).toContain('Dev Patel: “Team is $18 per seat');
    expect(text).not.toContain('Tomás Herrera: “Team is');
    expect(text).not.toContain('Tomás Herrera: “Happy to set up');
  });
});

describe('a message edited later', () => {
  it('is told at the time it was written, in its edited words', () => {
    const message = (type: string, text: string, edited: number | null) => ({
      at: edited ? '12:50:00' : '12:41:00',
      payload: {
        type,
        // (Stored, a payload's keys come shortest first: `dateEdited` before `dateCreated`.)
        data: {
          guid: 'C4D8E0F1',
          text,
          dateEdited: edited,
          dateCreated: Date.parse('2026-11-21T12:41:27Z'),
        },
      },
    });
    const text = entryOf([
      message('new-message', 'Potluck moved to 6:30 at Malia’s', null),
      message('updated-message', 'Potluck moved to 7:00 at Malia’s', Date.parse('2026-11-21T12:50:03Z')),
    ]);
    expect(text).toContain('12:41');
    expect(text).toContain('7:00 at Malia’s');
    expect(text).not.toContain('12:50');
  });
});

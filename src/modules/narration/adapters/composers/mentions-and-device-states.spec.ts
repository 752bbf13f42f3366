import { entryOf } from '../../../../../test/support/composed-entry';

// Round 17's classes (issue 34), on shapes of their own: a chat's bot messages sent as text, markdown and HTML, each
// opening with a mention of the bot; an air conditioner's state under a name of its own with its age in seconds.

describe('a chat’s messages to a bot', () => {
  const message = (at: string, words: string, sender = 'Dana Whitfield', topic = 'daily standup') => ({
    at,
    payload: {
      bot_full_name: 'Standup Bot',
      data: `@**Standup Bot** ${words}`,
      message: {
        content: `@**Standup Bot** ${words}`,
        rendered_content: `<p><span class="user-mention" data-user-id="58">@Standup Bot</span> ${words}</p>`,
        sender_full_name: sender,
        sender_id: sender === 'Dana Whitfield' ? 31 : 44,
        subject: topic,
        timestamp: Date.parse(`2026-11-21T${at}Z`) / 1000,
        type: 'stream',
      },
      trigger: 'mention',
    },
  });

  it('says each message once, without the mention it opens with, and people’s words before their topics', () => {
    const text = entryOf(
      [
        message('09:02:00', 'Shipped the invoice export fix yesterday, pairing with Marcus today.'),
        message('11:47:00', 'release 4.2 is tagged, Dana can you sign off the changelog?', 'Marcus Lee', 'release 4.2'),
        message('12:15:00', 'remind me to review the migration PR at 3pm', 'Dana Whitfield', 'reminders'),
        message('15:20:00', 'changelog signed off, release 4.2 goes out at 16:00', 'Dana Whitfield', 'release 4.2'),
        message('16:05:00', '4.2 is live on production, error rate flat', 'Marcus Lee', 'production'),
        message('17:38:00', 'eod: upload test fixed, it was a race in the temp dir cleanup.'),
      ],
      'Chat',
      ['Dana Whitfield'],
    );
    expect(text.match(/Chat: “Shipped the invoice export fix/g)).toHaveLength(1);
    expect(text).toContain('17:38 Chat: “eod: upload test fixed, it was a race in the temp dir cleanup.”');
    expect(text).not.toMatch(/@\*\*|@Standup Bot|\\@/);
  });
});

describe('an air conditioner’s state', () => {
  it('reads the state object by its own name as the device’s fields, never its age in seconds, never its time as a kind', () => {
    const change = (at: string, target: number) => ({
      at,
      payload: {
        status: 'success',
        result: [
          {
            id: `chg-${at}`,
            time: { time: `2026-11-21T${at}Z`, secondsAgo: 379 },
            status: 'Success',
            acState: { on: true, mode: 'cool', fanLevel: 'auto', targetTemperature: target, temperatureUnit: 'C' },
            changedProperties: ['targetTemperature'],
            reason: 'UserRequest',
          },
        ],
      },
    });
    const text = entryOf([change('13:04:00', 24), change('21:15:00', 23)], 'Aircon', [], 'UTC');
    expect(text).toMatch(/13:04[^.]*target temperature 24 °C/);
    expect(text).toMatch(/21:15[^.]*target temperature 23 °C/);
    expect(text).not.toMatch(/ago|379|Aircon at 13:04: time/);
  });
});

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

describe('a self-tracking app’s attributes', () => {
  const attribute = (name: string, label: string, description: string, value: number) => ({
    group: { name: 'health', label: 'Health', priority: 1 },
    template: name,
    name,
    label,
    value_type_description: description,
    service: { name: 'withings', label: 'Withings' },
    values: [{ date: '2026-11-21', value }],
  });

  it('reads each attribute’s values as its measure, in the unit its description names, never a time of day as one', () => {
    const page = {
      count: 4,
      next: null,
      previous: null,
      results: [
        attribute('steps', 'Steps', 'Integer', 11_482),
        attribute('sleep', 'Time asleep', 'Period (min)', 442),
        attribute('weight', 'Weight', 'Decimal', 71.4),
        attribute('sleep_start', 'Bedtime', 'Time of day (min from midday)', 700),
      ],
    };
    const text = entryOf([{ at: '20:00:00', payload: page }], 'Tracker');
    expect(text).toContain('11,482 steps');
    expect(text).toContain('7 h 22 min');
    expect(text).toContain('71.4 kg');
    expect(text).not.toMatch(/Period \(min\)|Time of day|700|11 h 40 min/);
  });
});

describe('a media tracker’s GraphQL page', () => {
  it('reads the activities of a page by the titles of what they are about, a whole progress as no share', () => {
    const activity = (id: number, title: string, status: string, progress: string, at: string) => ({
      __typename: 'ListActivity',
      id,
      type: 'ANIME_LIST',
      status,
      progress,
      createdAt: Date.parse(`2026-11-21T${at}Z`) / 1000,
      media: { id: id + 1, type: 'ANIME', title: { romaji: title } },
    });
    const page = {
      data: {
        Page: {
          pageInfo: { total: 2, currentPage: 1, hasNextPage: false },
          activities: [
            activity(1, 'Sousou no Frieren', 'watched episode', '7', '10:14:00'),
            activity(2, 'Dungeon Meshi', 'completed', '24', '21:47:00'),
          ],
        },
      },
    };
    const text = entryOf([{ at: '22:00:00', payload: page }], 'Anime');
    expect(text).toContain('Sousou no Frieren');
    expect(text).toContain('Dungeon Meshi');
    expect(text).not.toMatch(/7%|24%|romaji|total 2/);
  });
});

import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { interpret } from '../../interpret';
import { slack } from './slack';

type Payload = Record<string, unknown>;

describe('the Slack interpreter', () => {
  const payloads = loadCorpusDay('slack-design-team').deliveries.map((d) => d.payload as Payload);
  const [verification, morning, reply, reaction, edit, join, standupBot, files, direct, here, deletion] = payloads;
  const channel = 'C05D9SGN4TQ';

  it('reads a message of the person (a user-token install names them in authorizations) at its ts, with its markup made readable', () => {
    expect(slack.read(morning)).toEqual([
      {
        type: 'message',
        kind: 'message',
        text: 'Morning! Pushing the new onboarding flow to Figma before standup ☕',
        outgoing: true,
        at: { instant: 1791357161207 },
        identity: `slack:${channel}:1791357161.207119`,
      },
    ]);
  });

  it('reads someone else’s reply as received, leaving out a mention it has no name for', () => {
    expect(slack.read(reply)).toEqual([
      {
        type: 'message',
        kind: 'message',
        text: 'love the empty states, can we try a warmer illustration on step 3?',
        outgoing: false,
        at: { instant: 1791358815664 },
        identity: `slack:${channel}:1791358815.664031`,
      },
    ]);
  });

  it('reads an edit as the same message with its new text, marked edited, at the time it was first written', () => {
    expect(slack.read(edit)).toEqual([
      {
        type: 'message',
        kind: 'message',
        text: 'Morning! Pushing the new onboarding flow to Figma before standup ☕ (now with the dark mode variants)',
        outgoing: true,
        edited: true,
        at: { instant: 1791357161207 },
        identity: `slack:${channel}:1791357161.207119`,
      },
    ]);
    const unfurl = {
      ...edit,
      event: {
        ...(edit.event as Payload),
        message: { ...((edit.event as Payload).previous_message as Payload), attachments: [{ title: 'Figma' }] },
      },
    };
    expect(slack.read(unfurl)).toEqual([]);
  });

  it('reads a bot message by its name, shared files as attachments, a direct message, and @here', () => {
    expect(slack.read(standupBot)).toEqual([
      {
        type: 'message',
        kind: 'message',
        text: 'Daily standup for #design-team is done: 4 of 5 answered ✅',
        author: 'Geekbot',
        outgoing: false,
        at: { instant: 1791370802001 },
        identity: `slack:${channel}:1791370802.000881`,
      },
    ]);
    expect(slack.read(files)).toMatchObject([
      { text: 'Warmer step 3, light and dark. Marco, better?', attachments: 2, outgoing: true },
    ]);
    expect(slack.read(direct)).toMatchObject([
      {
        text: 'Can we move our 1:1 to Thursday? Friday is packed with the client review & the handoff.',
        outgoing: true,
        identity: 'slack:D07M3P1K8VW:1791384320.195540',
      },
    ]);
    expect(slack.read(here)).toMatchObject([
      { text: '@here critique notes are in the doc, thanks all 🙌', outgoing: false },
    ]);
  });

  it('recognises the URL verification, reactions, joins and deletions as plumbing', () => {
    for (const payload of [verification, reaction, join, deletion])
      expect(interpret(payload)).toEqual({ vendor: slack.vendor, events: [] });
    expect(
      interpret({
        token: 't',
        type: 'app_rate_limited',
        team_id: 'T1',
        minute_rate_limited: 1518467820,
        api_app_id: 'A1',
      }),
    ).toEqual({
      vendor: slack.vendor,
      events: [],
    });
    expect(
      interpret({
        ...morning,
        event: { type: 'app_home_opened', user: 'U1', channel: 'D1', tab: 'home', event_ts: '1791357161.000100' },
      }),
    ).toEqual({
      vendor: slack.vendor,
      events: [],
    });
  });

  it('knows neither author nor direction when a bot token is installed, and an app_mention is the same post as its message', () => {
    const asBot = {
      ...morning,
      authorizations: [
        {
          enterprise_id: null,
          team_id: 'T02B8LMN4QZ',
          user_id: 'U07BOT0001',
          is_bot: true,
          is_enterprise_install: false,
        },
      ],
    };
    const [message] = slack.read(asBot);
    expect(message).not.toHaveProperty('outgoing');
    const mention = {
      ...asBot,
      event: {
        type: 'app_mention',
        user: 'U04QF7L2M9A',
        text: '<@U07BOT0001> remind me at 5',
        ts: '1791357161.207119',
        channel,
        event_ts: '1791357161.207119',
      },
    };
    expect(slack.read(mention)).toEqual([
      {
        type: 'message',
        kind: 'message',
        text: 'remind me at 5',
        at: { instant: 1791357161207 },
        identity: message.identity,
      },
    ]);
  });

  it('reads a message event that a relay forwarded without its envelope', () => {
    const event = (morning.event as Payload) ?? {};
    expect(slack.matches(event)).toBe(true);
    expect(slack.read(event)).toEqual([
      {
        type: 'message',
        kind: 'message',
        text: 'Morning! Pushing the new onboarding flow to Figma before standup ☕',
        at: { instant: 1791357161207 },
        identity: `slack:${channel}:1791357161.207119`,
      },
    ]);
  });
});

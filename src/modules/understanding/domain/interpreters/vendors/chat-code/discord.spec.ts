import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { interpret } from '../../interpret';
import { discord, readableContent } from './discord';

type Payload = Record<string, unknown>;

describe('the Discord interpreter', () => {
  const payloads = loadCorpusDay('discord-book-club').deliveries.map((d) => d.payload as Payload);
  const [heartbeat, created, typing, reply, reaction, photo, updated, joined, botReminder, deleted, bare] = payloads;
  const channel = 'discord:1104589912265019486';

  it('reads a MESSAGE_CREATE by its author’s display name, at its ISO timestamp, without its markdown', () => {
    expect(discord.read(created)).toEqual([
      {
        type: 'message',
        kind: 'message',
        text: 'Finished Piranesi last night. The House is beautiful and its tides are kind.',
        author: 'Dani',
        at: { instant: Date.parse('2026-03-21T14:14:27.311Z') },
        identity: `${channel}:1352071930485432430`,
      },
    ]);
  });

  it('writes a mention by the name the message lists, and counts attachments (an avatar is not one)', () => {
    expect(discord.read(reply)).toMatchObject([
      { text: '@Dani the ending made me cry on the train 😭', author: 'Sam' },
    ]);
    expect(discord.read(photo)).toMatchObject([
      { text: 'My annotated copy, sticky notes everywhere 📚', author: 'Dani', attachments: 1 },
    ]);
  });

  it('reads a MESSAGE_UPDATE as the same message with its new text, marked edited', () => {
    const [original] = discord.read(created);
    expect(discord.read(updated)).toEqual([
      {
        ...original,
        text: 'Finished Piranesi last night. The House is beautiful and its tides are kind. Next month: Klara and the Sun?',
        edited: true,
      },
    ]);
  });

  it('reads a bot’s message under its username when it has no display name, and a bare Message object', () => {
    expect(discord.read(botReminder)).toMatchObject([
      { text: '📅 Book club call tomorrow at 7pm. React with ✅ if you are coming.', author: 'sesh' },
    ]);
    expect(discord.read(bare)).toEqual([
      {
        type: 'message',
        kind: 'message',
        text: 'Goodnight, bookworms 🌙 Sam, I owe you a coffee for the recommendation.',
        author: 'Dani',
        at: { instant: Date.parse('2026-03-22T03:45:30.124Z') },
        identity: `${channel}:1352276006871814154`,
      },
    ]);
  });

  it('recognises heartbeats, typing, reactions, deletions and system messages as plumbing', () => {
    for (const payload of [heartbeat, typing, reaction, joined, deleted])
      expect(interpret(payload)).toEqual({ vendor: discord.vendor, events: [] });
    expect(interpret({ version: 1, application_id: '1234560123453231555', type: 0 })).toEqual({
      vendor: discord.vendor,
      events: [],
    });
  });

  it('writes Discord markup as a reader sees it', () => {
    const mentions = [{ id: '80351110224678912', username: 'nelly', global_name: 'Nelly' }];
    expect(
      readableContent(
        'hi <@80351110224678912> and <@!41771983423143937> in <#41771983423143937> <@&41771983423143936>',
        mentions,
      ),
    ).toBe('hi @Nelly and in');
    expect(
      readableContent('try </tea:1101010101010101010> <:blobwave:330174221818257408> at <t:1618953630:R> **now**', []),
    ).toBe('try /tea at now');
    expect(readableContent('keep snake_case_name and 2*3*4, ||spoiler|| __under__ ~~gone~~', [])).toBe(
      'keep snake_case_name and 2*3*4, spoiler under gone',
    );
    expect(readableContent('<a:dance:1234567890>', [])).toBeUndefined();
  });

  it('reads a message without words or attachments (a sticker alone) as nothing', () => {
    expect(
      discord.read({
        ...(created.d as Payload),
        content: '',
        sticker_items: [{ id: '1', name: 'wave', format_type: 1 }],
      }),
    ).toEqual([]);
  });

  it('takes no look-alike and no other vendor’s payload', () => {
    expect(discord.matches({ id: '1', content: 'hello', timestamp: '2026-03-21T14:14:27Z' })).toBe(false);
    expect(discord.matches({ id: 1, channel_id: '2', content: 'x', timestamp: 't', author: { username: 'a' } })).toBe(
      false,
    );
    expect(discord.matches({ op: 'add', path: '/a', value: 1 })).toBe(false);
    expect(discord.matches({ type: 'message', channel: 'C1', ts: '1791357161.207119', text: 'hi' })).toBe(false);
  });

  it('does not throw on odd values', () => {
    expect(
      discord.read({
        op: 0,
        t: 'MESSAGE_CREATE',
        s: 1,
        d: { type: 'x', content: 5, author: null, attachments: 'none' },
      }),
    ).toEqual([]);
    expect(discord.read({ op: 0, t: 'MESSAGE_CREATE', s: 1, d: null })).toEqual([]);
  });
});

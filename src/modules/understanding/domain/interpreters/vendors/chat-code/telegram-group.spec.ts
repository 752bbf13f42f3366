import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { interpret } from '../../interpret';
import { telegram } from './telegram';

type Payload = Record<string, unknown>;

describe('the Telegram interpreter', () => {
  describe('in a group', () => {
    const group = loadCorpusDay('telegram-family-group').deliveries.map((d) => d.payload as Payload);
    const [lunch, sticker, album, albumSecond, joined, channelPost, live, ...rest] = group;
    const [liveMoved, , , thanks, promoted, reaction] = rest;

    it('keeps every author and names the group, since no one there is known to be the person', () => {
      expect(telegram.read(lunch)).toEqual([
        {
          type: 'message',
          kind: 'message',
          text: 'Dzień dobry! Pierogi na obiad o 14:00, nie spóźnijcie się 🥟',
          author: 'Irena Kowalska',
          where: 'Kowalscy 🏡',
          at: { instant: Date.parse('2026-05-09T06:05:12Z') },
          identity: 'telegram:-1002193847561:30411',
        },
      ]);
      expect(telegram.read(sticker)).toMatchObject([{ text: '👍', author: 'Piotr Kowalski' }]);
      expect(telegram.read(album)).toMatchObject([
        { text: 'Rhubarb from the allotment, first harvest this year', attachments: 1 },
      ]);
      expect(telegram.read(albumSecond)).toMatchObject([{ author: 'Marta Kowalska', attachments: 1 }]);
      expect(telegram.read(thanks)).toMatchObject([
        { text: 'Dziękujemy Babciu, pierogi były idealne ❤️', author: 'Marta Kowalska' },
      ]);
    });

    it('reads a channel post as a post in the channel, signed by its author', () => {
      expect(telegram.read(channelPost)).toEqual([
        {
          type: 'message',
          kind: 'post',
          text: 'New recipe: rhubarb crumble with cardamom and brown butter',
          author: 'Marta Kowalska',
          where: 'Marta piecze',
          at: { instant: Date.parse('2026-05-09T10:15:46Z') },
          identity: 'telegram:-1002409981133:212',
        },
      ]);
    });

    it('does not take a live location someone shared in a group for the person’s route, nor their venue for the person’s check-in', () => {
      expect(telegram.read(live)).toEqual([]);
      expect(telegram.read(liveMoved)).toEqual([]);
    });

    it('reads a live location the person shared with the bot as the points of a route, each at its edit time', () => {
      const mine = (payload: Payload) => ({
        ...payload,
        [Object.keys(payload).find((key) => key !== 'update_id')!]: {
          ...(Object.values(payload).find((value) => typeof value === 'object') as Payload),
          chat: { id: 42, type: 'private', first_name: 'Piotr' },
        },
      });
      expect(telegram.read(mine(live))).toEqual([
        {
          type: 'position',
          latitude: 52.21302,
          longitude: 21.00041,
          at: { instant: Date.parse('2026-05-09T14:02:10Z') },
        },
      ]);
      expect(telegram.read(mine(liveMoved))).toEqual([
        {
          type: 'position',
          latitude: 52.21681,
          longitude: 21.00495,
          at: { instant: Date.parse('2026-05-09T14:12:10Z') },
        },
      ]);
    });

    it('recognises service messages, member changes and reactions as plumbing', () => {
      for (const payload of [joined, promoted, reaction])
        expect(interpret(payload)).toEqual({ vendor: telegram.vendor, events: [] });
    });
  });
});

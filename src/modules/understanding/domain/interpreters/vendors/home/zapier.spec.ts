import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import type { JsonObject } from '../../../vocabulary/json-reading';
import { zapier } from './zapier';

const at = (iso: string) => ({ instant: Date.parse(iso) });

describe('the Zapier interpreter', () => {
  const [doctor, standup, photos, reply] = loadCorpusDay('zapier-gmail-slack').deliveries.map(
    (d) => d.payload as JsonObject,
  );

  it("reads a Gmail email in Zapier's flattened keys as its subject, from the sender's name, at its Date header", () => {
    expect(zapier.read(doctor)).toEqual([
      {
        type: 'message',
        kind: 'email',
        text: 'Uw afspraak op donderdag 11 juni om 09:40',
        author: 'Huisartsenpraktijk De Linde',
        at: at('2026-06-09T06:11:52Z'),
      },
    ]);
  });

  it('reads the same email once the POST unflattened it, with its attachments, and a sent one as the person’s own', () => {
    expect(zapier.read(photos)).toEqual([
      {
        type: 'message',
        kind: 'email',
        text: "Foto's van zaterdag aan de Vecht",
        author: 'Sanne de Vries',
        attachments: 4,
        at: at('2026-06-09T11:38:05Z'),
      },
    ]);
    expect(zapier.read(reply)).toEqual([
      {
        type: 'message',
        kind: 'email',
        text: "Re: Foto's van zaterdag aan de Vecht",
        author: 'Daan Visser',
        outgoing: true,
        at: at('2026-06-09T15:05:12Z'),
      },
    ]);
  });

  it('reads a message a Zap sent to Slack as the person’s own, without the channel id', () => {
    expect(zapier.read(standup)).toEqual([
      {
        type: 'message',
        kind: 'message',
        text: "Standup: finishing the invoice export today, reviewing Mila's pull request after lunch.",
        outgoing: true,
        at: at('2026-06-09T07:00:04Z'),
      },
    ]);
  });

  it('reads a Date header with its zone comment, and leaves out one it cannot read', () => {
    const email = { from__email: 'a@b.example', subject: 'Hi', message_id: '1' };
    expect(zapier.read({ ...email, date: 'Tue, 14 Mar 2023 23:42:29 -0500 (CDT)' })).toEqual([
      { type: 'message', kind: 'email', text: 'Hi', at: at('2023-03-15T04:42:29Z') },
    ]);
    expect(zapier.read({ ...email, date: 'yesterday' })).toEqual([{ type: 'message', kind: 'email', text: 'Hi' }]);
  });

  it('does not take what the person posted with keys of their own, nor other vendors’ messages', () => {
    expect(zapier.matches({ subject: 'Hi', from: 'a@b.example', text: 'hello' })).toBe(false);
    expect(zapier.matches({ from__email: 'a@b.example', subject: 'Hi' })).toBe(false);
    expect(zapier.matches({ message__text: 'hello', ts_time: '2026-06-09T07:00:04Z' })).toBe(false);
    expect(zapier.matches({ type: 'message', channel: 'C05K2M8QZ1T', text: 'hello', ts: '1781074804.221919' })).toBe(
      false,
    );
  });
});

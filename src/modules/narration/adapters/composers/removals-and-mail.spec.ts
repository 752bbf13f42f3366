import { entryOf } from '../../../../../test/support/composed-entry';

// Round 36's classes (issue 34), on shapes of their own: an event that names the removal of its record, a board's item
// whose date was moved, a mail service's delivery events, a match's ending.

describe('a record removed by the event that names it', () => {
  it('tells the removal of a thing the day had not told, as removed, never as done', () => {
    const text = entryOf([
      {
        payload: {
          movie: { id: 187, title: 'Morbius', year: 2022, folderPath: '/data/media/movies/Morbius (2022)' },
          deletedFiles: true,
          movieFolderSize: 8416029338,
          eventType: 'MovieDelete',
        },
        at: '20:15:00',
      },
      {
        payload: {
          event: {
            itemId: 1979004218,
            itemName: 'Post Instagram teaser antigo',
            type: 'delete_pulse',
            triggerTime: '2026-11-21T17:45:31Z',
          },
        },
        at: '17:45:33',
      },
    ]);
    expect(text).toMatch(/deleted\. “Morbius”|Morbius[^.]*deleted/);
    expect(text).toMatch(/Post Instagram teaser antigo was deleted/);
  });

  it('still takes back what the day told of a record when a later event removes it', () => {
    const card = (extra: Record<string, unknown>) => ({
      id: 'c1',
      title: 'Brigadeiro caseiro',
      logged_at: '2026-11-21T15:00:00Z',
      calories: 180,
      ...extra,
    });
    const text = entryOf([
      { payload: { type: 'entry.created', entry: card({}) }, at: '15:10:00' },
      { payload: { type: 'entry.deleted', entry: card({}) }, at: '20:00:00' },
    ]);
    expect(text).not.toContain('180');
  });
});

describe('a board’s item whose date was moved', () => {
  it('tells the change on the day it was made, though the date it names is another', () => {
    const text = entryOf([
      {
        payload: {
          event: {
            pulseName: 'Evento de degustação',
            columnTitle: 'Data',
            value: { date: '2026-12-05', time: null },
            previousValue: { date: '2026-11-28', time: null },
            changedAt: Date.parse('2026-11-21T18:20:11Z') / 1000,
            type: 'update_column_value',
          },
        },
        at: '18:20:14',
      },
    ]);
    expect(text).toContain('Evento de degustação');
  });
});

describe('a mail service’s events', () => {
  it('tells a bounce as bounced whichever of its two kinds is read first, and no server’s reply', () => {
    const text = entryOf([
      {
        payload: {
          ID: 4208817365,
          Tag: 'class-confirmation',
          Name: 'Hard bounce',
          Type: 'HardBounce',
          Email: 'sarah.lim@singnet.com.sg',
          Details: 'smtp;550 5.1.1 <sarah.lim@singnet.com.sg>: Recipient address rejected: User unknown',
          Subject: 'Your wheel-throwing class on Saturday',
          BouncedAt: '2026-11-21T10:12:06Z',
          RecordType: 'Bounce',
          MessageStream: 'outbound',
        },
        at: '10:12:08',
      },
      {
        payload: {
          Tag: 'class-confirmation',
          Details: 'smtp;250 2.0.0 OK  1762909511 d9443c01a7336-29800e3c1a4si118845ad.412 - gsmtp',
          Recipient: 'raj.menon@gmail.com',
          RecordType: 'Delivery',
          DeliveredAt: '2026-11-21T09:05:11Z',
          MessageStream: 'outbound',
        },
        at: '09:05:13',
      },
    ]);
    expect(text).toContain('bounced');
    expect(text).not.toMatch(/smtp|250 2\.0\.0|550 5\.1\.1|outbound/);
  });
});

describe('a match’s events', () => {
  it('says when a match finished beside when another was cancelled', () => {
    const match = (event: string, id: string, at: string) => ({
      event,
      timestamp: `2026-11-21T${at}Z`,
      payload: { id, game: 'cs2', entity: { name: 'Polska Liga CS2', type: 'hub' } },
    });
    const text = entryOf([
      { payload: match('match_status_ready', 'm1', '17:44:36'), at: '17:44:39' },
      { payload: match('match_status_finished', 'm1', '18:31:49'), at: '18:31:52' },
      { payload: match('match_status_cancelled', 'm2', '19:07:28'), at: '19:07:31' },
    ]);
    expect(text).toMatch(/finished at 18:31/);
    expect(text).toMatch(/cancelled at 19:07/);
  });
});

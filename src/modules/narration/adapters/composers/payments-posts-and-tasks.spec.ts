import { entryOf } from '../../../../../test/support/composed-entry';

// Round 16's M–Z classes (issue 34), on shapes of their own: a payment processor's whole amounts that one record shows
// to be minor units, with a checkout's custom fields; a forum's listing pages; a task board's event envelopes.

describe('a payment processor’s charges', () => {
  const charge = (at: string, amount: number, fees: number, message: string, first: string) => ({
    at,
    payload: {
      event: 'charge.success',
      data: {
        id: Date.parse(`2026-11-21T${at}Z`),
        status: 'success',
        amount,
        requested_amount: amount,
        fees,
        currency: 'NGN',
        paid_at: `2026-11-21T${at}Z`,
        metadata: {
          custom_fields: [
            { display_name: 'Cake message', variable_name: 'cake_message', value: message },
            { display_name: 'Pickup time', variable_name: 'pickup_time', value: '4:00 PM' },
          ],
        },
        customer: { id: 1, first_name: first, last_name: 'Bakare', email: `${first}@example.com` },
        source: { type: 'web', source: 'checkout', entry_point: 'request_inline' },
      },
    },
  });

  it('reads every record of a source in minor units once one of them shows it, in the currency’s own sign', () => {
    const text = entryOf([
      charge('08:05:00', 2_500_000, 47_500, 'Happy birthday Kemi', 'Tolu'),
      charge('09:40:00', 1_850_000, 37_750, 'Be my Val, Nneka', 'Chinedu'),
    ]);
    expect(text).toContain('₦25,000.00');
    expect(text).toContain('₦18,500.00');
    expect(text).toContain('Cake message: Happy birthday Kemi');
    expect(text).not.toMatch(/2500000|as sent|request_inline|requested amount|NGN/);
  });
});

describe('a forum’s listing pages', () => {
  const post = (title: string, at: string, subreddit: string) => ({
    kind: 't3',
    data: {
      title,
      selftext: 'Moving next month and need a new local.',
      subreddit,
      subreddit_name_prefixed: `r/${subreddit}`,
      subreddit_subscribers: 187_342,
      author: 'flatwhite_tom',
      author_fullname: 't2_8q3kz1vd',
      score: 58,
      name: `t3_${at.replace(/:/g, '')}`,
      created_utc: Date.parse(`2026-11-21T${at}Z`) / 1000,
    },
  });

  it('reads each post of a page by its title and community, the person’s own, no id or audience size', () => {
    const page = {
      kind: 'Listing',
      data: {
        after: 't3_1hyp4kd',
        dist: 2,
        modhash: null,
        geo_filter: '',
        children: [
          post('Best spot for a flat white?', '08:14:00', 'Adelaide'),
          post('Channeling again', '12:36:00', 'espresso'),
        ],
      },
    };
    const text = entryOf([{ at: '13:00:00', payload: page }], 'Forum', ['flatwhite_tom']);
    expect(text).toMatch(/08:14: Best spot for a flat white\? \(r\/Adelaide\)/);
    expect(text).toMatch(/Channeling again \(r\/espresso\)/);
    expect(text).not.toMatch(/t2[_ ]8q3kz1vd|187,342|subscribers|\?\./);
  });
});

describe('a task board’s event envelopes', () => {
  const me = { id: 1, name: 'Priya Raghavan', username: 'priya' };
  const task = (title: string, percent: number) => ({ id: 398, title, percent_done: percent, created_by: me });

  it('keeps one event’s task, assignee and doer together, says whom it was assigned to and a share done as a per cent', () => {
    const text = entryOf(
      [
        {
          at: '11:40:00',
          payload: {
            event_name: 'task.assignee.created',
            time: '2026-11-21T11:40:13Z',
            data: {
              task: task('Renew GST filing access', 0),
              assignee: { id: 4, name: 'Arvind Menon', username: 'arvind' },
              doer: me,
            },
          },
        },
        {
          at: '16:45:00',
          payload: {
            event_name: 'task.updated',
            time: '2026-11-21T16:45:03Z',
            data: { task: { ...task('Draft Q1 vendor review deck', 0.6), id: 412 }, doer: me },
          },
        },
      ],
      'Tasks',
      ['Priya Raghavan'],
    );
    expect(text).toContain('assigned to Arvind Menon');
    expect(text).toContain('done 60%');
    expect(text).not.toMatch(/arvind: |0\.6%|Priya Raghavan:/);
  });
});

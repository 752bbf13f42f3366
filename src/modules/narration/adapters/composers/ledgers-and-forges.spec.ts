import { entryOf } from '../../../../../test/support/composed-entry';

// Round 13's last classes (issue 34), on shapes of their own: a budgeting app's transaction filed under a category
// object of its own (the payee is what it was, the category only where it is filed), an amount sent again in the base
// currency, and a forge sending GitHub's shapes with the sender's own name beside the login.

describe('a budgeting app’s transactions and a forge’s events', () => {
  it('names a payment by its payee, not by its category, and says its amount once', () => {
    const text = entryOf([
      {
        at: '19:00:00',
        payload: [
          {
            id: 77120,
            payee: 'Brindisa',
            original_payee: 'BRINDISA BOROUGH MKT LONDON',
            amount: -42.6,
            amount_in_base_currency: -42.6,
            date: '2026-11-21',
            category: {
              id: 12,
              title: 'Eating Out',
              colour: '#e63946',
              is_transfer: false,
              is_bill: false,
              refund_behaviour: null,
              children: [],
              parent_id: null,
              roll_up: false,
              created_at: '2021-02-14T03:15:00Z',
              updated_at: '2024-08-02T07:41:19Z',
            },
            transaction_account: { name: 'Current account', currency_code: 'gbp' },
          },
        ],
      },
    ]);
    expect(text).toContain('Brindisa');
    expect(text).toContain('-£42.60');
    expect(text).not.toMatch(/£42\.60[^.]*£42\.60/);
    expect(text).not.toMatch(/amount currency|^Eating Out/);
  });

  it('names a forge’s sender by the name it sends beside the login', () => {
    const user = { id: 9, login: 'tbaker', full_name: 'Tess Baker', email: 'tess@forge.example' };
    const text = entryOf([
      {
        at: '10:30:00',
        payload: {
          action: 'opened',
          number: 12,
          issue: {
            id: 5012,
            number: 12,
            title: 'Export drops the last row',
            user,
            state: 'open',
            html_url: 'https://forge.example/a/b/issues/12',
          },
          repository: { id: 3, name: 'ledger', full_name: 'acme/ledger', owner: { id: 1, login: 'acme' } },
          sender: user,
        },
      },
    ]);
    expect(text).toContain('Tess Baker opened issue “Export drops the last row”');
    expect(text).not.toContain('Tbaker');
  });
});

// A class met in the fourteenth round of first contact (issue 34): the version a release or a push carries is what
// was released; an API's version is not, and a repository's own status is no state of the push.
describe('release versions', () => {
  it('tells the version released, from a package@version or a release’s part, and never an API’s version or a date', () => {
    const text = entryOf([
      {
        at: '10:00:00',
        payload: {
          version: 'v1',
          push: { tag: '3.1.0', pushed_at: 1795255200, pusher: 'kit' },
          repository: { name: 'garden-app', status: 'Active', star_count: 3 },
        },
      },
      {
        at: '11:00:00',
        payload: {
          action: 'created',
          data: { release: { version: 'garden-api@1.12.3', projects: [{ name: 'garden-api' }] } },
        },
      },
    ]);
    expect(text).toContain('version 3.1.0');
    expect(text).toContain('version 1.12.3');
    expect(text).not.toMatch(/Active|version v1|2003|garden-api@/);
  });
});

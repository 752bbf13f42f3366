import { entryOf } from '../../../../../test/support/composed-entry';

// Round 13's classes (issue 34), on shapes of their own: a device's own events (its type beside its name and action),
// users named in Pascal case and placeholders for nobody, an exchange's envelopes around its records, amounts in
// crypto-assets and a list of fees.

describe('a device’s own events', () => {
  const lockEvent = (at: string, action: string, door: string, user?: { First: string; Last: string }) => ({
    at,
    payload: {
      Device_Name: door,
      DeviceType: 'smartlock',
      Action: action,
      Site: { SiteName: 'Elm Cottage' },
      EventTime: `2026-11-21T${at}Z`,
      Actor: user
        ? { FirstName: user.First, LastName: user.Last }
        : { FirstName: 'Unknown', LastName: 'User', UserName: 'deleteduser' },
      Target: { FirstName: 'Unknown', LastName: 'User' },
    },
  });

  it('tells each lock and unlock by the door, with who did it when it was someone else and never a placeholder', () => {
    const text = entryOf(
      [
        lockEvent('07:40:00', 'LOCK', 'Garden Gate', { First: 'Noor', Last: 'Haddad' }),
        lockEvent('11:05:00', 'unlock', 'Garden Gate', { First: 'Tom', Last: 'Reyes' }),
        lockEvent('11:06:00', 'gateopen', 'Garden Gate'),
        lockEvent('11:40:00', 'lock', 'Garden Gate', { First: 'Tom', Last: 'Reyes' }),
        lockEvent('15:20:00', 'camera_motion_detected', 'Side Camera'),
      ],
      'Home',
      ['Noor Haddad'],
    );
    expect(text).toMatch(/Garden Gate locked at 07:40, unlocked by Tom Reyes at 11:05, opened at 11:06/);
    expect(text).toMatch(/locked by Tom Reyes at 11:40/);
    expect(text).toMatch(/Side Camera detected motion at 15:20/);
    expect(text).not.toMatch(/deleteduser|Unknown|went to|gateopen|Elm Cottage:/);
  });
});

describe('an exchange’s events', () => {
  const event = (at: string, kind: string, record: Record<string, unknown>) => ({
    at,
    payload: {
      id: `evt-${at}`,
      type: kind,
      created_at: `2026-11-21T${at}Z`,
      data: { ...record, resource_path: '/v2/x' },
    },
  });
  const buy = (status: string, updated: string) => ({
    id: 'buy-7',
    resource: 'buy',
    status,
    amount: { amount: '0.01500000', currency: 'ETH' },
    total: { amount: '41.20', currency: 'EUR' },
    fees: [{ type: 'network', amount: { amount: '0.60', currency: 'EUR' } }],
    created_at: '2026-11-21T09:30:00Z',
    updated_at: updated,
    payout_at: '2026-11-21T12:00:00Z',
  });

  it('tells the record each event is a version of, once, with its crypto amount to the digit and its fees as fees', () => {
    const text = entryOf([
      event('09:30:05', 'exchange:buys:created', buy('created', '2026-11-21T09:30:00Z')),
      event('09:31:10', 'exchange:buys:completed', buy('completed', '2026-11-21T09:31:00Z')),
      event('16:00:00', 'exchange:sends:created', {
        id: 'send-2',
        resource: 'send',
        status: 'created',
        amount: { amount: '25', currency: 'USDC' },
        created_at: '2026-11-21T16:00:00Z',
      }),
    ]);
    expect(text).toContain('0.015 ETH');
    expect(text).toContain('€41.20');
    expect(text).toContain('fees €0.60');
    expect(text).toContain('25 USDC');
    // (Created is only which version it was: no state a person would say.)
    expect(text).toContain('buy, 09:30: 0.015 ETH, total €41.20, fees €0.60, completed at 09:31');
    expect(text).not.toMatch(/buy, 09:31/);
    expect(text).not.toMatch(/ETH 0\.0|USDC 0|0\.25 USDC|amount €0\.60|13:00/);
  });
});

import { entryOf } from '../../../../../test/support/composed-entry';

// Round 14's classes (issue 34), on shapes of their own: a platform's events that name their record's resource around
// it (one build, created then updated), the commit message inside its source object, the app an event is about; and a
// geofencing app's entry flag, each place arrived at and left with how long the stay was.

describe('a platform’s events and a geofencing app’s places', () => {
  it('tells one build by its commit message, the app it was for, and when it failed', () => {
    const build = (at: string, status: string, updated: string) => ({
      at,
      payload: {
        id: `evt-${at}`,
        action: at === '13:00:00' ? 'create' : 'update',
        resource: 'build',
        data: {
          id: 'bld-1',
          status,
          created_at: '2026-11-21T13:00:00Z',
          updated_at: updated,
          app: { id: 'app-1', name: 'ledger-web' },
          source_blob: {
            url: 'https://example.com/t.tgz',
            version: 'c0ffee',
            version_description: 'Fix the VAT rounding',
          },
        },
      },
    });
    const text = entryOf([
      build('13:00:00', 'pending', '2026-11-21T13:00:00Z'),
      build('13:06:00', 'failed', '2026-11-21T13:05:00Z'),
    ]);
    expect(text).toContain('Fix the VAT rounding');
    expect(text).toContain('ledger-web');
    expect(text).toMatch(/failed at 13:05/);
    expect(text).not.toMatch(/c0ffee|pending at 13:00[^.]*pending/);
  });

  it('reads an entry flag as arriving and leaving, with the stay between', () => {
    const fence = (at: string, entry: string) => ({
      at,
      payload: {
        id: 'fence-9',
        name: 'Climbing gym',
        entry,
        date: `2026-11-21T${at}Z`,
        latitude: 51.5,
        longitude: -0.1,
      },
    });
    const text = entryOf([fence('10:05:00', '1'), fence('12:35:00', '0')], 'Places');
    expect(text).toMatch(/Climbing gym arrived at 10:05 and left at 12:35 \(2 h 30 min\)/);
    expect(text).not.toMatch(/entry|went to/);
  });
});

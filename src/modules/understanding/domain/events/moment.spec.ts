import { isTellable, laterBy, localMomentOfEpoch, momentOf, momentOfText, whenOf } from './moment';

describe('moments a diary tells (2001 to 2099)', () => {
  it('reads no time from text outside the window, or from a date that does not exist', () => {
    for (const text of [
      '0001-01-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '9999-12-31T23:59:59+14:00',
      '2100-01-01T00:00:00Z',
      '2000-12-31',
      '2026-02-30',
      '2026-13-45T25:61:00Z',
    ])
      expect([text, momentOfText(text)]).toEqual([text, null]);
    expect(momentOfText('2026-11-21T07:10:00Z')).toEqual({ instant: Date.parse('2026-11-21T07:10:00Z') });
    expect(momentOfText('2099-12-31')).toEqual({ date: '2099-12-31' });
  });

  it('reads no time from epoch numbers outside the window, whatever their scale', () => {
    for (const value of [253_402_300_799, -62_135_596_800, 1e21, -1, 8.64e15 + 1, Number.MAX_VALUE, Number.NaN])
      expect(momentOf(value)).toBeNull();
    expect(momentOf(1_795_715_091)).toEqual({ instant: 1_795_715_091_000 });
  });

  it('derives no end a duration beyond a year away, nor one outside the window', () => {
    const start = { instant: Date.parse('2026-11-21T07:00:00Z') };
    for (const seconds of [1e21, -1e21, 8.64e15 + 1, Number.MAX_VALUE, Number.POSITIVE_INFINITY, 367 * 86_400])
      expect(laterBy(start, seconds)).toBeNull();
    expect(laterBy({ local: '2099-12-31T23:00' }, 7200)).toBeNull();
    expect(laterBy(start, 3600)).toEqual({ instant: Date.parse('2026-11-21T08:00:00Z') });
    expect(laterBy({ local: '2026-11-21T23:30' }, 3600)).toEqual({ local: '2026-11-22T00:30' });
  });

  it('ignores an offset from UTC that no zone has', () => {
    expect(localMomentOfEpoch(1_795_715_091, 3_600)).toEqual({ local: '2026-11-26T18:44' });
    expect(localMomentOfEpoch(1_795_715_091, 1e21)).toEqual({ instant: 1_795_715_091_000 });
  });

  it('places no moment made by hand outside the window on a day', () => {
    const zoned = () => ({ day: '2026-11-21', minute: 0 });
    for (const moment of [
      { instant: -62_135_596_800_000 },
      { local: '0001-01-01T00:00' },
      { date: '9999-12-31' },
      { local: '2026-11-21T24:00' },
    ]) {
      expect(isTellable(moment)).toBe(false);
      expect(whenOf(moment, zoned)).toBeNull();
    }
  });
});

import { cutPage } from './export-page';

describe('cutPage', () => {
  const limits = { maxItems: 3, maxBytes: 100 };

  it('takes items until the count or the bytes would be exceeded, and says whether more follow', () => {
    expect(cutPage([10, 10, 10, 10], limits)).toEqual({ take: 3, more: true });
    expect(cutPage([60, 50, 10], limits)).toEqual({ take: 1, more: true });
    expect(cutPage([40, 60], limits)).toEqual({ take: 2, more: false });
    expect(cutPage([], limits)).toEqual({ take: 0, more: false });
  });

  it('always takes the first item, however large, so that an export moves on', () => {
    expect(cutPage([5_000, 1], limits)).toEqual({ take: 1, more: true });
  });
});

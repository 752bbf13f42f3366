import { generateRange } from './generate-range';
import type { CommandOperations } from '../../../../shared/admin-command';

function transport(): CommandOperations & { days: string[] } {
  const days: string[] = [];
  return {
    days,
    run: async (_name, input) => {
      days.push((input as { date: string }).date);
      return {};
    },
  };
}

describe('generateRange', () => {
  it.each([
    ['2026-12-30', '2027-01-02', ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']],
    ['9999-12-30', '9999-12-31', ['9999-12-30', '9999-12-31']],
    ['9999-12-31', '9999-12-31', ['9999-12-31']],
    ['0001-01-01', '0001-01-02', ['0001-01-01', '0001-01-02']],
  ])('generates every day from %s to %s, the last day of the calendar included', async (from, to, expected) => {
    const t = transport();
    const result = await generateRange(t, { accountId: 'a', from, to }, () => undefined);
    expect(t.days).toEqual(expected);
    expect(result).toEqual({ generated: expected.length, skipped: 0, dates: expected });
  });
});

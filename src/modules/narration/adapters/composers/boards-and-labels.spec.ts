import { entryOf } from '../../../../../test/support/composed-entry';

// A board's changes (issue 34, round 13): an item's status column set to a label (`value: {label: {text}}`) is the
// state the item went to, never words of the person's; the column's title and the item's group are where, not what.

describe('a board’s column changes', () => {
  const change = (at: string, item: string, column: string, now: string, before: string) => ({
    at,
    payload: {
      event: {
        type: 'change_column_value',
        itemName: item,
        groupName: 'Sprint 14',
        columnTitle: column,
        value: { label: { index: 1, text: now, style: { color: '#00c875' } } },
        previousValue: { label: { index: 0, text: before } },
        triggerTime: `2026-11-21T${at}Z`,
      },
    },
  });

  it('tells each item going to its new label at its time, the old label and the column never quoted', () => {
    const text = entryOf([
      change('09:12:00', 'Migrate invoices table', 'Status', 'Done', 'Working on it'),
      change('15:40:00', 'Review tax export', 'Status', 'Stuck', 'Working on it'),
    ]);
    expect(text).toMatch(/Migrate invoices table[^.]*Done at 09:12/);
    expect(text).toMatch(/Review tax export[^.]*Stuck at 15:40/);
    expect(text).not.toMatch(/“Done”|“Stuck”|“Status”|Working on it|Sprint 14:/);
  });
});

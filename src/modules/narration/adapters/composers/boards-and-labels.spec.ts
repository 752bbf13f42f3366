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

// A class met in the fourteenth round of first contact (issue 34): a tracker's actions with their change sets
// (`changes: {field: {old, new}}`), the states they point to by id named in a list of references beside them.
describe('change sets and the references they point to', () => {
  const moved = (at: string, card: string, to: number, from: number, names: Record<number, string>) => ({
    at,
    payload: {
      id: `evt-${at}`,
      changed_at: `2026-11-21T${at}Z`,
      actions: [
        { id: 88, entity_type: 'card', action: 'update', name: card, changes: { column_id: { old: from, new: to } } },
      ],
      references: [
        { id: to, entity_type: 'column', name: names[to] },
        { id: from, entity_type: 'column', name: names[from] },
      ],
    },
  });
  const columns = { 301: 'Backlog', 302: 'Doing', 303: 'Shipped' };

  it('tells each move by the name its id points to, at its time, and never the ids', () => {
    const text = entryOf([
      moved('09:15:00', 'Invoice PDF export', 302, 301, columns),
      moved('16:40:00', 'Invoice PDF export', 303, 302, columns),
    ]);
    expect(text).toContain('Invoice PDF export');
    expect(text).toMatch(/Doing at 09:15/);
    expect(text).toMatch(/shipped at 16:40/i);
    expect(text).not.toMatch(/\b30[123]\b|column id|old/);
  });

  it('tells a flag a change turned on as what became of the record, and an old value never as its state', () => {
    const text = entryOf([
      {
        at: '11:00:00',
        payload: { id: 9, name: 'Duplicate login bug', changes: { archived: { old: false, new: true } } },
      },
      {
        at: '12:00:00',
        payload: { id: 10, name: 'Dark mode', changes: { status: { from: 'In progress', to: 'Blocked' } } },
      },
    ]);
    expect(text).toContain('Duplicate login bug was archived');
    expect(text).toMatch(/Dark mode was blocked/i);
    expect(text).not.toMatch(/went to archived|In progress/);
  });
});

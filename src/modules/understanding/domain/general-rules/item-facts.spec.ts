import { ItemFacts, itemFacts } from './item-facts';

/** UTC, so that minutes of the day read straight off the timestamps. */
const context = {
  day: '2026-11-21',
  zoned: (instant: number) => {
    const date = new Date(instant);
    return { day: date.toISOString().slice(0, 10), minute: date.getUTCHours() * 60 + date.getUTCMinutes() };
  },
  skipKeys: new Set<string>(['location']),
};
const facts = (item: unknown): ItemFacts => itemFacts(item, context);
const measures = (item: unknown) => facts(item).quantities.map((q) => `${q.label}:${q.dimension}`);

describe('itemFacts', () => {
  it('reads a workout: its named kind, its name as headline, its measures, its span and its identity', () => {
    const run = facts({
      type: 'Run',
      name: 'Morning run by the river',
      distance: 5200,
      moving_time: 1705,
      average_heartrate: 142.3,
      start_date: '2026-11-21T07:00:00Z',
      end_date: '2026-11-21T07:30:00Z',
      id: 'a1b2c3',
    });
    expect(run).toMatchObject({
      kind: 'Run',
      kindNamed: true,
      headline: { text: 'Morning run by the river', role: 'name' },
      texts: [],
      minute: 420,
      endMinute: 450,
      notice: false,
      otherDay: false,
      identity: 'id:a1b2c3',
    });
    expect(run.quantities).toEqual([
      { label: 'distance', dimension: 'distance', value: 5200 },
      // Its span, beside the part of it spent moving.
      { label: 'duration', dimension: 'duration', value: 1800 },
      { label: 'moving time', dimension: 'duration', value: 1705 },
      { label: 'average heart rate', dimension: 'heart-rate', value: 142.3 },
    ]);
  });

  it('orders measures as a reader looks for them, not as they were sent, the item’s own before its parts’', () => {
    expect(measures({ calories: 2100, steps: 9000, laps: [{ average_heartrate: 150 }], distance: 5200 })).toEqual([
      'distance:distance',
      'steps:steps',
      'calories:energy',
      'average heart rate:heart-rate',
    ]);
  });

  it('says how long it lasted from its start and end when it gives no duration', () => {
    const meeting = facts({ title: 'Planning', start_time: '2026-11-21T09:00:00Z', end_time: '2026-11-21T09:45:00Z' });
    expect(meeting.quantities).toEqual([{ label: 'duration', dimension: 'duration', value: 45 * 60 }]);
    expect([meeting.minute, meeting.endMinute]).toEqual([540, 585]);
  });

  it('names an event by its subject and action, with the person’s own words after the headline, then the repository it is in and nothing else of its context', () => {
    const issue = facts({
      action: 'opened',
      issue: { title: 'Crash on start', body: 'The app crashes when I open it', id: 123 },
      repository: { name: 'diary', stargazers_count: 40 },
      sender: { login: 'ada' },
    });
    expect(issue.kind).toBe('Issue opened');
    expect(issue.headline?.text).toBe('Crash on start');
    expect(issue.texts.map((text) => text.text)).toEqual(['The app crashes when I open it', 'diary']);
    expect(issue.quantities).toEqual([]);
    expect(issue.identity).toBeNull();
  });

  it('reads a delivery that only says something happened, with ids, as a notice', () => {
    expect(facts({ event: 'ping', id: '97f3734a-6b33-4ed7-b28c-2388de98dcb1', resource_id: 'r_123' })).toMatchObject({
      kind: null,
      headline: null,
      quantities: [],
      notice: true,
    });
  });

  it('tells a page of another day’s history by its own date', () => {
    expect(facts({ date: '2026-11-20', steps: 9000 }).otherDay).toBe(true);
    expect(facts({ date: '2026-11-21', steps: 9000 }).otherDay).toBe(false);
  });

  it('names a payment by its merchant over the statement’s raw line of that name, and keeps a whole amount without decimals as sent', () => {
    const payment = facts({
      amount: 1250,
      currency: 'GBP',
      description: 'COFFEE SHOP LONDON',
      merchant: { name: 'Coffee Shop' },
    });
    expect(payment.headline?.text).toBe('Coffee Shop');
    expect(payment.texts.map((text) => text.text)).toEqual([]);
    expect(payment.quantities).toEqual([{ label: 'amount', dimension: 'as-sent', value: 1250, unit: 'GBP' }]);
  });

  it('reads a state as a label, its own measure inside its attributes, and the time of the change', () => {
    const light = facts({
      entity_id: 'light.kitchen',
      state: 'on',
      attributes: { friendly_name: 'Kitchen light', brightness_pct: 80 },
      last_changed: '2026-11-21T18:00:00Z',
    });
    expect(light).toMatchObject({ headline: { text: 'Kitchen light' }, labels: ['on'], minute: 1080 });
    // `attributes` is the record's own content, not a part named "Kitchen light".
    expect(light.quantities).toEqual([{ label: 'brightness', dimension: 'percent', value: 80 }]);
  });

  it('leaves out the properties read elsewhere, and every identifier', () => {
    const item = facts({ note: 'Lunch by the lake', location: { name: 'Lake Shore' }, uuid: 'cus_9s6XKzkNRiz8i3' });
    expect([item.headline?.text, ...item.texts.map((text) => text.text)]).toEqual(['Lunch by the lake']);
    expect(item.identity).toBe('uuid:cus_9s6XKzkNRiz8i3');
  });
});

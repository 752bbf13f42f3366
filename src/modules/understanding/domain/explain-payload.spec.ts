import { explainPayload } from './explain-payload';

const context = {
  day: '2026-03-14',
  timezone: 'Europe/Berlin',
  identities: ['Ada Lovelace'],
  skipKeys: new Set<string>(),
};
const fieldsOf = (payload: unknown) =>
  Object.fromEntries(explainPayload(payload, context).fields.map((field) => [field.path, field]));

describe('explainPayload: what each field of a payload no interpreter knows was read as, or why it was left out', () => {
  it('names the measure and unit read from a field name, the time, the text, and leaves ids out', () => {
    const fields = fieldsOf({
      station_id: 'st_91aa2c',
      observed_at: '2026-03-14T07:40:00Z',
      tempf: 41,
      note: 'Frost on the car this morning',
    });
    expect(fields.tempf).toMatchObject({ readAs: 'quantity', detail: expect.stringMatching(/temperature 5 /) });
    expect(fields.observed_at).toMatchObject({ readAs: 'time' });
    expect(fields.note).toMatchObject({ readAs: 'text' });
    expect(fields.station_id).toMatchObject({ readAs: null, detail: expect.stringMatching(/^left out/) });
  });

  it('says whose action it was, and that a record says it is gone', () => {
    const fields = fieldsOf({ user: { name: 'Marcus Webb' }, deleted: true, title: 'Standup notes' });
    expect(fields.user).toMatchObject({ readAs: 'actor', detail: 'Marcus Webb' });
    expect(fields.deleted).toMatchObject({ readAs: 'lifecycle' });
  });

  it('numbers the records of a batch and counts them all, explaining only the first', () => {
    const readings = Array.from({ length: 40 }, (_, i) => ({
      t: `2026-03-14T0${i % 10}:00:00Z`,
      glucose_mgdl: 90 + i,
    }));
    const explanation = explainPayload({ readings }, context);
    expect(explanation.records).toBe(40);
    expect(explanation.readBy).toBe('general rules');
    expect(Math.max(...explanation.fields.map((field) => field.record ?? 0))).toBe(10);
    expect(explanation.fields.find((f) => f.record === 1 && f.path === 'glucose_mgdl')).toMatchObject({
      readAs: 'quantity',
    });
  });

  it('names the vendor interpreter that knew a payload and the events it told, with no field list', () => {
    const explanation = explainPayload(
      {
        object_type: 'activity',
        aspect_type: 'create',
        object_id: 1360128428,
        owner_id: 134815,
        subscription_id: 120475,
        event_time: 1773471600,
        updates: {},
      },
      context,
    );
    expect(explanation.fields).toEqual([]);
    expect(explanation.readBy).toMatch(/^interpreter:/);
  });

  it('stays bounded on a payload of thousands of fields', () => {
    const wide = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`field_${i}`, i]));
    expect(explainPayload(wide, context).fields.length).toBeLessThanOrEqual(300);
  });
});

import { artifact, digestOf } from '../../../../../../test/support/digest-day';
import { alsoLine, generalSentences } from './general';

const incident = (status: string, at: string) => ({
  status,
  service: 'checkout-api',
  occurred_at: `2026-11-21T${at}Z`,
});

describe('the general rules’ sentences', () => {
  it('tells a lifecycle with its moments, in the order they happened', () => {
    const digest = digestOf([
      artifact('PagerDuty', incident('triggered', '02:14:00'), '02:14:05'),
      artifact('PagerDuty', incident('acknowledged', '02:17:00'), '02:17:05'),
      artifact('PagerDuty', incident('resolved', '03:05:00'), '03:05:05'),
      artifact('PagerDuty', incident('triggered', '14:30:00'), '14:30:05'),
    ]);
    const text = generalSentences(digest)
      .map((s) => s.text)
      .join(' ');
    expect(text).toContain('triggered at 02:14 and 14:30, acknowledged at 02:17, resolved at 03:05');
  });

  it('ends with one plain line of what it read but could not phrase, and none when everything was told', () => {
    const day = digestOf([artifact('Notes', { note: 'Quiet day' })]);
    expect(alsoLine(day)).toBeNull();
    const station = { ...day.sources[0], name: 'Weather station', groups: [], otherItems: 3 };
    expect(alsoLine({ ...day, sources: [...day.sources, station] })).toBe('Also 3 items from Weather station.');
  });
});

import { artifact, digestOf } from '../../../../../test/support/digest-day';
import { quantityOf } from '../vocabulary/quantity';
import { keyWords } from '../vocabulary/key-words';
import { looksLikeIdentifier } from '../vocabulary/value-shapes';

describe('field rules', () => {
  it('splits field names into words', () => {
    expect(keyWords('averageHeartRate')).toEqual(['average', 'heart', 'rate']);
    expect(keyWords('duration_s')).toEqual(['duration', 's']);
    expect(keyWords('HTTPStatusCode')).toEqual(['http', 'status', 'code']);
  });

  it('reads a field name up to 64 characters, however long the sender made it', () => {
    expect(keyWords(`note${'x'.repeat(20_000)}Title`)).toEqual([`note${'x'.repeat(60)}`]);
    // Hundreds of distinct 20 KB names: each item's kind stays short, and the digest is built.
    const artifacts = Array.from({ length: 300 }, (_, i) =>
      artifact('Tool', { [`${String(i).padStart(3, '0')}${'Field'.repeat(4_000)}`]: { title: `thing ${i}` } }),
    );
    const digest = digestOf(artifacts);
    expect(JSON.stringify(digest).length).toBeLessThan(200_000);
  });

  it('tells a plain number only when its name says what it counts or rates: the rest cannot be phrased', () => {
    expect(quantityOf(['value'], 12)).toBeNull();
    for (const words of [
      ['records'],
      ['freq'],
      ['runtime'],
      ['response', 'time'],
      ['init', 'time'],
      ['rank'],
      ['popularity'],
    ])
      expect([words, quantityOf(words, 18)]).toEqual([words, null]);
    expect(quantityOf(['favourites', 'count'], 23)).toEqual({
      label: 'favourites count',
      dimension: 'count',
      value: 23,
    });
    expect(quantityOf(['recovery', 'score'], 71)).toEqual({ label: 'recovery score', dimension: 'count', value: 71 });
    expect(quantityOf(['sets'], 4)?.dimension).toBe('count');
  });

  it('leaves out bookkeeping numbers and identifiers', () => {
    for (const words of [['resource', 'state'], ['id'], ['version'], ['position']])
      expect(quantityOf(words, 2)).toBeNull();
    expect(quantityOf(['followers'], 123_456_789)).toBeNull();
  });

  it.each([
    'MDQ6VXNlcjIxMDMxMDY3',
    '01M800A9TTWTKNCRZW0NNRVMDD',
    '97f3734a-6b33-4ed7-b28c-2388de98dcb1',
    'a94a8fe5ccb19ba61c4c0873d391e987982fbbd3',
    '16203355817',
    'cus_9s6XKzkNRiz8i3',
    '{sg_Ica|pAsClAeBxNyCsCw@ooBkAyB',
  ])('recognises %s as an identifier or blob', (text) => expect(looksLikeIdentifier(text)).toBe(true));

  it.each(['Hello-World', 'opened', 'Tempelhofer', 'ENG-123', 'v1.2.3'])('keeps %s as a word', (text) =>
    expect(looksLikeIdentifier(text)).toBe(false),
  );
});

import { CorpusDay, loadCorpus } from '../../../test/fixtures/corpus';
import { readerText, scoreEntry } from '../../../test/fixtures/corpus/score';
import { writeDay } from '../../../test/fixtures/corpus/write-day';
import { looksLikeWrittenDate } from '../understanding/domain/vocabulary/value-shapes';

/**
 * Every time and number field of the corpus (each field shape of each source of each day, at its first occurrence),
 * changed one at a time to values no sender should send but some do: Go's zero time, "never" as 9999-12-31 (also in
 * a zone east of UTC), a month 13, the last day JavaScript can hold, 1e21 seconds, the largest double, epoch seconds
 * of year 1 and 9999. The entry is still written, says nothing it did not say before of those values (no NaN,
 * Infinity, year 1 or 9999, exponent), names every source, and tells what the day's other sources told.
 */
const corpus = loadCorpus({ withDays: true });
const TIME_TEXT = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}|$)/;
const NUMBER_TEXT = /^-?\d+(?:\.\d+)?$/;
const isTime = (text: string) => TIME_TEXT.test(text) || looksLikeWrittenDate(text);
const NUMBERS = [1e21, -1e21, Number.MAX_VALUE, 253_402_300_799, -62_135_596_800, 8.64e15 + 1, -1];
const TIMES = [
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '9999-12-31T23:59:59+14:00',
  '2026-13-45T25:61:00Z',
  '+275760-09-13T00:00:00Z',
];
const SUSPECT = /\b(?:NaN|undefined|Infinity|Invalid|null)\b|\b(?:0001|9999|10000|275760)\b|\d[eE][+-]?\d|\d{16,}/g;

type Path = Array<string | number>;

/** Each time or number field shape once (the 40th reading of a series is shaped as the first). */
function fieldsOf(value: unknown, seen: Set<string>, path: Path = [], out: Array<{ path: Path; value: unknown }> = []) {
  // A highlight's value is the person's own text, shown as sent (the specification's enrichment).
  if (path[path.length - 1] === 'highlights') return out;
  if (Array.isArray(value)) value.forEach((item, i) => fieldsOf(item, seen, [...path, i], out));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) fieldsOf(item, seen, [...path, key], out);
  else if (typeof value === 'number' || (typeof value === 'string' && (NUMBER_TEXT.test(value) || isTime(value)))) {
    const shape = path.map((key) => (typeof key === 'number' ? '*' : key)).join('.');
    if (!seen.has(shape)) {
      seen.add(shape);
      out.push({ path, value });
    }
  }
  return out;
}

function withValue(payload: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(payload) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path[path.length - 1]] = value;
  return copy;
}

const found = (day: CorpusDay, markdown: string) => {
  const { missing } = scoreEntry(day, markdown);
  return day.facts.filter((fact) => !missing.includes(fact));
};

describe.each(corpus.map((day) => [day.name, day] as const))('%s with one hostile value', (_name, day) => {
  it('is still written, without the value, telling the rest of the day', () => {
    const whole = writeDay(day).content;
    const baseline = new Set(readerText(whole).match(SUSPECT) ?? []);
    const toldOfWholeDay = found(day, whole);
    const seenBySource = new Map<string, Set<string>>();
    const failures: string[] = [];
    let mutations = 0;
    const toldWithout = new Map<string, string[]>();
    day.deliveries.forEach((delivery, d) => {
      // What the day tells that its other sources tell without this one: told whatever this source sends.
      let toldByOthers = toldWithout.get(delivery.source);
      if (!toldByOthers) {
        const others = { ...day, deliveries: day.deliveries.filter((other) => other.source !== delivery.source) };
        toldByOthers = others.deliveries.length
          ? found(day, writeDay(others).content).filter((fact) => toldOfWholeDay.includes(fact))
          : [];
        toldWithout.set(delivery.source, toldByOthers);
      }
      const seen = seenBySource.get(delivery.source) ?? new Set<string>();
      seenBySource.set(delivery.source, seen);
      fieldsOf(delivery.payload, seen).forEach((field, f) => {
        const values =
          typeof field.value === 'number'
            ? NUMBERS
            : NUMBER_TEXT.test(field.value as string)
              ? NUMBERS.map(String)
              : TIMES;
        for (const value of [values[f % values.length], values[(f + 3) % values.length]]) {
          mutations++;
          const at = `${field.path.join('.')} = ${String(value)}`;
          const mutated = {
            ...day,
            deliveries: day.deliveries.map((other, o) =>
              o === d
                ? { ...other, payload: withValue(other.payload, field.path, value) as typeof other.payload }
                : other,
            ),
          };
          let markdown: string;
          try {
            markdown = writeDay(mutated).content;
          } catch (error) {
            failures.push(`${at}: threw ${(error as Error).message}`);
            continue;
          }
          const text = readerText(markdown);
          const fresh = (text.match(SUSPECT) ?? []).filter((token) => !baseline.has(token));
          if (fresh.length) failures.push(`${at}: says "${fresh[0]}"`);
          for (const source of new Set(day.deliveries.map((other) => other.source)))
            if (!text.includes(source)) failures.push(`${at}: does not name ${source}`);
          const lost = toldByOthers!.filter((fact) => !found(day, markdown).includes(fact));
          if (lost.length) failures.push(`${at}: no longer tells ${lost.join(', ')}`);
        }
      });
    });
    expect(mutations).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });
});

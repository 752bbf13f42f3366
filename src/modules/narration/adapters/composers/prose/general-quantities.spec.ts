import { quantityPhrase, themeOf } from './general-quantities';
import type { ItemGroup, QuantityRange } from '../../../../understanding/domain/digest/day-digest-shape';

describe('a series of readings', () => {
  const day = '2026-06-23';
  const glucose: QuantityRange = {
    label: 'glucose',
    dimension: 'measure',
    unit: 'mg/dL',
    min: 58,
    max: 196,
    lowAt: 16 * 60 + 7,
    highAt: 19 * 60 + 52,
    readings: 288,
  };

  it('says its extremes and when they were read; past the lines its domain draws, as a low and a high', () => {
    expect(quantityPhrase(glucose, day)).toBe(
      'glucose 58–196 mg/dL (a low of 58 mg/dL at 16:07, a high of 196 mg/dL at 19:52)',
    );
    expect(quantityPhrase({ ...glucose, min: 80, max: 150 }, day)).toBe(
      'glucose 80–150 mg/dL (lowest 80 mg/dL at 16:07, highest 150 mg/dL at 19:52)',
    );
  });

  it('says the extremes of a group’s main measure only, the others as ranges', () => {
    const temperature: QuantityRange = { ...glucose, label: 'temperature', dimension: 'temperature', unit: undefined };
    expect(quantityPhrase({ ...temperature, min: 23.5, max: 30.1 }, day, true)).toBe(
      'temperature 23.5–30.1 °C (lowest 23.5 °C at 16:07, highest 30.1 °C at 19:52)',
    );
    expect(quantityPhrase({ ...temperature, min: 23.5, max: 30.1 }, day)).toBe('temperature 23.5–30.1 °C');
  });

  it('puts glucose under health and a weather station’s measures under home, by the vocabulary', () => {
    const group = (quantities: QuantityRange[]) => ({ quantities, texts: [], kinds: [] }) as unknown as ItemGroup;
    expect(themeOf(group([glucose]))).toBe('health');
    expect(themeOf(group([{ label: 'pressure', dimension: 'measure', unit: 'hPa', min: 1013, max: 1016 }]))).toBe(
      'home',
    );
  });

  it('puts a run or a swim under movement whatever it measured, and another kind by its measures', () => {
    const duration: QuantityRange = { label: 'duration', dimension: 'duration', min: 2700, max: 2700 };
    const group = (kind: string) =>
      ({ quantities: [duration], texts: [], kinds: [{ kind, count: 1 }] }) as unknown as ItemGroup;
    expect(themeOf(group('Run'))).toBe('movement');
    expect(themeOf(group('Pool swim'))).toBe('movement');
    expect(themeOf(group('Meeting'))).toBe('general');
  });
});

describe('counts', () => {
  const count = (label: string, value: number): QuantityRange => ({
    label,
    dimension: 'count',
    min: value,
    max: value,
  });

  it('puts a count named by its noun after its number, as a person writes it', () => {
    expect(quantityPhrase(count('viewers', 37), '2026-11-07')).toBe('37 viewers');
    expect(quantityPhrase(count('likes count', 23), '2026-11-07')).toBe('23 likes');
    // A count that is not a noun of the vocabulary keeps its name first.
    expect(quantityPhrase(count('rank', 3), '2026-11-07')).toBe('rank 3');
  });
});

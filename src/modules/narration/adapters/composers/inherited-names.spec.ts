import { SPECIAL_PROPERTIES } from '../../../ingest';
import { extractEnrichment } from '../../../ingest/domain/enrichment/extract-enrichment';
import { DayDigestBuilder } from '../../../understanding/domain/day-digest';
import type { DigestArtifact } from '../../../understanding/domain/digest/day-digest-shape';
import { composeWithTemplate } from './template-composer';

/**
 * Names every object inherits (`constructor`, `__proto__`, `toString`) sent as keys and as values in every place a rule
 * looks something up by them: a unit, a currency, a kind, a status, a code. Each is a word like any other: the
 * artifact is read whole (it is not left out for a lookup that found a function) and no function's text is written.
 */
const INHERITED = Object.getOwnPropertyNames(Object.prototype);
const LOOKED_UP = ['type', 'status', 'state', 'unit', 'units', 'currency', 'event', 'action', 'kind', 'activity_type'];
const MORE_LOOKED_UP = ['sport', 'condition', 'device_class', 'timezone', 'category', 'uom', 'value_type', 'emoji'];

function shapesNaming(name: string): unknown[] {
  return [
    { [name]: 'x', [`${name}_at`]: '2026-11-21T10:00:00Z', [`${name}_kg`]: 3 },
    { [name]: { value: 3, unit: 'kg' } },
    ...[...LOOKED_UP, ...MORE_LOOKED_UP].map((field) => ({ [field]: name, value: 3, amount: 4, title: 'A walk' })),
    { type: `${name.toUpperCase()}_${name}`, title: 'A walk' },
    { amount: { currency: name, value: 300 } },
    { temperature: 3, unit: name },
    { reading: { value: 3, unit: name } },
    { event: `${name}.${name}`, data: { object: { id: 'x', object: name } } },
    { text: `:${name}: hello :${name}:` },
    { data: [1, 2].map((value) => ({ type: name, value, time: `2026-11-21T1${value}:00:00Z` })) },
    { weather: [{ id: name, main: name, description: name }], main: { temp: 3 } },
    { activityType: name, distance: 3000, duration: 600 },
    { entity_id: `sensor.${name}`, state: name, attributes: { unit_of_measurement: name, device_class: name } },
  ];
}

function readWhole(payload: unknown): string {
  const builder = new DayDigestBuilder('2026-11-21', 'UTC', SPECIAL_PROPERTIES, ['Ada']);
  const artifact: DigestArtifact = {
    sourceLabel: 'Tool',
    receivedAt: new Date('2026-11-21T10:00:00Z'),
    payload,
    enrichment: extractEnrichment(payload).enrichment,
  };
  // `add` leaves out an artifact it cannot read; `read` says why.
  (builder as unknown as { read(artifact: DigestArtifact): void }).read(artifact);
  return composeWithTemplate(builder.build(), 600).content;
}

describe('names every object inherits, sent by a tool', () => {
  it.each(INHERITED)('reads "%s" as a word wherever a rule looks it up', (name) => {
    for (const payload of shapesNaming(name)) {
      const content = readWhole(payload);
      expect(content).not.toMatch(/native code|function\s*\w*\s*\(|\[object /);
    }
  });
});

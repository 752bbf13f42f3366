import { DayDigestBuilder } from '../../src/modules/understanding/domain/day-digest';
import type { DigestArtifact } from '../../src/modules/understanding/domain/digest/day-digest-shape';

// A day of 2026-11-21 digested in process, for the digest's specs.

const SPECIAL = { locations: ['location', 'lat', 'lng'], highlights: ['highlights'] };
const none = { media: [], locations: [], highlights: [] };

export const at = (time: string) => new Date(`2026-11-21T${time}Z`);

export const artifact = (sourceLabel: string, payload: unknown, time = '09:00:00'): DigestArtifact => ({
  sourceLabel,
  receivedAt: at(time),
  payload,
  enrichment: none,
});

export function digestOf(artifacts: DigestArtifact[], timezone = 'UTC', identities: string[] = []) {
  const builder = new DayDigestBuilder('2026-11-21', timezone, SPECIAL, identities);
  for (const a of artifacts) builder.add(a);
  return builder.build();
}

import { SPECIAL_PROPERTIES } from '../../src/modules/ingest';
import { DayDigestBuilder } from '../../src/modules/understanding/domain/day-digest';
import { composeWithTemplate } from '../../src/modules/narration/adapters/composers/template-composer';
import { renderedText } from './rendered';

/**
 * The text a reader sees of the built-in composer's entry for 2026-11-21 in London (or another zone), from payloads received at the
 * given UTC times: the general rules' specs, end to end in process.
 */
export function entryOf(
  artifacts: Array<{ payload: unknown; at: string }>,
  source = 'Webhook',
  identities: string[] = [],
  timezone = 'Europe/London',
) {
  const builder = new DayDigestBuilder('2026-11-21', timezone, SPECIAL_PROPERTIES, identities);
  for (const { payload, at } of artifacts)
    builder.add({
      sourceLabel: source,
      receivedAt: new Date(`2026-11-21T${at}Z`),
      payload,
      enrichment: { media: [], locations: [], highlights: [] },
    });
  return renderedText(composeWithTemplate(builder.build(), 600).content);
}

import type { Composition, CompositionInput } from './composition';

/** Writes one day's entry from its digest. */
export abstract class EntryComposer {
  abstract compose(input: CompositionInput): Promise<Composition>;
}

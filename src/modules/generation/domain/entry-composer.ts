import type { Composition, CompositionInput } from './day-material';

/** Writes one day's entry from its material. */
export abstract class EntryComposer {
  abstract compose(input: CompositionInput): Promise<Composition>;
}

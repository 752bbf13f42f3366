import type { Composition, CompositionRequest } from './composition';

/** Writes one day's entry from its digest. */
export abstract class EntryComposer {
  abstract compose(request: CompositionRequest): Promise<Composition>;
}

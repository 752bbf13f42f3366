import type {
  Composition,
  CompositionInput,
  CompositionRequest,
} from '../../../src/modules/narration/domain/composition';
import { EntryComposer } from '../../../src/modules/narration/domain/entry-composer';

/** EntryComposer that answers the composition the spec sets, and keeps what it was asked to compose. */
export class RecordingEntryComposer extends EntryComposer {
  readonly asked: CompositionInput[] = [];
  composition: Composition = { content: '# A day\n\nSomething happened.', tags: [] };

  async compose(request: CompositionRequest): Promise<Composition> {
    this.asked.push({ digest: request.digest, previous: await request.previous() });
    return this.composition;
  }
}

export { NarrationModule } from './narration.module';
export { sourcesOf } from './domain/composition';
export { EntryComposer } from './domain/entry-composer';

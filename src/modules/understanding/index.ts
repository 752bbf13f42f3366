export { UnderstandingModule } from './understanding.module';
export { DayDigester } from './domain/day-digester';
export type { DayDigest, GroupRecord, ItemGroup, QuantityRange, SourceDigest } from './domain/digest/day-digest-shape';
export { COUNT_NOUNS, bandsIn, termOfLabel } from './domain/vocabulary/measure-vocabulary';
export { isActivity } from './domain/events/words';
export { participleOf } from './domain/vocabulary/plain-text';
export { ownEntry } from './domain/vocabulary/json-reading';
export type {
  BodyMeasurement,
  CalendarEvent,
  CodeChange,
  MediaPlay,
  Money,
  PlaceVisit,
  Reading,
  Sleep,
  Task,
  Transaction,
  Workout,
} from './domain/events/diary-event';
export { STORY_LIMITS } from './domain/story/day-story';
export type { DayStory, HomeSummary, MetricSummary, StoryEvent } from './domain/story/day-story';
export type { When } from './domain/events/moment';
export type { Quantity } from './domain/vocabulary/quantity';
export { KILOGRAMS_PER, METRES_A_SECOND_PER, METRES_PER, fahrenheitOfCelsius } from './domain/vocabulary/unit-factors';

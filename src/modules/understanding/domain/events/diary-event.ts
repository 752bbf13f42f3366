import type { Workout, Sleep, BodyMeasurement, DailyMetric } from './body-events';
import type { Transaction } from './transaction-event';
import type { CalendarEvent, Message, Task, Note, CodeChange } from './work-events';
import type { MediaPlay, HomeChange, Weather, PlaceVisit, Position, Reading } from './world-events';

export type { Workout, Sleep, BodyMeasurement, DailyMetric } from './body-events';
export type { Money, Transaction } from './transaction-event';
export type { CalendarEvent, Message, Task, Note, CodeChange } from './work-events';
export type { MediaPlay, HomeChange, Weather, PlaceVisit, Position, Reading } from './world-events';

/**
 * What a delivery says happened, in a small vocabulary a diary is written in.
 * Interpreters of well-known vendors turn payloads into these; every number is
 * in one unit (metres, seconds, bpm, kg, °C, kcal, major currency units), every
 * time a Moment as precise as the sender gave it. A field is left out when the
 * sender did not say it: nothing here is a guess.
 */
export type DiaryEvent =
  | Workout
  | Sleep
  | BodyMeasurement
  | DailyMetric
  | Transaction
  | CalendarEvent
  | MediaPlay
  | Message
  | Task
  | Note
  | CodeChange
  | HomeChange
  | Weather
  | PlaceVisit
  | Position
  | Reading;

export type EventType = DiaryEvent['type'];

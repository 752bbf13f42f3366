import type { DiaryEvent } from '../events/diary-event';
import type { JsonObject } from '../vocabulary/json-reading';

/**
 * Understands one vendor's payloads. It recognises them by their structure
 * (the fields and nesting the vendor documents), never by the name of the
 * token they came through, and tells what they say as DiaryEvents.
 *
 * `read` is given an object that `matches` accepted; it must not throw on any
 * JSON, must be linear in the object's size, and leaves out what the sender
 * did not say. A delivery that is only plumbing (a "go and fetch" notice, a
 * ping, a verification challenge) reads as no events: it is recognised, so the
 * general rules do not write it up.
 */
export interface Interpreter {
  /** The vendor and what of it is understood ("Strava: webhook events and activities"), for the docs and the corpus report. */
  readonly vendor: string;
  matches(value: JsonObject): boolean;
  read(value: JsonObject): DiaryEvent[];
}

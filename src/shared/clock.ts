/**
 * Where "now" comes from: injected, so that behaviour over time (expiry, cache
 * lifetimes) is tested by moving a clock rather than by waiting.
 */
export abstract class Clock {
  abstract now(): Date;
}

export const SYSTEM_CLOCK: Clock = { now: () => new Date() };

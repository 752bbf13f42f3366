import type { Clock } from '../../src/shared/clock';

/** Real time, moved forward on demand: tests of expiry advance it instead of sleeping. */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

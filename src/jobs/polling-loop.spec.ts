import { PollingLoop } from './polling-loop';

describe('PollingLoop', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('runs at once, then waits its interval, unless woken: then at once, or right after the run in progress', async () => {
    let runs = 0;
    let holding: (() => void) | null = null;
    const loop = new PollingLoop(async () => {
      runs++;
      if (runs === 2) await new Promise<void>((resolve) => (holding = resolve));
    }, 60_000);
    loop.start();
    await tick();
    expect(runs).toBe(1);
    loop.wake();
    await tick();
    expect(runs).toBe(2);
    // Woken during a run: once more right after it, not twice at once.
    loop.wake();
    loop.wake();
    expect(runs).toBe(2);
    holding!();
    await tick();
    expect(runs).toBe(3);
    await tick();
    expect(runs).toBe(3);
    await loop.stop();
    loop.wake();
    await tick();
    expect(runs).toBe(3);
  });

  it('woken within a bound, runs once for a burst of wakes, no later than the bound', async () => {
    jest.useFakeTimers();
    try {
      const started: number[] = [];
      const loop = new PollingLoop(async () => {
        started.push(Date.now());
      }, 60_000);
      loop.start();
      await jest.advanceTimersByTimeAsync(0);
      expect(started).toHaveLength(1);
      const woken = Date.now();
      for (let i = 0; i < 50; i++) loop.wake(100);
      await jest.advanceTimersByTimeAsync(99);
      expect(started).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(started).toEqual([expect.any(Number), woken + 100]);
      // A wake at once is not held back by an earlier, later one.
      loop.wake(10_000);
      loop.wake();
      await jest.advanceTimersByTimeAsync(0);
      expect(started).toHaveLength(3);
      await loop.stop();
    } finally {
      jest.useRealTimers();
    }
  });
});

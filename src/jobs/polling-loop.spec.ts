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
});

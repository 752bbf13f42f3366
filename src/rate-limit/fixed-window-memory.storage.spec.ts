import { FixedWindowMemoryStorage } from './fixed-window-memory.storage';

describe('FixedWindowMemoryStorage', () => {
  it('counts hits in a window, blocks past the limit and starts over when the window ends', async () => {
    let now = 1_000_000;
    const storage = new FixedWindowMemoryStorage(() => now);
    for (let i = 1; i <= 3; i++) {
      expect(await storage.increment('k', 60_000, 3)).toMatchObject({
        totalHits: i,
        isBlocked: false,
        timeToExpire: 60,
      });
    }
    now += 45_500;
    expect(await storage.increment('k', 60_000, 3)).toMatchObject({ totalHits: 4, isBlocked: true, timeToExpire: 15 });
    expect(await storage.increment('other', 60_000, 3)).toMatchObject({ totalHits: 1, isBlocked: false });
    now += 14_500;
    expect(await storage.increment('k', 60_000, 3)).toMatchObject({ totalHits: 1, isBlocked: false, timeToExpire: 60 });
    storage.onApplicationShutdown();
  });
});

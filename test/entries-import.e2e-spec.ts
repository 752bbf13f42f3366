import { bearer, importEntries, seedAccount } from './support/fixtures';
import { TestApp, startTestApp } from './support/test-app';

describe('entries import of large content', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('analyses a large entry off the event loop: its title, word count and summary come from the whole text', async () => {
    const { accountId, key } = await seedAccount(t);
    const paragraph = 'The tide came in over the flats while we walked back to the village. ';
    const content = `# A long walk\n\n${Array.from({ length: 600 }, () => `${paragraph.repeat(14)}\n\n`).join('')}`;
    expect(content.length).toBeGreaterThan(500_000);
    await importEntries(t, accountId, [{ date: '2026-11-21', content }]);
    const entry = (await t.inject({ url: '/api/v1/entries/2026-11-21', headers: bearer(key) })).json();
    expect(entry.title).toBe('A long walk');
    expect(entry.wordCount).toBe(3 + 600 * 14 * 14);
    expect(entry.content).toHaveLength(content.length);
    const list = (
      await t.inject({ url: '/api/v1/entries?from=2026-11-01&to=2026-11-30', headers: bearer(key) })
    ).json();
    expect(list.data[0].content.startsWith('The tide came in over the flats')).toBe(true);
    expect(list.data[0].content.length).toBeLessThanOrEqual(280);
  });

  it('refuses content over 1,000,000 characters and imports nothing of the batch', async () => {
    const { accountId, key } = await seedAccount(t);
    await expect(
      importEntries(t, accountId, [
        { date: '2026-11-20', content: 'fine' },
        { date: '2026-11-21', content: 'x'.repeat(1_000_001) },
      ]),
    ).rejects.toThrow('content must be at most 1,000,000 characters');
    expect((await t.inject({ url: '/api/v1/entries/2026-11-20', headers: bearer(key) })).statusCode).toBe(404);
  });
});

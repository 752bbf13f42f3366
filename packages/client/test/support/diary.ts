/** A diary of 30 days (2026-09-20 to 2026-11-18, every other day) with words and tags the tests look for. */
export function sampleDiary(): { date: string; content: string; tags: string[]; sources: string[] }[] {
  const days: { date: string; content: string; tags: string[]; sources: string[] }[] = [];
  const start = Date.UTC(2026, 8, 20);
  for (let i = 0; i < 30; i++) {
    const date = new Date(start + i * 2 * 86_400_000).toISOString().slice(0, 10);
    const canal = i === 7;
    days.push({
      date,
      content: canal
        ? `# Along the canal with Priya\n\nWe walked the towpath to the lock and talked about **Lisbon**.`
        : `# Day ${i + 1}\n\nRan ${3 + (i % 5)} km before work, then wrote in the library.`,
      tags: canal ? ['walk', 'friends'] : i % 3 === 0 ? ['run', 'work'] : ['run'],
      sources: ['import'],
    });
  }
  return days;
}

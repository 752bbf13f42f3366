// Keeps a folder of markdown files, one per day (2026-11-21.md), in step with the diary: the first run reads the
// whole change feed, later runs only what changed since the cursor stored in the folder.
// Usage: DIARY_URL=http://127.0.0.1:3000 DIARY_API_KEY=diary_sk_... node sync-to-markdown.js ./diary
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DiaryClient, DiaryProblemError, type Entry } from '@diary-service/client';

const folder = process.argv[2] ?? 'diary';
const cursorFile = join(folder, '.cursor');
const client = new DiaryClient({ apiKey: process.env.DIARY_API_KEY ?? '', baseUrl: process.env.DIARY_URL });

await mkdir(folder, { recursive: true });
const cursor = await readFile(cursorFile, 'utf8').catch(() => undefined);
let written = 0;
let removed = 0;
for await (const page of client.changes({ cursor }).pages()) {
  // A day changed twice in a page is read once, as it is now.
  for (const date of new Set(page.data.map((change) => change.date))) {
    const entry = await client.getEntry(date).catch((error: unknown) => {
      if (error instanceof DiaryProblemError && error.slug === 'entry-not-found') return null;
      throw error;
    });
    if (entry) {
      await writeFile(join(folder, `${date}.md`), toMarkdownFile(entry));
      written++;
    } else {
      await rm(join(folder, `${date}.md`), { force: true });
      removed++;
    }
  }
  // Stored once the page is handled: an interrupted run resumes here and repeats no more than one page.
  await writeFile(cursorFile, page.nextCursor);
}
console.log(`${written} written, ${removed} removed in ${folder}`);

function toMarkdownFile(entry: Entry): string {
  // JSON strings are YAML strings: a title with a colon or a quote stays one value.
  const frontMatter = [
    `date: ${entry.date}`,
    `title: ${JSON.stringify(entry.title ?? entry.date)}`,
    `tags: ${JSON.stringify(entry.tags)}`,
    `sources: ${JSON.stringify(entry.sources)}`,
    `words: ${entry.wordCount}`,
  ];
  return `---\n${frontMatter.join('\n')}\n---\n\n${entry.content ?? ''}\n`;
}

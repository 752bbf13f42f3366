import * as fs from 'node:fs';
import * as path from 'node:path';
import { writeDay } from '../test/fixtures/corpus/write-day';
import { scoreEntry } from '../test/fixtures/corpus/score';
import type { CorpusDay } from '../test/fixtures/corpus/index';

const DIR = '/work/scratch/review/days';

describe('zz review', () => {
  it('writes the review days', () => {
    const only = process.env.REVIEW_ONLY;
    const files = fs.readdirSync(DIR).filter((f) => f.endsWith('.json') && (!only || f.includes(only))).sort();
    const out: string[] = [];
    for (const file of files) {
      const day = JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8')) as CorpusDay;
      let block: string;
      try {
        const entry = writeDay(day);
        const score = scoreEntry(day, entry.content ?? (entry as any).markdown);
        block = [`# ==== ${file}`, `score: ${score.found}/${score.expected}; missing: ${JSON.stringify(score.missing)}; noise: ${JSON.stringify(score.noise)}`, `summary: ${entry.summary ?? ""}`, '', (entry as any).content ?? (entry as any).markdown, ''].join('\n');
      } catch (error) {
        block = `# ==== ${file}\nERROR ${(error as Error).stack}`;
      }
      out.push(block);
    }
    fs.writeFileSync(only ? `/work/scratch/review/out-${only}.md` : '/work/scratch/review/out.md', out.join('\n\n'));
  });
});

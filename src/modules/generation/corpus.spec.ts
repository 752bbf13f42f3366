import * as fs from 'node:fs';
import { CorpusDay, kindOf, loadCorpus } from '../../../test/fixtures/corpus';
import { readerText, scoreEntry } from '../../../test/fixtures/corpus/score';
import { interpretersOf, writeDay } from '../../../test/fixtures/corpus/write-day';
import { analyzeMarkdown } from '../diary';

/**
 * The corpus (test/fixtures/corpus: vendors' documented payload shapes, and
 * tools no interpreter knows; test/fixtures/days: mixed days): each day's
 * entry says the facts a person would want, and none of the noise.
 */
const MAX_WORDS = 600;
const MIN_GENERAL_SHARE = 0.8;
const corpus = loadCorpus({ withDays: true });

describe.each(corpus.map((day) => [day.name, day] as const))('the entry of %s', (_name, day) => {
  const entry = writeDay(day, MAX_WORDS);
  const analysis = analyzeMarkdown(entry.content);
  const text = readerText(entry.content);

  if (day.limitation) {
    it(`is a known limit of the general rules (${day.limitation.split(':')[0]}), and still writes a bounded entry`, () => {
      expect(analysis.wordCount).toBeGreaterThan(0);
      expect(readerText(entry.content)).not.toMatch(/\b(?:undefined|NaN|null)\b/);
    });
  } else if (kindOf(day) === 'general') {
    // Tools no interpreter knows: the general rules must say at least 80% of what a person wants, and nothing wrong.
    it('says at least 80% of the facts of the day and none of its noise', () => {
      const score = scoreEntry(day, entry.content);
      expect(score.noise).toEqual([]);
      expect({ found: score.found / score.expected >= MIN_GENERAL_SHARE, missing: score.missing }).toMatchObject({
        found: true,
      });
    });
  } else {
    it('says every fact of the day and none of its noise', () => {
      const score = scoreEntry(day, entry.content);
      expect({ missing: score.missing, noise: score.noise }).toEqual({ missing: [], noise: [] });
    });
  }

  it('has a title, a summary of the day, and stays within the word budget', () => {
    expect(analysis.title).toBeTruthy();
    expect(analysis.title!.length).toBeLessThanOrEqual(81);
    expect(analysis.title).not.toMatch(/\S…$/);
    expect(entry.summary!.length).toBeLessThanOrEqual(280);
    expect(entry.summary).toMatch(/^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+/);
    expect(analysis.wordCount).toBeLessThanOrEqual(MAX_WORDS);
  });

  it('names every source of the day', () => {
    for (const source of new Set(day.deliveries.map((d) => d.source))) expect(text).toContain(source);
  });

  if (kindOf(day) !== 'mixed-day') {
    it(
      day.interpreter
        ? `is read by the ${day.interpreter} interpreter`
        : 'is left to the general rules (no vendor interpreter knows these tools)',
      () => {
        const readers = interpretersOf(day);
        if (day.interpreter) for (const reader of readers) expect(reader).toMatch(new RegExp(`^${day.interpreter}\\b`));
        else expect(readers.filter((reader) => reader !== null && !reader.startsWith('General rules'))).toEqual([]);
      },
    );
  }
});

describe('the corpus', () => {
  it('documents where every vendor shape comes from', () => {
    for (const day of corpus.filter((d: CorpusDay) => kindOf(d) !== 'mixed-day')) {
      expect(day.shapes.length).toBeGreaterThan(0);
      expect(day.facts.length).toBeGreaterThan(2);
    }
  });
});

describe('a busy developer day (the 329 public GitHub webhook examples)', () => {
  const examples = JSON.parse(fs.readFileSync(require.resolve('@octokit/webhooks-examples'), 'utf8')) as Array<{
    examples: unknown[];
  }>;
  const start = Date.parse('2026-11-21T07:00:00Z');
  const day: CorpusDay = {
    name: 'github-examples',
    description: 'every example payload of every GitHub webhook event, delivered two minutes apart',
    shapes: ['@octokit/webhooks-examples'],
    interpreter: null,
    timezone: 'Europe/Berlin',
    day: '2026-11-21',
    deliveries: examples
      .flatMap((event) => event.examples)
      .map((payload, i) => ({
        source: 'GitHub',
        receivedAt: new Date(start + i * 120_000).toISOString(),
        payload: payload as Record<string, unknown>,
      })),
    facts: [],
    noise: ['node_id', 'api.github.com', 'MDQ6VXNlcjIxMDMxMDY3'],
  };
  const entry = writeDay(day, MAX_WORDS);

  it('counts every payload, stays within the budget and says no noise', () => {
    expect(entry.digest.artifacts).toBe(329);
    expect(analyzeMarkdown(entry.content).wordCount).toBeLessThanOrEqual(MAX_WORDS);
    expect(scoreEntry(day, entry.content).noise).toEqual([]);
  });
});

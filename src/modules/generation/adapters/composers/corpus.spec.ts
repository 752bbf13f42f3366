import * as fs from 'node:fs';
import { DayFixture, loadDayFixtures } from '../../../../../test/fixtures/days';
import { renderedHtml, renderedText } from '../../../../../test/support/rendered';
import { analyzeMarkdown } from '../../../diary';
import { SPECIAL_PROPERTIES } from '../../../ingest';
import { extractEnrichment } from '../../../ingest/domain/enrichment/extract-enrichment';
import { DayDigestBuilder } from '../../domain/digest/day-digest';
import { composeWithTemplate } from './template-composer';

/**
 * Realistic days (test/fixtures/days: tools' real payload shapes) and the
 * public GitHub webhook examples, written as a reader would want them: the
 * person's words verbatim, quantities in human units, no ids, URLs or blobs,
 * repeated events grouped, every source named, a bounded length, a specific title.
 */
const MAX_WORDS = 600;
type Day = Pick<DayFixture, 'name' | 'timezone' | 'day' | 'artifacts'> & { expect?: DayFixture['expect'] };

function githubDay(): Day {
  const examples = JSON.parse(fs.readFileSync(require.resolve('@octokit/webhooks-examples'), 'utf8')) as Array<{ examples: unknown[] }>;
  const payloads = examples.flatMap((event) => event.examples);
  const start = Date.parse('2026-11-21T07:00:00Z');
  return {
    name: 'github-examples',
    timezone: 'Europe/Berlin',
    day: '2026-11-21',
    artifacts: payloads.map((payload, i) => ({ source: 'GitHub', receivedAt: new Date(start + i * 120_000).toISOString(), payload: payload as Record<string, unknown> })),
  };
}

const days: Day[] = [...loadDayFixtures(), githubDay()];

function write(day: Day) {
  const builder = new DayDigestBuilder(day.day, day.timezone, SPECIAL_PROPERTIES);
  for (const a of day.artifacts) builder.add({ sourceLabel: a.source, receivedAt: new Date(a.receivedAt), payload: a.payload, enrichment: extractEnrichment(a.payload).enrichment });
  const digest = builder.build();
  const { content, tags } = composeWithTemplate(digest, MAX_WORDS);
  return { digest, content, tags, text: renderedText(content), html: renderedHtml(content), ...analyzeMarkdown(content) };
}

describe.each(days.map((day) => [day.name, day] as const))('the entry of %s', (_name, day) => {
  const entry = write(day);

  it('has a specific title and stays within the word budget', () => {
    expect(entry.title).toBeTruthy();
    expect(entry.title!.length).toBeLessThanOrEqual(80);
    expect(entry.title).not.toMatch(/^Notes from/);
    expect(entry.wordCount).toBeLessThanOrEqual(MAX_WORDS);
    expect(entry.wordCount).toBeGreaterThan(15);
  });

  it('names every source of the day in its own section', () => {
    for (const source of new Set(day.artifacts.map((a) => a.source))) expect(entry.html).toContain(`<h2>${source.replace(/&/g, '&amp;')}</h2>`);
  });

  it("keeps the person's own words verbatim", () => {
    for (const text of day.expect?.verbatim ?? []) expect(entry.text).toContain(text.replace(/\s+/g, ' ').trim());
  });

  it('writes quantities in human units', () => {
    for (const quantity of day.expect?.quantities ?? []) expect(entry.text).toContain(quantity);
  });

  it('leaves out identifiers, resource URLs, blobs and bookkeeping', () => {
    for (const noise of day.expect?.absent ?? []) expect(entry.content).not.toContain(noise);
    expect(entry.content).not.toMatch(/api\.github\.com|node_id|Node id|Resource state|Is bot|Update id/);
    expect(entry.content).not.toMatch(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i);
    expect(entry.content).not.toMatch(/\b1[67]\d{8}\b/);
  });

  it('groups repeated events with their count', () => {
    for (const group of day.expect?.groups ?? []) {
      const section = entry.text.slice(entry.text.indexOf(group.source));
      expect(section).toMatch(new RegExp(`×${group.count}\\b|\\b${group.count} times\\b`));
    }
  });

  it('links only public media and its own map links', () => {
    const targets = [...entry.html.matchAll(/<(?:a|img)\b[^>]*?(?:href|src)="([^"]*)"/g)].map((m) => m[1]);
    for (const target of targets) expect(target).toMatch(/^https:\/\//);
    expect(targets.filter((t) => /127\.0\.0\.1|localhost|169\.254|@/.test(t))).toEqual([]);
  });
});

describe('the busy developer day (329 GitHub webhook examples)', () => {
  const day = githubDay();
  const entry = write(day);

  it('counts every payload and names the kinds of event it did not describe', () => {
    expect(entry.digest.artifacts).toBe(329);
    expect(entry.text).toContain('329 items');
    expect(entry.digest.sources[0].kinds.length + entry.digest.sources[0].otherKinds).toBeGreaterThan(47);
  });
});

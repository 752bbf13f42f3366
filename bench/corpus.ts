import { CorpusKind, kindOf, loadCorpus, loadCorpusFrom } from '../test/fixtures/corpus';
import { DayScore, scoreEntry } from '../test/fixtures/corpus/score';
import { writeDay } from '../test/fixtures/corpus/write-day';

interface Row extends DayScore {
  kind: CorpusKind;
  limitation?: string;
}

const KINDS: Array<{ kind: CorpusKind; label: string }> = [
  { kind: 'vendor', label: 'vendors with an interpreter' },
  { kind: 'general', label: 'tools no interpreter knows (general rules)' },
  { kind: 'mixed-day', label: 'mixed days (test/fixtures/days)' },
];

const percent = (found: number, expected: number) =>
  expected === 0 ? '–' : `${((100 * found) / expected).toFixed(1)}%`;

/**
 * Writes every corpus day with the built-in composer and scores it: facts the
 * entry says out of those expected, and noise it says (the day's own list and
 * the patterns every entry must avoid). A change to a rule shows here what it
 * gained and what it lost.
 */
export function runCorpusScore(): { markdown: string; failed: boolean } {
  const rows: Row[] = loadCorpus({ withDays: true }).map((day) => ({
    ...scoreEntry(day, writeDay(day).content),
    kind: kindOf(day),
    limitation: day.limitation,
  }));
  const lines = ['| day | kind | facts | noise | missing / noise found |', '|---|---|---:|---:|---|'];
  for (const row of rows) {
    const detail = [
      ...row.missing.map((fact) => `missing ${JSON.stringify(fact)}`),
      ...row.noise.map((noise) => `noise ${noise}`),
    ].join('; ');
    lines.push(
      `| ${row.name}${row.limitation ? ' (known limit)' : ''} | ${row.kind} | ${row.found}/${row.expected} | ${row.noise.length} | ${detail.replace(/\|/g, '\\|')} |`,
    );
  }
  lines.push('', '| corpus | days | facts found | noise found |', '|---|---:|---:|---:|');
  for (const { kind, label } of KINDS) {
    const of = rows.filter((row) => row.kind === kind);
    const found = of.reduce((sum, row) => sum + row.found, 0);
    const expected = of.reduce((sum, row) => sum + row.expected, 0);
    lines.push(
      `| ${label} | ${of.length} | ${found}/${expected} (${percent(found, expected)}) | ${of.reduce((sum, row) => sum + row.noise.length, 0)} |`,
    );
  }
  const found = rows.reduce((sum, row) => sum + row.found, 0);
  const expected = rows.reduce((sum, row) => sum + row.expected, 0);
  const noise = rows.reduce((sum, row) => sum + row.noise.length, 0);
  lines.push(`| all | ${rows.length} | ${found}/${expected} (${percent(found, expected)}) | ${noise} |`);
  const held = rows.filter((row) => !row.limitation);
  return {
    markdown: lines.join('\n'),
    failed: held.some((row) => row.noise.length > 0 || (row.kind !== 'general' && row.found < row.expected)),
  };
}

/**
 * Days of a folder outside the corpus (a holdout: tools the rules were not written for), scored as first contact.
 * Without `detail` only the numbers are printed, so that whoever changes the rules has not read the days before they
 * are scored.
 */
export function runHoldoutScore(dir: string, detail: boolean): string {
  const rows = loadCorpusFrom(dir).map((day) => scoreEntry(day, writeDay(day).content));
  const lines = [
    '| day | facts | noise | wrong |' + (detail ? ' missing / noise / wrong found |' : ''),
    `|---|---:|---:|---:|${detail ? '---|' : ''}`,
  ];
  for (const row of rows) {
    const found = [
      ...row.missing.map((fact) => `missing ${JSON.stringify(fact)}`),
      ...row.noise.map((noise) => `noise ${noise}`),
      ...row.wrong.map((wrong) => `wrong ${JSON.stringify(wrong)}`),
    ].join('; ');
    lines.push(
      `| ${row.name} | ${row.found}/${row.expected} | ${row.noise.length} | ${row.wrong.length} |${detail ? ` ${found.replace(/\|/g, '\\|')} |` : ''}`,
    );
  }
  const found = rows.reduce((sum, row) => sum + row.found, 0);
  const expected = rows.reduce((sum, row) => sum + row.expected, 0);
  const noise = rows.reduce((sum, row) => sum + row.noise.length, 0);
  const wrong = rows.reduce((sum, row) => sum + row.wrong.length, 0);
  lines.push(
    `| all ${rows.length} days | ${found}/${expected} (${percent(found, expected)}) | ${noise} | ${wrong} |${detail ? ' |' : ''}`,
  );
  return lines.join('\n');
}

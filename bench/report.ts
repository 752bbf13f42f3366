import * as fs from 'node:fs';
import * as path from 'node:path';

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface RunFigures {
  rps: number;
  p99: number;
}

export interface RouteRow {
  route: string;
  service: Measured;
  /** The bare implementation of the same contract (bench/baseline/server.ts); absent in embedded runs. */
  ceiling?: Measured;
  /** req/s and p99 of each alternating run, in order (service and ceiling runs interleave A B A B). */
  runs?: { service: RunFigures[]; ceiling: RunFigures[] };
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const grouped = (value: number) => Math.round(value).toLocaleString('en-US');

/**
 * Per route: service and ceiling req/s and p99, their ratio (service / ceiling: the
 * issue asks >= 0.75) and the p99 ratio (service / ceiling: at most 1.5).
 */
export function markdownTable(rows: RouteRow[], peakRssMb: number, against = 'ceiling'): string {
  const lines = [
    `| route | service req/s | service p99 ms | ${against} req/s | ${against} p99 ms | ratio (req/s) | p99 ratio | service p50 ms | ${against} p50 ms | errors (service / ${against}) |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((row) => {
      const ceiling = row.ceiling;
      const ratio = ceiling ? fixed(row.service.requestsPerSecond / ceiling.requestsPerSecond, 2) : '-';
      const p99Ratio = ceiling ? fixed(row.service.p99 / Math.max(ceiling.p99, 1), 2) : '-';
      return `| ${row.route} | ${grouped(row.service.requestsPerSecond)} | ${row.service.p99} | ${ceiling ? grouped(ceiling.requestsPerSecond) : '-'} | ${ceiling?.p99 ?? '-'} | ${ratio} | ${p99Ratio} | ${row.service.p50} | ${ceiling?.p50 ?? '-'} | ${row.service.errors} / ${ceiling?.errors ?? '-'} |`;
    }),
    '',
    `Service peak RSS: ${fixed(peakRssMb)} MB.`,
  ];
  const runs = rows.filter((row) => row.runs);
  if (runs.length > 0) {
    lines.push('', 'req/s (p99 ms) of each run, in the order they ran (service, ceiling, service, ceiling):', '');
    const figures = (run: RunFigures | undefined) => (run ? `${grouped(run.rps)} (${run.p99})` : '-');
    for (const row of runs) {
      const order = row.runs!.service.flatMap((service, index) => [
        `S ${figures(service)}`,
        `C ${figures(row.runs!.ceiling[index])}`,
      ]);
      const pairs = row.runs!.service.flatMap((service, index) => {
        const ceiling = row.runs!.ceiling[index];
        return ceiling ? [service.p99 / Math.max(ceiling.p99, 1)] : [];
      });
      lines.push(`- ${row.route}: ${order.join(', ')}`);
      if (pairs.length > 1)
        lines.push(
          `  p99 ratio of each pair: ${pairs.map((ratio) => fixed(ratio, 2)).join(', ')} (median ${fixed(median(pairs), 2)})`,
        );
    }
  }
  return lines.join('\n');
}

/** A grouped bar chart of req/s per route, drawn by vega-lite as SVG. */
export async function chartSvg(rows: RouteRow[], title: string): Promise<string> {
  const vl = await import('vega-lite');
  const vega = await import('vega');
  const values = rows.flatMap((row) => [
    { route: row.route, server: 'service', rps: Math.round(row.service.requestsPerSecond) },
    ...(row.ceiling ? [{ route: row.route, server: 'ceiling', rps: Math.round(row.ceiling.requestsPerSecond) }] : []),
  ]);
  const spec = vl.compile({
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title,
    width: 120,
    height: 240,
    data: { values },
    mark: 'bar',
    encoding: {
      column: { field: 'route', type: 'nominal', title: null },
      x: { field: 'server', type: 'nominal', axis: { title: null, labels: false } },
      y: { field: 'rps', type: 'quantitative', title: 'requests per second' },
      color: { field: 'server', type: 'nominal' },
    },
  } as any).spec;
  return new vega.View(vega.parse(spec), { renderer: 'none' }).toSVG();
}

export function writeResult(resultsDir: string, name: string, content: string): string {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, name);
  fs.writeFileSync(file, content);
  return file;
}

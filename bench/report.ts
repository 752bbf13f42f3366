import * as fs from 'node:fs';
import * as path from 'node:path';

export interface RouteRow {
  route: string;
  service: { requestsPerSecond: number; p50: number; p99: number; errors: number };
  baseline?: { requestsPerSecond: number; p50: number; p99: number; errors: number };
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);

export function markdownTable(rows: RouteRow[], peakRssMb: number): string {
  const lines = [
    '| route | service req/s | baseline req/s | ratio | service p50 ms | service p99 ms | baseline p99 ms | service errors | baseline errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((row) => {
      const ratio = row.baseline ? fixed(row.service.requestsPerSecond / row.baseline.requestsPerSecond, 2) : '-';
      return `| ${row.route} | ${fixed(row.service.requestsPerSecond)} | ${row.baseline ? fixed(row.baseline.requestsPerSecond) : '-'} | ${ratio} | ${row.service.p50} | ${row.service.p99} | ${row.baseline?.p99 ?? '-'} | ${row.service.errors} | ${row.baseline?.errors ?? '-'} |`;
    }),
    '',
    `Service peak RSS: ${fixed(peakRssMb)} MB.`,
  ];
  return lines.join('\n');
}

/** A grouped bar chart of req/s per route, drawn by vega-lite as SVG. */
export async function chartSvg(rows: RouteRow[], title: string): Promise<string> {
  const vl = await import('vega-lite');
  const vega = await import('vega');
  const values = rows.flatMap((row) => [
    { route: row.route, server: 'service', rps: Math.round(row.service.requestsPerSecond) },
    ...(row.baseline ? [{ route: row.route, server: 'baseline', rps: Math.round(row.baseline.requestsPerSecond) }] : []),
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

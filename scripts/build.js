// `npm run build`: the service (tsc), the reader's browser modules (tsc), the reader's static files and markdown-it's
// browser build copied beside them (dist/reader), then the stamp `npm start` compares sources with.
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const READER_OUT = path.join(ROOT, 'dist', 'reader');
const BUILD_STAMP = path.join(ROOT, 'dist', '.tsbuildinfo');

function tsc(project) {
  const run = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', project], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

function build() {
  tsc('tsconfig.build.json');
  fs.rmSync(READER_OUT, { recursive: true, force: true });
  tsc('reader/tsconfig.json');
  for (const file of fs.readdirSync(path.join(ROOT, 'reader', 'static'))) {
    fs.copyFileSync(path.join(ROOT, 'reader', 'static', file), path.join(READER_OUT, file));
  }
  // The package's `./browser` export, as a classic script (its UMD build): it defines the global `markdownit`.
  fs.copyFileSync(require.resolve('markdown-it/browser'), path.join(READER_OUT, 'markdown-it.js'));
  // tsc leaves its build info alone when nothing needed emitting: the stamp says the build is current as of now.
  const now = new Date();
  fs.utimesSync(BUILD_STAMP, now, now);
}

module.exports = { build };
if (require.main === module) build();

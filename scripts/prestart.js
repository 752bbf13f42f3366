// `npm start`'s first step: a busy port is reported before anything else, and the build runs only when a source
// changed since the last one (tsc alone takes seconds; a restart should not).
'use strict';
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { build } = require('./build');

const ROOT = path.resolve(__dirname, '..');
const BUILD_STAMP = path.join(ROOT, 'dist', '.tsbuildinfo');
const INPUTS = ['src', 'migrations', 'reader', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'];

function portInUse(port, host) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (error) => resolve(error.code === 'EADDRINUSE'));
    probe.listen(port, host, () => probe.close(() => resolve(false)));
  });
}

/** The newest modification time under the build's inputs (spec files excluded), in ms. */
function newestInput(entry = null) {
  let newest = 0;
  for (const name of entry ? [entry] : INPUTS) {
    const full = path.join(ROOT, name);
    if (!fs.existsSync(full)) continue;
    const stat = fs.statSync(full);
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestInput(path.join(name, child)));
    } else if (!name.endsWith('.spec.ts')) newest = Math.max(newest, stat.mtimeMs);
  }
  return newest;
}

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST || '127.0.0.1';
  if (Number.isInteger(port) && port > 0 && port < 65536 && (await portInUse(port, host))) {
    process.stderr.write(
      `Port ${port} on ${host} is already in use (another \`npm start\`?). Stop it, or start on another port: PORT=${port + 1} npm start\n`,
    );
    process.exit(1);
  }
  const built = ['.tsbuildinfo', 'src/main.js', 'reader/main.js'].every((file) =>
    fs.existsSync(path.join(ROOT, 'dist', file)),
  );
  if (built && fs.statSync(BUILD_STAMP).mtimeMs >= newestInput()) return;
  process.stderr.write(built ? 'Sources changed since the last build: building…\n' : 'First start: building…\n');
  build();
}

void main();

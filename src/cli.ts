import 'reflect-metadata';
import { runAdminCli } from './cli/run-admin-cli';
import { exitWhenFlushed, watchStandardStreams, writeOut } from './cli/streams';
import { openTransport } from './cli/transport';
import { loadConfig } from './config/load-config';

// The admin CLI: `npm run --silent admin -- <command> [options] [--json]`.
// Output goes through pipes of any size whole: the process exits only once it is written out (cli/streams.ts).
watchStandardStreams();
runAdminCli(
  process.argv.slice(2),
  { stdout: (text) => writeOut(process.stdout, text), stderr: (text) => process.stderr.write(text) },
  () => openTransport(loadConfig()),
).then(
  (code) => exitWhenFlushed(code),
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    return exitWhenFlushed(1);
  },
);

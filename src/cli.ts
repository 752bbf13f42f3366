import 'reflect-metadata';
import { exitCodeOf } from './cli/cli-errors';
import { USAGE, parseCommand } from './cli/commands';
import { formatHuman } from './cli/output';
import { exitWhenFlushed, watchStandardStreams } from './cli/streams';
import { openTransport } from './cli/transport';
import { loadConfig } from './config/load-config';

/** The admin CLI: `npm run --silent admin -- <command> [options] [--json]`. */
async function main(argv: string[]): Promise<number> {
  let command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return exitCodeOf(error);
  }
  if (command.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  let transport;
  try {
    transport = await openTransport(loadConfig());
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 1;
  }
  try {
    const result = await command.execute(transport, (message) => process.stderr.write(`${message}\n`));
    process.stdout.write(command.json ? `${JSON.stringify(result, null, 2)}\n` : `${formatHuman(result)}\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return exitCodeOf(error);
  } finally {
    await transport.close().catch(() => undefined);
  }
}

// Output goes through pipes of any size whole: the process exits only once it is written out (cli/streams.ts).
watchStandardStreams();
main(process.argv.slice(2)).then(
  (code) => exitWhenFlushed(code),
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    return exitWhenFlushed(1);
  },
);

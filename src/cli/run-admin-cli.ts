import { exitCodeOf } from './cli-errors';
import { CommandUsageError } from '../shared/admin-command';
import { parseCommand } from './commands';
import { formatHuman } from './output';
import type { OperationTransport } from './transport';

export interface CliOutput {
  /** May wait until the reader has taken what was written before (a long list is printed page by page, memory bounded). */
  stdout(text: string): void | Promise<void>;
  stderr(text: string): void;
}

/**
 * The admin CLI from argv to exit code: parse, open the transport (only for a
 * command that will run), run, print one result. `src/cli.ts` runs it on the
 * process's streams; tests run it in-process on a transport they keep open.
 */
export async function runAdminCli(
  argv: string[],
  output: CliOutput,
  openTransport: () => Promise<OperationTransport>,
): Promise<0 | 1 | 2> {
  let command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    // A usage error shows the usage of the command it concerns, not every command's.
    const usage = error instanceof CommandUsageError && error.usage ? `\n\n${error.usage}` : '';
    output.stderr(`${(error as Error).message}${usage}\n`);
    return exitCodeOf(error);
  }
  if (command.help !== undefined) {
    output.stdout(`${command.help}\n`);
    return 0;
  }
  let transport;
  try {
    transport = await openTransport();
  } catch (error) {
    output.stderr(`${(error as Error).message}\n`);
    return 1;
  }
  try {
    if (command.pages) {
      await printPages(command.pages(transport), command.json, output);
      return 0;
    }
    const result = await command.execute(transport, (message) => output.stderr(`${message}\n`));
    await output.stdout(command.json ? `${JSON.stringify(result, null, 2)}\n` : `${formatHuman(result)}\n`);
    return 0;
  } catch (error) {
    output.stderr(`${(error as Error).message}\n`);
    return exitCodeOf(error);
  } finally {
    await transport.close().catch(() => undefined);
  }
}

/**
 * A whole list, one page in memory at a time: with --json one array, written as JSON.stringify(all, null, 2) would
 * write it; as a table, each page's rows under the first page's header.
 */
async function printPages(pages: AsyncIterable<unknown[]>, json: boolean, output: CliOutput): Promise<void> {
  let printed = 0;
  for await (const items of pages) {
    if (items.length === 0) continue;
    if (json) {
      const text = items.map((item) => `  ${JSON.stringify(item, null, 2).replace(/\n/g, '\n  ')}`).join(',\n');
      await output.stdout(`${printed === 0 ? '[\n' : ',\n'}${text}`);
    } else {
      const table = formatHuman(items);
      await output.stdout(`${printed === 0 ? table : table.slice(table.indexOf('\n') + 1)}\n`);
    }
    printed += items.length;
  }
  if (json) await output.stdout(printed === 0 ? '[]\n' : '\n]\n');
  else if (printed === 0) await output.stdout(`${formatHuman([])}\n`);
}

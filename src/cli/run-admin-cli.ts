import { exitCodeOf } from './cli-errors';
import { CommandUsageError } from '../shared/admin-command';
import { parseCommand } from './commands';
import { formatHuman } from './output';
import type { OperationTransport } from './transport';

export interface CliOutput {
  stdout(text: string): void;
  stderr(text: string): void;
}

/**
 * The admin CLI from argv to exit code: parse, open the transport (only for a
 * command that will run), run, print one result. `src/cli.ts` runs it on the
 * process's streams; tests run it in-process on a transport they keep open.
 */
export async function runAdminCli(argv: string[], output: CliOutput, openTransport: () => Promise<OperationTransport>): Promise<0 | 1 | 2> {
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
    const result = await command.execute(transport, (message) => output.stderr(`${message}\n`));
    output.stdout(command.json ? `${JSON.stringify(result, null, 2)}\n` : `${formatHuman(result)}\n`);
    return 0;
  } catch (error) {
    output.stderr(`${(error as Error).message}\n`);
    return exitCodeOf(error);
  } finally {
    await transport.close().catch(() => undefined);
  }
}

import { MODULES } from '../module-list';
import { AdminCommand, wireName } from '../shared/admin-command';

/** Every admin command, as the modules declare them; the CLI, the embedded server's socket, the admin HTTP API and the tests dispatch from here. */
export const ADMIN_COMMANDS: readonly AdminCommand[] = MODULES.flatMap((module) => module.commands);

const byWireName = new Map(ADMIN_COMMANDS.map((command) => [wireName(command), command]));
const byWords = new Map(ADMIN_COMMANDS.map((command) => [command.name, command]));

export const commandByWireName = (name: string): AdminCommand | undefined => byWireName.get(name);
export const commandByWords = (words: string): AdminCommand | undefined => byWords.get(words);

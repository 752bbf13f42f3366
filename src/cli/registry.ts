import { ACCOUNT_COMMANDS } from '../modules/accounts';
import { DIARY_COMMANDS } from '../modules/diary';
import { GENERATION_COMMANDS } from '../modules/generation';
import { INGEST_COMMANDS } from '../modules/ingest';
import { PRIVACY_COMMANDS } from '../modules/privacy';
import { AdminCommand, wireName } from '../shared/admin-command';

/** Every admin command, as the modules declare them; the CLI, the embedded server's socket and the tests dispatch from here. */
export const ADMIN_COMMANDS: readonly AdminCommand[] = [
  ...ACCOUNT_COMMANDS,
  ...INGEST_COMMANDS,
  ...DIARY_COMMANDS,
  ...GENERATION_COMMANDS,
  ...PRIVACY_COMMANDS,
];

const byWireName = new Map(ADMIN_COMMANDS.map((command) => [wireName(command), command]));
const byWords = new Map(ADMIN_COMMANDS.map((command) => [command.name, command]));

export const commandByWireName = (name: string): AdminCommand | undefined => byWireName.get(name);
export const commandByWords = (words: string): AdminCommand | undefined => byWords.get(words);

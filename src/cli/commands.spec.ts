import { CommandUsageError, usageLine, wireName } from '../shared/admin-command';
import { USAGE, parseCommand } from './commands';
import { ADMIN_COMMANDS } from '../admin/command-registry';
import type { OperationTransport } from './transport';

function recorder(): OperationTransport & { calls: Array<[string, unknown]> } {
  const calls: Array<[string, unknown]> = [];
  return { calls, run: async (name, input) => (calls.push([name, input]), {}), close: async () => undefined };
}

describe('the admin command registry', () => {
  it('names every command once, and the usage text lists each with its usage line', () => {
    const names = ADMIN_COMMANDS.map(wireName);
    expect(new Set(names).size).toBe(names.length);
    for (const command of ADMIN_COMMANDS) expect(USAGE).toContain(`  ${usageLine(command)}\n`);
  });

  it('turns a command line into one operation with the use case input', async () => {
    const transport = recorder();
    const parsed = parseCommand([
      'keys',
      'create',
      'acc-1',
      '--name',
      'laptop',
      '--scopes',
      'tags:read, entries:list',
      '--json',
    ]);
    expect(parsed.json).toBe(true);
    await parsed.execute(transport, () => undefined);
    expect(transport.calls).toEqual([
      [
        'keys.create',
        { accountId: 'acc-1', name: 'laptop', scopes: ['tags:read', 'entries:list'], expiresAt: undefined },
      ],
    ]);
  });

  it('runs a client step where the command is several operations (a range of days)', async () => {
    const transport = recorder();
    await parseCommand(['generate', 'acc-1', '--from', '2026-02-27', '--to', '2026-03-01']).execute(
      transport,
      () => undefined,
    );
    expect(transport.calls.map(([name, input]) => [name, (input as { date: string }).date])).toEqual([
      ['generate', '2026-02-27'],
      ['generate', '2026-02-28'],
      ['generate', '2026-03-01'],
    ]);
  });

  it.each([
    [['keys', 'create', '--name', 'x', '--scopes', 'tags:read'], /keys create takes ACCOUNT_ID/],
    [['keys', 'list', 'a', 'b'], /keys list takes ACCOUNT_ID/],
    [['accounts', 'list', '--name', 'x'], /--name/],
    [['tokens', 'create', 'acc'], /tokens create requires --name/],
    [
      ['keys', 'create', 'acc', '--name', 'x', '--scopes', 'tags:read', '--expires-at', 'soon'],
      /--expires-at must be an ISO 8601 timestamp/,
    ],
    [['jobs', 'list', '--limit', 'ten'], /--limit must be a whole number/],
    [['keys', 'rotate', 'k', '--grace-hours', '1.5'], /--grace-hours must be a whole number of hours/],
    [['nothing', 'here'], /unknown command "nothing here"/],
  ])('refuses %j as a usage error', (argv, message) => {
    expect(() => parseCommand(argv)).toThrow(CommandUsageError);
    expect(() => parseCommand(argv)).toThrow(message);
  });
});

describe('a CLI that helps', () => {
  const refusal = (argv: string[]) => {
    try {
      parseCommand(argv);
    } catch (error) {
      return error as CommandUsageError;
    }
    throw new Error(`${argv.join(' ')} was accepted`);
  };

  it('suggests the command that was probably meant, without printing every command', () => {
    expect(refusal(['acounts', 'list']).message).toContain('did you mean "accounts list"?');
    expect(refusal(['keys', 'rotat', 'x']).message).toContain('did you mean "keys rotate"?');
    expect(refusal(['tokns']).message).toContain('did you mean "tokens"?');
    expect(refusal(['zzzzzz']).message).not.toContain('did you mean');
    expect(refusal(['acounts', 'list']).usage).toBeUndefined();
  });

  it("names an unknown option in words, with the option meant, and shows that command's usage only", () => {
    const error = refusal(['keys', 'create', 'acc', '--nmae', 'x', '--scopes', 'tags:read']);
    expect(error.message).toBe('unknown option --nmae for keys create; did you mean --name?');
    expect(error.usage).toBe(
      'Usage: npm run --silent admin -- keys create ACCOUNT_ID --name N --scopes a,b,c [--expires-at ISO] [--json]',
    );
    expect(refusal(['keys', 'create', 'acc', '--name']).message).toBe('--name needs a value');
    expect(refusal(['tokens', 'create', 'acc']).usage).toContain('tokens create ACCOUNT_ID --name N');
  });

  it('treats no arguments as a usage error with the list of commands, and --help as help', () => {
    const none = refusal([]);
    expect(none.message).toBe('no command given');
    expect(none.usage).toBe(USAGE);
    expect(parseCommand(['--help']).help).toBe(USAGE);
    expect(parseCommand(['keys', 'rotate', '--help']).help).toBe(
      'Usage: npm run --silent admin -- keys rotate KEY_ID [--grace-hours N] [--json]',
    );
  });
});

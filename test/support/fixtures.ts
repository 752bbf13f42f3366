import type { TestApp } from './test-app';

export interface SeededAccount {
  accountId: string;
  /** A key with every scope. */
  key: string;
  keyId: string;
}

export async function seedAccount(
  t: TestApp,
  options: { plan?: 'advanced' | 'free'; timezone?: string; scopes?: string[]; name?: string } = {},
): Promise<SeededAccount> {
  const account = (await t.admin.run('accounts.create', {
    name: options.name ?? 'Test account',
    plan: options.plan ?? 'advanced',
    timezone: options.timezone,
  })) as { id: string };
  const key = (await t.admin.run('keys.create', {
    accountId: account.id,
    name: 'test key',
    scopes: options.scopes ?? ['entries:list', 'entries:read', 'tags:read'],
  })) as { id: string; key: string };
  return { accountId: account.id, key: key.key, keyId: key.id };
}

export async function createKey(
  t: TestApp,
  accountId: string,
  scopes: string[],
  expiresAt?: string,
): Promise<{ id: string; key: string }> {
  return (await t.admin.run('keys.create', { accountId, name: 'another key', scopes, expiresAt })) as {
    id: string;
    key: string;
  };
}

export interface EntryLine {
  date: string;
  content: string;
  title?: string;
  summary?: string;
  tags?: Array<string | { slug: string; displayName: string }>;
  sources?: string[];
  generatedAt?: string;
}

export async function importEntries(t: TestApp, accountId: string, entries: EntryLine[]): Promise<void> {
  await t.admin.run('entries.import', { accountId, entries });
}

export function bearer(secret: string): Record<string, string> {
  return { authorization: `Bearer ${secret}` };
}

import type { TestApp } from './test-app';

export async function createToken(t: TestApp, accountId: string, name: string): Promise<{ id: string; token: string }> {
  return (await t.admin.run('tokens.create', { accountId, name })) as { id: string; token: string };
}

export function postWebhook(
  t: TestApp,
  token: string | null,
  body: unknown,
  headers: Record<string, string> = {},
  url = '/webhooks/ingest',
) {
  return t.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

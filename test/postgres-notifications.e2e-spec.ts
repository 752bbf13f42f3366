import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { PostgresListener } from '../src/database/postgres-listener';
import { eventually } from './support/expectations';
import { TEST_DATABASE_DIRECT_URL, usesPostgres } from './support/test-database';

const describePostgres = usesPostgres() ? describe : describe.skip;

describePostgres('notifications with the write position, across instances', () => {
  let client: Client;
  let statements: string[];
  let sender: PostgresListener;
  let receiver: PostgresListener;
  const received: string[] = [];

  beforeAll(async () => {
    client = new Client({ connectionString: TEST_DATABASE_DIRECT_URL });
    await client.connect();
    statements = [];
    const dataSource = {
      query: async (sql: string, parameters: unknown[]) => {
        statements.push(sql);
        return (await client.query(sql, parameters)).rows;
      },
    } as unknown as DataSource;
    const url = TEST_DATABASE_DIRECT_URL!;
    const quiet = { onMessage: () => undefined, onGap: () => undefined };
    sender = new PostgresListener(dataSource, url, 'diary_test_entries', 'test-sender', quiet);
    receiver = new PostgresListener(dataSource, url, 'diary_test_entries', 'test-receiver', {
      onMessage: (payload) => received.push(payload),
      onGap: () => undefined,
    });
    await receiver.start();
  });
  afterAll(async () => {
    await receiver?.stop();
    await sender?.stop();
    await client?.end();
  });

  it('sends the notifications of one turn in one statement, each heard on its own with the same position', async () => {
    statements.length = 0;
    const positions = await Promise.all(
      ['account-a', 'account-b', 'account-c'].map((id) => sender.notifyWithPosition(id)),
    );
    expect(statements).toHaveLength(1);
    expect(new Set(positions).size).toBe(1);
    expect(positions[0]).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
    await eventually(async () => (received.length >= 3 ? true : undefined), 5_000);
    expect(received).toEqual([`account-a ${positions[0]}`, `account-b ${positions[0]}`, `account-c ${positions[0]}`]);
  });

  it('starts a new statement for what is asked in a later turn', async () => {
    statements.length = 0;
    received.length = 0;
    const first = await sender.notifyWithPosition('account-a');
    const second = await sender.notifyWithPosition('account-d');
    expect(statements).toHaveLength(2);
    await eventually(async () => (received.length >= 2 ? true : undefined), 5_000);
    expect(received).toEqual([`account-a ${first}`, `account-d ${second}`]);
  });
});

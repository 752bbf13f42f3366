import { randomUUID } from 'node:crypto';
import { InMemoryOperatorRepository } from '../../../../test/support/fakes/in-memory-operator.repository';
import { RecordingCredentialEvents } from '../../../../test/support/fakes/recording-credential-events';
import { RevokeOperator } from './revoke-operator.use-case';

describe('RevokeOperator', () => {
  const setup = async () => {
    const operators = new InMemoryOperatorRepository();
    const events = new RecordingCredentialEvents();
    const operator = await operators.create({ name: 'Ops', secretHash: 'hash', displayPrefix: 'diary_op_AbCd' });
    return { operator, operators, events, revoke: new RevokeOperator(operators, events) };
  };

  it('revokes the operator token and tells every instance to drop it', async () => {
    const { operator, operators, events, revoke } = await setup();
    await expect(revoke.execute(operator.id)).resolves.toMatchObject({ id: operator.id, revokedAt: expect.any(Date) });
    expect(await operators.findActivePrincipal('hash')).toBeNull();
    expect(events.published).toEqual([{ kind: 'credential', id: operator.id }]);
  });

  it('refuses an unknown operator as not found and announces nothing', async () => {
    const { events, revoke } = await setup();
    const missing = randomUUID();
    await expect(revoke.execute(missing)).rejects.toMatchObject({
      code: 'OPERATOR_NOT_FOUND',
      message: `No operator with id ${missing}.`,
    });
    expect(events.published).toEqual([]);
  });
});

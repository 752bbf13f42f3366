import { InMemoryOperatorRepository } from '../../../../test/support/fakes/in-memory-operator.repository';
import { hashSecret, isWellFormedSecret } from '../domain/secret';
import { CreateOperator } from './create-operator.use-case';

describe('CreateOperator', () => {
  const setup = () => {
    const operators = new InMemoryOperatorRepository();
    return { operators, create: new CreateOperator(operators) };
  };

  it.each([
    ['an empty name', '', 'name must be 1 to 100 characters.'],
    ['a name of 101 characters', 'o'.repeat(101), 'name must be 1 to 100 characters.'],
    ['a name with an escape character', 'ops\u001b[31m', 'name must not contain control characters (found U+001B).'],
  ])('refuses %s, naming the field, and creates no operator', async (_case, name, message) => {
    const { operators, create } = setup();
    await expect(create.execute({ name })).rejects.toMatchObject({ kind: 'invalid', message });
    expect(operators.operators.size).toBe(0);
  });

  it('returns a diary_op_ token, stored only as its hash, that identifies the new operator', async () => {
    const { operators, create } = setup();
    const { operator, token } = await create.execute({ name: ' Night shift ' });
    expect(operator).toMatchObject({ name: 'Night shift', revokedAt: null });
    expect(isWellFormedSecret('diary_op_', token)).toBe(true);
    expect(JSON.stringify([...operators.operators.values()])).not.toContain(token);
    expect(await operators.findActivePrincipal(hashSecret(token))).toEqual({
      operatorId: operator.id,
      name: 'Night shift',
    });
  });
});

import {
  AdminCommand,
  PAGE_FIELDS,
  PAGE_OPTIONS,
  PAGE_USAGE,
  defineCommand,
  pageOptions,
  requiredOption,
} from '../../../../shared/admin-command';
import { ISSUED_OPERATOR, OPERATOR } from './account-answers';
import { mapPage } from '../../../../shared/list-page';
import { CreateOperator } from '../../application/create-operator.use-case';
import { ListOperators } from '../../application/list-operators.use-case';
import { RevokeOperator } from '../../application/revoke-operator.use-case';
import { iso } from './account-outputs';
import { revokeCommand } from './revoke-command';

export const OPERATOR_COMMANDS: AdminCommand[] = [
  defineCommand({
    name: 'operators create',
    usage: '--name N',
    arguments: [],
    options: { name: 'string' },
    input: (words) => ({ name: requiredOption(words, 'name', 'operators create') }),
    takes: { name: 'string' },
    useCase: CreateOperator,
    run: async (createOperator, input) => {
      const { operator, token } = await createOperator.execute(input);
      return {
        id: operator.id,
        name: operator.name,
        token,
        prefix: operator.displayPrefix,
        createdAt: iso(operator.createdAt),
      };
    },
    http: {
      method: 'POST',
      path: '/operators',
      status: 201,
      summary: 'Create an operator token (shown in this answer only)',
      answer: ISSUED_OPERATOR,
    },
  }),
  defineCommand({
    name: 'operators list',
    usage: PAGE_USAGE,
    arguments: [],
    options: PAGE_OPTIONS,
    list: true,
    input: (words) => pageOptions(words),
    takes: PAGE_FIELDS,
    useCase: ListOperators,
    run: async (listOperators, input) =>
      mapPage(await listOperators.execute(input), (operator) => ({
        id: operator.id,
        name: operator.name,
        prefix: operator.displayPrefix,
        createdAt: iso(operator.createdAt),
        lastUsedAt: iso(operator.lastUsedAt),
        revokedAt: iso(operator.revokedAt),
      })),
    http: { method: 'GET', path: '/operators', summary: 'List operator tokens', answer: OPERATOR },
  }),
  revokeCommand({
    name: 'operators revoke',
    argument: 'OPERATOR_ID',
    useCase: RevokeOperator,
    path: '/operators/:operatorId',
    summary: 'Revoke an operator token',
  }),
];

import { AdminCommand, defineCommand } from '../../../../shared/admin-command';
import { REVOKED } from './account-answers';
import { iso } from './account-outputs';

/** A credential revoked by its id: `keys revoke KEY_ID`, `tokens revoke TOKEN_ID`, `operators revoke OPERATOR_ID`. */
export function revokeCommand<
  UseCase extends { execute(id: string): Promise<{ id: string; revokedAt: Date | null }> },
>(spec: {
  name: string;
  argument: string;
  useCase: abstract new (...args: any[]) => UseCase;
  path: string;
  summary: string;
}): AdminCommand {
  return defineCommand({
    name: spec.name,
    usage: '',
    arguments: [spec.argument],
    input: (words) => ({ id: words.positionals[0] }),
    takes: { id: 'string' },
    useCase: spec.useCase,
    run: async (useCase: UseCase, input: { id: string }) => {
      const revoked = await useCase.execute(input.id);
      return { id: revoked.id, revokedAt: iso(revoked.revokedAt) };
    },
    http: { method: 'DELETE', path: spec.path, summary: spec.summary, answer: REVOKED },
  });
}

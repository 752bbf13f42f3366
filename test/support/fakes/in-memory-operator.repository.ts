import { randomUUID } from 'node:crypto';
import { Clock, SYSTEM_CLOCK } from '../../../src/shared/clock';
import { Page, PageRequest, pageOf } from '../../../src/shared/list-page';
import type { Operator, OperatorPrincipal } from '../../../src/modules/accounts/domain/operator';
import { OperatorRepository } from '../../../src/modules/accounts/domain/operator.repository';

type StoredOperator = Operator & { secretHash: string };

/** OperatorRepository in memory, oldest first in order of creation. */
export class InMemoryOperatorRepository extends OperatorRepository {
  readonly operators = new Map<string, StoredOperator>();

  constructor(private readonly clock: Clock = SYSTEM_CLOCK) {
    super();
  }

  async create(operator: { name: string; secretHash: string; displayPrefix: string }): Promise<Operator> {
    const stored: StoredOperator = {
      id: randomUUID(),
      ...operator,
      createdAt: this.clock.now(),
      lastUsedAt: null,
      revokedAt: null,
    };
    this.operators.set(stored.id, stored);
    return shown(stored);
  }

  async listPage(page: PageRequest): Promise<Page<Operator> | null> {
    const all = [...this.operators.values()];
    const start = page.after === null ? 0 : all.findIndex((operator) => operator.id === page.after) + 1;
    if (start === 0 && page.after !== null) return null;
    return pageOf(all.slice(start, start + page.limit + 1).map(shown), page.limit, (operator) => operator.id);
  }

  async revoke(id: string): Promise<Operator | null> {
    const operator = this.operators.get(id);
    if (!operator) return null;
    operator.revokedAt ??= this.clock.now();
    return shown(operator);
  }

  async findActivePrincipal(secretHash: string): Promise<OperatorPrincipal | null> {
    const operator = [...this.operators.values()].find((candidate) => candidate.secretHash === secretHash);
    if (!operator || operator.revokedAt !== null) return null;
    return { operatorId: operator.id, name: operator.name };
  }

  async touchLastUsed(usedAt: ReadonlyMap<string, Date>): Promise<void> {
    for (const [id, at] of usedAt) {
      const operator = this.operators.get(id);
      if (operator) operator.lastUsedAt = at;
    }
  }
}

/** An operator as the repository answers it: without its token's hash. */
function shown({ secretHash: _hash, ...operator }: StoredOperator): Operator {
  return { ...operator };
}

import type { Page, PageRequest } from '../../../shared/list-page';
import type { Operator, OperatorPrincipal } from './operator';

export abstract class OperatorRepository {
  abstract create(operator: { name: string; secretHash: string; displayPrefix: string }): Promise<Operator>;
  /** A page of operators, oldest first; null when `after` names no operator. */
  abstract listPage(page: PageRequest): Promise<Page<Operator> | null>;
  abstract revoke(id: string): Promise<Operator | null>;
  abstract findActivePrincipal(secretHash: string): Promise<OperatorPrincipal | null>;
  abstract touchLastUsed(usedAt: ReadonlyMap<string, Date>): Promise<void>;
}

import type { Operator, OperatorPrincipal } from './operator';

export abstract class OperatorRepository {
  abstract create(operator: { name: string; secretHash: string; displayPrefix: string }): Promise<Operator>;
  /** Every operator, oldest first. */
  abstract list(): Promise<Operator[]>;
  abstract revoke(id: string): Promise<Operator | null>;
  abstract findActivePrincipal(secretHash: string): Promise<OperatorPrincipal | null>;
  abstract touchLastUsed(usedAt: ReadonlyMap<string, Date>): Promise<void>;
}

import { Injectable } from '@nestjs/common';
import { OperatorNotFoundError } from '../domain/accounts.errors';
import { CredentialEvents } from '../domain/credential-events';
import type { Operator } from '../domain/operator';
import { OperatorRepository } from '../domain/operator.repository';

@Injectable()
export class RevokeOperator {
  constructor(
    private readonly operators: OperatorRepository,
    private readonly events: CredentialEvents,
  ) {}

  async execute(id: string): Promise<Operator> {
    const operator = await this.operators.revoke(id);
    if (!operator) throw new OperatorNotFoundError(id);
    await this.events.publishRevoked(operator.id);
    return operator;
  }
}

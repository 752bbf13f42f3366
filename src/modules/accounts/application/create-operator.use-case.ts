import { Injectable } from '@nestjs/common';
import { validateName } from '../domain/name';
import { OPERATOR_TOKEN_PREFIX, Operator } from '../domain/operator';
import { OperatorRepository } from '../domain/operator.repository';
import { issueSecret } from '../domain/secret';

@Injectable()
export class CreateOperator {
  constructor(private readonly operators: OperatorRepository) {}

  /** The new operator and its token, which exists in clear only in this result. */
  async execute(input: { name: string }): Promise<{ operator: Operator; token: string }> {
    const name = validateName(input.name, 'name', 100);
    const issued = issueSecret(OPERATOR_TOKEN_PREFIX);
    const operator = await this.operators.create({
      name,
      secretHash: issued.hash,
      displayPrefix: issued.displayPrefix,
    });
    return { operator, token: issued.secret };
  }
}

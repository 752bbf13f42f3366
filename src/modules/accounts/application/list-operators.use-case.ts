import { Injectable } from '@nestjs/common';
import type { Operator } from '../domain/operator';
import { OperatorRepository } from '../domain/operator.repository';

@Injectable()
export class ListOperators {
  constructor(private readonly operators: OperatorRepository) {}

  execute(): Promise<Operator[]> {
    return this.operators.list();
  }
}

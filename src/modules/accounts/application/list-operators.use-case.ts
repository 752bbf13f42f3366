import { Injectable } from '@nestjs/common';
import { Page, UnknownCursorError, pageRequest } from '../../../shared/list-page';
import type { Operator } from '../domain/operator';
import { OperatorRepository } from '../domain/operator.repository';

/** Operator tokens, oldest first, one page at a time. */
@Injectable()
export class ListOperators {
  constructor(private readonly operators: OperatorRepository) {}

  async execute(input: { limit?: number; after?: string } = {}): Promise<Page<Operator>> {
    const page = pageRequest(input);
    const listed = await this.operators.listPage(page);
    if (!listed) throw new UnknownCursorError(page.after!, 'operator');
    return listed;
  }
}

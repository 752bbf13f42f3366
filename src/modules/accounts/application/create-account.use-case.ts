import { Injectable } from '@nestjs/common';
import { isValidTimeZone } from '../../../shared/calendar';
import { InvalidInputError } from '../../../shared/domain-error';
import { Account, Plan, isPlan } from '../domain/account';
import { AccountRepository } from '../domain/account.repository';
import { validateName } from '../domain/name';
import { accountIdentities } from '../domain/identities';

export interface CreateAccountInput {
  name: string;
  plan: string;
  timezone?: string;
  identities?: string[];
}

@Injectable()
export class CreateAccount {
  constructor(private readonly accounts: AccountRepository) {}

  async execute(input: CreateAccountInput): Promise<Account> {
    const name = validateName(input.name, 'name', 200);
    if (!isPlan(input.plan)) throw new InvalidInputError(`plan must be advanced or free, got "${input.plan}".`);
    const timezone = input.timezone ?? 'UTC';
    if (!isValidTimeZone(timezone))
      throw new InvalidInputError(`timezone must be an IANA time zone name, got "${timezone}".`);
    const identities = accountIdentities(input.identities ?? []);
    return this.accounts.create({ name, plan: input.plan as Plan, timezone, identities });
  }
}

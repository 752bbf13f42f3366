import { Injectable } from '@nestjs/common';
import { ActivityLog } from '../../../shared/activity-log';
import { Clock } from '../../../shared/clock';
import { InvalidOperatorTokenError } from '../domain/accounts.errors';
import { CredentialEvents } from '../domain/credential-events';
import { OPERATOR_TOKEN_PREFIX, OperatorPrincipal } from '../domain/operator';
import { OperatorRepository } from '../domain/operator.repository';
import { AuthenticateCredential, CredentialKind } from './authenticate-credential';
import { CredentialSettings } from './credential-settings';

const OPERATOR_TOKEN: CredentialKind<OperatorPrincipal> = {
  prefix: OPERATOR_TOKEN_PREFIX,
  label: 'operator token',
  idOf: (principal) => principal.operatorId,
  isCurrent: () => true,
  missing: () => new InvalidOperatorTokenError(),
  invalid: () => new InvalidOperatorTokenError(),
};

@Injectable()
export class AuthenticateOperator extends AuthenticateCredential<OperatorPrincipal> {
  constructor(
    operators: OperatorRepository,
    events: CredentialEvents,
    settings: CredentialSettings,
    clock: Clock,
    log: ActivityLog,
  ) {
    super(OPERATOR_TOKEN, operators, events, settings, clock, log);
  }
}

import { DomainError } from '../../../../shared/domain-error';
import { INVALID_WEBHOOK_TOKEN } from '../../../accounts';

/** The token's account was erased while the delivery was on its way: answered as if the token had been refused at the door. */
export class SenderGoneError extends DomainError {
  constructor() {
    super(
      INVALID_WEBHOOK_TOKEN,
      'INVALID_WEBHOOK_TOKEN',
      'The webhook token was removed while the delivery was being stored; nothing was stored.',
    );
  }
}

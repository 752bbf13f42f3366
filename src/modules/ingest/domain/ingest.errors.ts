import { DomainError, InvalidInputError } from '../../../shared/domain-error';

export class InvalidPayloadError extends DomainError {
  constructor(message = 'The webhook body must be a JSON object or array.') {
    super('invalid', 'invalid-payload', 'INVALID_PAYLOAD', message);
  }

  override get detail(): string {
    return this.message;
  }
}

export class InvalidDeliveryKeyError extends InvalidInputError {
  constructor(header: string) {
    super(`Invalid header ${header}: must be 1 to 255 visible ASCII characters.`, [{ parameter: header, message: 'must be 1 to 255 visible ASCII characters' }]);
  }
}

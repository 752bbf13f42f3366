import { DomainError } from '../../../../shared/domain-error';

export class UnsupportedMediaTypeError extends DomainError {
  constructor() {
    super('invalid', 'unsupported-media-type', 'UNSUPPORTED_MEDIA_TYPE', 'The request body must be sent with Content-Type application/json.');
  }

  override get detail(): string {
    return this.message;
  }
}

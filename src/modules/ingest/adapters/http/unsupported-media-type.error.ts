import { DomainError } from '../../../../shared/domain-error';
import { UNSUPPORTED_MEDIA_TYPE } from '../../../../shared/http/problem-types';

export class UnsupportedMediaTypeError extends DomainError {
  constructor(message = 'The request body must be sent with Content-Type application/json.') {
    super(UNSUPPORTED_MEDIA_TYPE, 'UNSUPPORTED_MEDIA_TYPE', message, 'message');
  }
}

/** A compressed body: refused (RFC 7694), telling the sender to send it as is. */
export class UnsupportedContentEncodingError extends UnsupportedMediaTypeError {
  readonly headers = { 'Accept-Encoding': 'identity' };

  constructor() {
    super('Content-Encoding is not supported; send the JSON body uncompressed (Accept-Encoding: identity).');
  }
}

import { DomainError, InvalidInputError, NOT_FOUND, declareProblem } from '../../../shared/domain-error';
import { MAX_NESTING } from './artifact';

export const INVALID_PAYLOAD = declareProblem('invalid-payload', 'invalid', `The webhook body must be a JSON object or array, nested at most ${MAX_NESTING} levels deep.`);

export class InvalidPayloadError extends DomainError {
  constructor(message = 'The webhook body must be a JSON object or array.') {
    super(INVALID_PAYLOAD, 'INVALID_PAYLOAD', message, 'message');
  }
}

export class InvalidDeliveryKeyError extends InvalidInputError {
  constructor(header: string) {
    super(`Invalid header ${header}: must be 1 to 255 visible ASCII characters.`, [{ parameter: header, message: 'must be 1 to 255 visible ASCII characters' }]);
  }
}

export class ArtifactNotFoundError extends DomainError {
  constructor(id: string) {
    super(NOT_FOUND, 'ARTIFACT_NOT_FOUND', `No artifact with id ${id}.`);
  }
}

import { DomainError, NOT_FOUND, declareProblem } from '../../../shared/domain-error';
import { MAX_NESTING } from './artifact';

export const INVALID_PAYLOAD = declareProblem(
  'invalid-payload',
  'invalid',
  `The webhook body must be a JSON object or array, nested at most ${MAX_NESTING} levels deep.`,
);

export class InvalidPayloadError extends DomainError {
  constructor(message = 'The webhook body must be a JSON object or array.') {
    super(INVALID_PAYLOAD, 'INVALID_PAYLOAD', message, 'message');
  }
}

export const DRY_RUN_DELIVERY_ID = declareProblem(
  'dry-run-delivery-id',
  'conflict',
  'A signing token sent this webhook-id as a dry run: its signed bytes are not stored as a real delivery. Send the delivery under a new webhook-id.',
);

export class DryRunDeliveryIdError extends DomainError {
  constructor() {
    super(
      DRY_RUN_DELIVERY_ID,
      'DRY_RUN_DELIVERY_ID',
      'This webhook-id was sent as a dry run (the dryRun query is not signed); send a real delivery under a new webhook-id.',
      'message',
    );
  }
}

export class ArtifactNotFoundError extends DomainError {
  constructor(id: string) {
    super(NOT_FOUND, 'ARTIFACT_NOT_FOUND', `No artifact with id ${id}.`);
  }
}

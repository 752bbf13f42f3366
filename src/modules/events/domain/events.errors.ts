import { DomainError, declareProblem } from '../../../shared/domain-error';
import { MAX_ENDPOINTS_PER_ACCOUNT } from './event-endpoint';

export const ENDPOINT_LIMIT_REACHED = declareProblem(
  'endpoint-limit-reached',
  'conflict',
  `An account has at most ${MAX_ENDPOINTS_PER_ACCOUNT} event endpoints; delete one before creating another.`,
);
export const ENDPOINT_NOT_FOUND = declareProblem('endpoint-not-found', 'not-found', 'No event endpoint has this id.');

export class EndpointLimitError extends DomainError {
  constructor() {
    super(
      ENDPOINT_LIMIT_REACHED,
      'ENDPOINT_LIMIT_REACHED',
      `The account already has ${MAX_ENDPOINTS_PER_ACCOUNT} event endpoints; delete one first.`,
    );
  }
}

export class EndpointNotFoundError extends DomainError {
  constructor(id: string) {
    super(ENDPOINT_NOT_FOUND, 'ENDPOINT_NOT_FOUND', `No event endpoint with id ${id.slice(0, 64)}.`);
  }
}

export const DELIVERY_NOT_FOUND = declareProblem('delivery-not-found', 'not-found', 'No event delivery has this id.');
export const ENDPOINT_DISABLED = declareProblem(
  'endpoint-disabled',
  'conflict',
  'The endpoint is disabled: enable it (endpoints update --enabled true) before retrying its deliveries.',
);

export class DeliveryNotFoundError extends DomainError {
  constructor(id: string) {
    super(DELIVERY_NOT_FOUND, 'DELIVERY_NOT_FOUND', `No event delivery with id ${id.slice(0, 64)}.`);
  }
}

export class EndpointDisabledError extends DomainError {
  constructor(id: string) {
    super(
      ENDPOINT_DISABLED,
      'ENDPOINT_DISABLED',
      `Endpoint ${id} is disabled: enable it (endpoints update ${id} --enabled true), then retry the delivery.`,
    );
  }
}

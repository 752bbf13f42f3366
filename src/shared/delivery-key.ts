import { InvalidInputError } from './domain-error';

/**
 * A delivery's key (`Idempotency-Key`, or Standard Webhooks' `webhook-id`): one rule for both headers, on
 * every path that reads them (the signature check, the deduplication and its table's column).
 */
export const DELIVERY_KEY_MAX_CHARS = 255;

const DELIVERY_KEY = new RegExp(`^[\\x21-\\x7e]{1,${DELIVERY_KEY_MAX_CHARS}}$`);

export function isDeliveryKey(value: string): boolean {
  return DELIVERY_KEY.test(value);
}

export class InvalidDeliveryKeyError extends InvalidInputError {
  constructor(header: string) {
    const rule = `must be 1 to ${DELIVERY_KEY_MAX_CHARS} visible ASCII characters`;
    super(`Invalid header ${header}: ${rule}.`, [{ parameter: header, message: rule }]);
  }
}

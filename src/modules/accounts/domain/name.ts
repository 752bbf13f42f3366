import { InvalidInputError } from '../../../shared/domain-error';
import { labelRefusalOf } from '../../../shared/storable-text';

/**
 * The name, trimmed, when it is 1 to maxLength characters without control
 * characters; otherwise an InvalidInputError naming the field.
 */
export function validateName(raw: string, field: string, maxLength: number): string {
  const refused = labelRefusalOf(raw);
  if (refused) throw new InvalidInputError(`${field} must not contain control characters (found ${refused}).`);
  const name = raw.trim();
  if (name.length < 1 || name.length > maxLength) {
    throw new InvalidInputError(`${field} must be 1 to ${maxLength} characters.`);
  }
  return name;
}

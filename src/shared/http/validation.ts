import { ValidationError, ValidationPipe } from '@nestjs/common';
import { ValidateBy, ValidationOptions } from 'class-validator';
import { isCalendarDate } from '../calendar';
import { InvalidInputError } from '../domain-error';

/** A strict `YYYY-MM-DD` naming a real day. */
export function IsCalendarDateString(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isCalendarDateString',
      validator: {
        validate: (value) => typeof value === 'string' && isCalendarDate(value),
        defaultMessage: () => 'must be a real day written YYYY-MM-DD',
      },
    },
    options,
  );
}

/** Digits only (no sign, fraction or exponent), within [min, max]. */
export function IsIntegerString(min: number, max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isIntegerString',
      validator: {
        validate: (value) => typeof value === 'string' && /^\d{1,16}$/.test(value) && Number(value) >= min && Number(value) <= max,
        defaultMessage: () => `must be an integer from ${min} to ${max}`,
      },
    },
    options,
  );
}

/**
 * Validates one request part (query string or path) against a DTO, rejecting
 * unknown members, and reports every problem with the parameter's name.
 */
export function requestValidation(part: 'query' | 'path'): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors: ValidationError[]) => {
      const problems = errors.map((error) => ({
        parameter: error.property,
        message: error.constraints?.whitelistValidation ? 'is not a known parameter' : Object.values(error.constraints ?? {}).join('; ') || 'is invalid',
      }));
      const [first] = problems;
      const detail =
        first.message === 'is not a known parameter'
          ? `Unknown ${part} parameter ${first.parameter}.`
          : `Invalid ${part} parameter ${first.parameter}: ${first.message}.`;
      return new InvalidInputError(detail, problems);
    },
  });
}

import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { ValidateBy, ValidationOptions, getMetadataStorage } from 'class-validator';
import { CALENDAR_DAY_RULE, isCalendarDate } from '../calendar';
import { InvalidInputError } from '../domain-error';

/** A strict `YYYY-MM-DD` naming a real day of the years 0001..9999. */
export function IsCalendarDateString(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isCalendarDateString',
      validator: {
        validate: (value) => typeof value === 'string' && isCalendarDate(value),
        defaultMessage: () => CALENDAR_DAY_RULE,
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
        validate: (value) =>
          typeof value === 'string' && /^\d{1,16}$/.test(value) && Number(value) >= min && Number(value) <= max,
        defaultMessage: () => `must be an integer from ${min} to ${max}`,
      },
    },
    options,
  );
}

type Part = 'query' | 'path';
type Problem = { parameter: string; message: string };

const UNKNOWN = 'is not a known parameter';
const REPEATED = 'is given more than once';
/** Longest parameter name echoed back; a longer one is cut and marked with an ellipsis. */
const MAX_NAME_SHOWN = 64;
const PLAIN_NAME = /^[A-Za-z0-9_.[\]-]+$/;

const declared = new WeakMap<object, ReadonlySet<string>>();

/** Requests repeat the same few parameter sets: a valid one's result is kept, up to this many per DTO. */
const REMEMBERED_PER_DTO = 1_000;
/** Only short inputs are remembered (a date, a tag, a page): the memory stays bounded. */
const MAX_REMEMBERED_INPUT = 256;

/**
 * The parameter names a DTO declares: the properties it (or a class it extends)
 * gives a validation rule. Looked up in a Set by own name, never on an object,
 * so `constructor`, `__proto__` or `toString` are names like any other.
 * Without a DTO class (missing type metadata, `Object`) nothing is declared,
 * so every parameter is refused rather than every parameter let through.
 */
function declaredParameters(metatype: unknown): ReadonlySet<string> {
  if (typeof metatype !== 'function' || metatype === Object) return new Set();
  let names = declared.get(metatype);
  if (!names) {
    names = new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(metatype, '', true, false)
        .map((metadata) => metadata.propertyName),
    );
    declared.set(metatype, names);
  }
  return names;
}

/** A name as the response shows it: cut to 64 characters. */
function shownName(name: string): string {
  const characters = Array.from(name);
  return characters.length > MAX_NAME_SHOWN ? `${characters.slice(0, MAX_NAME_SHOWN).join('')}…` : name;
}

/** A name as a sentence shows it: quoted (JSON) unless it is plain letters, digits, `_.-[]`. */
function quotedName(name: string): string {
  const shown = shownName(name);
  return PLAIN_NAME.test(name) && shown === name ? name : JSON.stringify(shown);
}

function invalidInput(part: Part, problems: Array<Problem & { name: string }>): InvalidInputError {
  const [first] = problems;
  const name = quotedName(first.name);
  const detail =
    first.message === UNKNOWN
      ? `Unknown ${part} parameter ${name}.`
      : first.message === REPEATED
        ? `The ${part} parameter ${name} is given more than once.`
        : `Invalid ${part} parameter ${name}: ${first.message}.`;
  return new InvalidInputError(
    detail,
    problems.map(({ parameter, message }) => ({ parameter, message })),
  );
}

/**
 * Validates one whole request part (query string or path) against a DTO.
 *
 * Before class-transformer and class-validator see the values, every name the
 * request gives is checked against the DTO's declared names: an unknown name
 * (whatever it is) or a repeated one (`?limit=1&limit=2`) is a 400 naming it.
 * class-validator's own whitelist looks names up on a plain object, where
 * `constructor` is found on Object.prototype and passes: it stays on as a
 * second line only.
 */
class RequestValidationPipe extends ValidationPipe {
  /** Valid inputs already seen, by DTO then by their JSON, with the frozen result. */
  private readonly remembered = new WeakMap<object, Map<string, unknown>>();

  constructor(private readonly part: Part) {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors: ValidationError[]) =>
        invalidInput(
          part,
          errors.map((error) => ({
            name: error.property,
            parameter: shownName(error.property),
            message: error.constraints?.whitelistValidation
              ? UNKNOWN
              : Object.values(error.constraints ?? {}).join('; ') || 'is invalid',
          })),
        ),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // A pipe on one named member (`@Query('x')`) sees a value, not the part's names.
    if (metadata.data === undefined) {
      const given = (value ?? {}) as Record<string, unknown>;
      if (typeof given !== 'object')
        throw invalidInput(this.part, [{ name: '', parameter: '', message: 'is invalid' }]);
      const known = declaredParameters(metadata.metatype);
      const problems: Array<Problem & { name: string }> = [];
      for (const name of Object.keys(given)) {
        if (!known.has(name)) problems.push({ name, parameter: shownName(name), message: UNKNOWN });
        else if (Array.isArray(given[name])) problems.push({ name, parameter: name, message: REPEATED });
      }
      if (problems.length > 0) throw invalidInput(this.part, problems);
      return this.rememberedTransform(given, metadata);
    }
    return super.transform(value, metadata);
  }

  /** class-transformer and class-validator cost more than the request's own work: each valid input is checked once. */
  private async rememberedTransform(given: Record<string, unknown>, metadata: ArgumentMetadata): Promise<unknown> {
    const dto = metadata.metatype;
    const input = JSON.stringify(given);
    if (typeof dto !== 'function' || input.length > MAX_REMEMBERED_INPUT) return super.transform(given, metadata);
    let results = this.remembered.get(dto);
    if (!results) this.remembered.set(dto, (results = new Map()));
    const known = results.get(input);
    if (known !== undefined) return known;
    const result = Object.freeze(await super.transform(given, metadata));
    if (results.size >= REMEMBERED_PER_DTO) results.clear();
    results.set(input, result);
    return result;
  }
}

/**
 * Validates one request part (query string or path) against a DTO, rejecting
 * unknown and repeated members, and reports every problem with the parameter's name.
 * Every route takes its query through this pipe, with an empty DTO when it has no parameters.
 */
export function requestValidation(part: Part): ValidationPipe {
  return new RequestValidationPipe(part);
}

/** JSON Schema (2020-12, as OpenAPI 3.1 uses it) for what the admin API answers, declared beside each output. */
export type JsonSchema = Readonly<Record<string, unknown>>;

export const text: JsonSchema = { type: 'string' };
export const uuid: JsonSchema = { type: 'string', format: 'uuid' };
export const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
export const day: JsonSchema = { type: 'string', format: 'date' };
export const whole: JsonSchema = { type: 'integer', minimum: 0 };
export const flag: JsonSchema = { type: 'boolean' };
export const texts: JsonSchema = { type: 'array', items: text };

export const orNull = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
export const listOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
export const oneOfTexts = (values: readonly string[]): JsonSchema => ({ type: 'string', enum: [...values] });
export const constant = (value: unknown): JsonSchema => ({ const: value });

/** An object with exactly these properties (none other), all required but those named optional. */
export function shape(properties: Record<string, JsonSchema>, optional: readonly string[] = []): JsonSchema {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((name) => !optional.includes(name)),
    additionalProperties: false,
  };
}

/** What a command answers, as its admin route documents it: the document's schema and an example of it. */
export interface Answer {
  schema: JsonSchema;
  example: unknown;
}

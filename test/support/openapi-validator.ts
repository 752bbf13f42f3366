import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

type Document = {
  paths: Record<string, Record<string, { responses: Record<string, any> }>>;
  components: Record<string, unknown>;
};

/** Validates a real response against what the OpenAPI document promises for its route and status. */
export class OpenApiValidator {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });

  constructor(private readonly document: Document) {
    addFormats(this.ajv);
  }

  /** Returns the validation errors (none when the response matches). */
  check(
    path: string,
    method: string,
    response: { statusCode: number; headers: Record<string, unknown>; body: string },
  ): string[] {
    const operation = this.document.paths[path]?.[method];
    if (!operation) return [`no operation ${method.toUpperCase()} ${path} in the document`];
    const documented = operation.responses[String(response.statusCode)];
    if (!documented) return [`status ${response.statusCode} is not documented for ${method.toUpperCase()} ${path}`];
    const contentType = String(response.headers['content-type'] ?? '').split(';')[0];
    const media = documented.content?.[contentType];
    if (!media) return [`content type ${contentType} is not documented for ${response.statusCode}`];
    const errors: string[] = [];
    for (const name of Object.keys(documented.headers ?? {})) {
      if (response.headers[name.toLowerCase()] === undefined) errors.push(`header ${name} is missing`);
    }
    const validate = this.ajv.compile({ ...media.schema, components: this.document.components });
    if (!validate(JSON.parse(response.body)))
      errors.push(...(validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));
    return errors;
  }
}

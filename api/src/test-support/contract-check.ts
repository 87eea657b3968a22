import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A member of the document that should be an object (an absent one reads as empty). */
const objectAt = (value: unknown): JsonObject => (isObject(value) ? value : {});

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  /** Literal characters: /order/history wins over /order/{orderId}, as in the API's router. */
  literal: number;
  responses: JsonObject;
}

const COMPONENTS_ID = 'owa:components';

/** The document's references to components.schemas, pointed at the schemas added under COMPONENTS_ID. */
function pointToComponents(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pointToComponents);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string'
        ? inner.replace('#/components/schemas/', `${COMPONENTS_ID}#/$defs/`)
        : pointToComponents(inner),
    ]),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Checks answers against the API's own OpenAPI document (as GET /openapi.json serves it) with Ajv,
 * the JSON Schema validator: the operation is found by method and path, the schema by status (an
 * undocumented status falls to the document's default, the error shape). An answer that does not
 * match is a failure of the test that caused it.
 */
export class ContractCheck {
  private readonly routes: Route[];
  private readonly ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(
    document: JsonObject,
    private readonly apiBase: string,
  ) {
    // The named schemas are added once, so each is compiled once however many answers use it.
    const named = objectAt(objectAt(document.components).schemas);
    this.ajv.addSchema({ $id: COMPONENTS_ID, $defs: pointToComponents(named) });
    const paths = objectAt(pointToComponents(document.paths ?? {}));
    this.routes = Object.entries(paths).flatMap(([template, operations]) =>
      Object.entries(objectAt(operations)).map(([method, operation]) => ({
        method: method.toUpperCase(),
        template,
        // A trailing {path} takes the rest of the path (the images route); other parameters one segment.
        pattern: new RegExp(
          `^${template
            .replace(/\{path\}$/, '\u0000')
            .split(/\{[^}]+\}/)
            .map(escapeRegExp)
            .join('[^/]+')
            .replace('\u0000', '.+')}/?$`,
        ),
        literal: template.replace(/\{[^}]+\}/g, '').length,
        responses: objectAt(objectAt(operation).responses),
      })),
    );
    this.routes.sort((a, b) => b.literal - a.literal);
  }

  /** The mismatches of one answer (empty when it matches, or when it is not the API's to check). */
  problems(method: string, url: string, status: number, contentType: string | null, body: unknown): string[] {
    const path = new URL(url).pathname;
    if (!path.startsWith(this.apiBase)) return [];
    const apiPath = path.slice(this.apiBase.length) || '/';
    // Test-only endpoints, the reference viewer's script and CORS preflights are not part of the API's contract.
    if (
      apiPath.startsWith('/_test/') ||
      apiPath.startsWith('/reference/') ||
      method === 'OPTIONS' ||
      method === 'HEAD'
    )
      return [];
    const route = this.routes.find((r) => r.method === method && r.pattern.test(apiPath));
    const where = `${method} ${apiPath} → ${status}`;
    const found = route ? (route.responses[String(status)] ?? route.responses.default) : undefined;
    const answer = route
      ? isObject(found)
        ? found
        : undefined
      : { content: { 'application/json': { schema: { $ref: `${COMPONENTS_ID}#/$defs/Error` } } } };
    if (!answer) return [`${where}: status not in the document for ${route?.template}`];
    if (!isObject(answer.content)) return [];
    const content = answer.content;
    const mediaType = (contentType ?? '').split(';')[0]?.trim() ?? '';
    const entry = content[mediaType] ?? (mediaType.startsWith('image/') ? content['image/*'] : undefined);
    if (!entry)
      return [`${where}: content type ${mediaType || '(none)'} is not ${Object.keys(content).join(', ')}`];
    const schema = objectAt(entry).schema;
    if (!mediaType.includes('json') || !isObject(schema)) return [];
    const key = `${route?.method} ${route?.template} ${status}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.compiled.set(key, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? [])
      .slice(0, 5)
      .map(
        (error: ErrorObject) =>
          `${where}: ${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
      );
  }
}

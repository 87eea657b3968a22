import {
  CartLineInputSchema,
  ErrorBodySchema,
  OPERATIONS,
  type Operation,
  OrderSchema,
  PricedLineSchema,
} from '@owa/shared/api';
import {
  CartLineSchema,
  CouponSchema,
  GroupSchema,
  MenuItemSchema,
  MenuSchema,
  PunchCardSchema,
  RelationSchema,
  ScheduleSchema,
  StoreSchema,
} from '@owa/shared/entities';
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';

/** Schemas used by several operations get a name of their own in components.schemas. */
const NAMED: Record<string, v.GenericSchema> = {
  Store: StoreSchema,
  Group: GroupSchema,
  Menu: MenuSchema,
  MenuItem: MenuItemSchema,
  Relation: RelationSchema,
  Schedule: ScheduleSchema,
  Coupon: CouponSchema,
  PunchCard: PunchCardSchema,
  CartLine: CartLineSchema,
  CartLineInput: CartLineInputSchema,
  PricedLine: PricedLineSchema,
  Order: OrderSchema,
};

type JsonSchema = ReturnType<typeof toJsonSchema>;
type JsonObject = Record<string, unknown>;

/**
 * JSON Schema 2020-12 (OpenAPI 3.1's dialect) of what travels on the wire: the input side of each
 * schema, before its transformations (a store id sent as a number, text turned into a number).
 * Every part of every operation is converted in one pass (one object of all of them), so the named
 * schemas are converted once; they and the recursive ones land in components.schemas.
 */
function wireSchemas(parts: Map<string, v.GenericSchema>, components: JsonObject): Map<string, JsonSchema> {
  const all = v.object(Object.fromEntries(parts));
  const converted = hoistDefinitions(
    toJsonSchema(all, {
      target: 'draft-2020-12',
      typeMode: 'input',
      // Checks JSON Schema cannot say (a custom predicate) are left to the API; the shape stays.
      errorMode: 'ignore',
      definitions: NAMED,
    }),
    components,
  );
  const entries = Object.entries(converted.properties ?? {});
  return new Map(entries.flatMap(([name, schema]) => (typeof schema === 'object' ? [[name, schema]] : [])));
}

/** Lifts each schema's own $defs into components.schemas and points its $refs there. */
function hoistDefinitions(schema: JsonSchema, components: JsonObject): JsonSchema {
  const { $defs, ...rest } = schema;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [
          key,
          key === '$ref' && typeof inner === 'string'
            ? inner.replace('#/$defs/', '#/components/schemas/')
            : rewrite(inner),
        ]),
      );
    }
    return value;
  };
  for (const [name, definition] of Object.entries($defs ?? {})) {
    // The same recursive schema converted for two operations gets the same name: keep one.
    const key =
      components[name] === undefined || equal(components[name], rewrite(definition)) ? name : `${name}_`;
    components[key] = rewrite(definition);
  }
  const rewritten = rewrite(rest);
  if (!isJsonSchema(rewritten)) throw new Error('A converted schema is not an object');
  return rewritten;
}

const isJsonSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The converted schemas of one operation's parts (undefined where it has no such part). */
interface WireParts {
  params?: JsonSchema;
  query?: JsonSchema;
  headers?: JsonSchema;
  body?: JsonSchema;
  success?: JsonSchema;
}

function parameters(operation: Operation, wire: WireParts): JsonObject[] {
  const list: JsonObject[] = [];
  const add = (where: 'path' | 'query' | 'header', schema: JsonSchema | undefined) => {
    if (!schema) return;
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === 'path' || (schema.required ?? []).includes(name),
        schema: property,
      });
    }
  };
  add('path', wire.params);
  add('query', wire.query);
  add('header', wire.headers);
  if (operation.storeHeader)
    list.push({
      name: 'storeId',
      in: 'header',
      required: operation.storeHeader === 'required',
      description: 'The store the call is about (numeric).',
      schema: { type: 'string', pattern: '^\\d{1,12}$' },
    });
  if (operation.groupHeader)
    list.push({
      name: 'white-label-group-id',
      in: 'header',
      required: false,
      description: 'The group, where no storeId says it.',
      schema: { type: 'string' },
    });
  return list;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Refused: invalid input, or well formed but not allowed',
  401: 'No valid session (USR_ERR_0030: the client logs out) or a login is needed',
  403: "Another customer's data",
  404: 'Not found',
  409: 'Conflict with a payment in progress',
  429: 'Too many requests',
};

function responses(operation: Operation, wire: WireParts): JsonObject {
  const { success } = operation;
  const contentType = success.contentType ?? 'application/json';
  const body =
    contentType === 'text/event-stream'
      ? {
          // OpenAPI 3.1 has no schema for one event: the stream is text, each `data:` line the JSON
          // of the named schema (x-event-data).
          'text/event-stream': { schema: { type: 'string' }, 'x-event-data': wire.success },
        }
      : wire.success !== undefined
        ? { [contentType]: { schema: wire.success } }
        : contentType === 'text/html'
          ? { 'text/html': { schema: { type: 'string' } } }
          : contentType === 'image/*'
            ? { 'image/*': { schema: { type: 'string', contentEncoding: 'binary' } } }
            : undefined;
  const answers: JsonObject = {
    [success.status]: {
      description: success.description,
      ...(body ? { content: body } : {}),
      ...(success.status === 303
        ? {
            headers: { Location: { schema: { type: 'string' }, description: 'Where the browser goes next' } },
          }
        : {}),
    },
  };
  for (const [status, codes] of Object.entries(operation.errors)) {
    answers[status] = {
      description: `${STATUS_TEXT[Number(status)] ?? 'Error'}. errorCode: ${(codes ?? []).join(', ')}`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      'x-error-codes': codes,
    };
  }
  answers.default = {
    description: 'Any other error, in the same shape (GENERAL_ERR_INTERNAL for a 500)',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  return answers;
}

function operationObject(operation: Operation, wire: WireParts): JsonObject {
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    tags: [operation.tag],
    ...(operation.session === 'none'
      ? { security: [] }
      : operation.session === 'optional'
        ? { security: [{}, { session: [] }] }
        : { security: [{ session: [] }] }),
    parameters: parameters(operation, wire),
    ...(wire.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: wire.body } } } }
      : {}),
    responses: responses(operation, wire),
  };
}

/** The OpenAPI 3.1 document of the API, generated from the contract's operation table. */
export function openApiDocument(apiBase: string): JsonObject {
  const parts = new Map<string, v.GenericSchema>([['Error', ErrorBodySchema]]);
  OPERATIONS.forEach((operation, index) => {
    const { params, query, headers, body } = operation;
    for (const [name, schema] of Object.entries({
      params,
      query,
      headers,
      body,
      success: operation.success.schema,
    }))
      if (schema) parts.set(`${index}.${name}`, schema);
  });
  const components: JsonObject = {};
  const wire = wireSchemas(parts, components);
  components.Error = wire.get('Error');
  const paths: Record<string, JsonObject> = {};
  OPERATIONS.forEach((operation, index) => {
    const own = (name: keyof WireParts) => wire.get(`${index}.${name}`);
    const path = paths[operation.path] ?? {};
    paths[operation.path] = path;
    path[operation.method] = operationObject(operation, {
      params: own('params'),
      query: own('query'),
      headers: own('headers'),
      body: own('body'),
      success: own('success'),
    });
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Online ordering reference API',
      version: '1.0.0',
      description:
        'The calls of the ordering site: catalogue, login and account, loyalty, cart, orders and payments. ' +
        'Every error answer is { errorCode, errorMsg }. Prices on carts and orders are dollars; fields ' +
        'named …Cents, provider costs and applied discounts are cents. Generated from the valibot ' +
        'schemas that parse the requests (the contract package, @owa/shared/api); docs/api.md has the prose.',
    },
    servers: [{ url: apiBase }],
    tags: [...new Set(OPERATIONS.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The session token of POST /customer/login, bare or as "Bearer <token>".',
        },
      },
    },
  };
}

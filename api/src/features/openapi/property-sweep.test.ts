// The property sweep (issue 20): for every operation of the OpenAPI document, inputs generated from
// its JSON schemas, valid and broken, as a visitor and as Jane. Whatever is sent: never a 5xx; a 4xx
// is { errorCode, errorMsg }; an input the contract's own schema accepts is never refused for its
// shape; and every answer matches the document (the harness checks each one). Fixed seed and a
// bounded count in `pnpm test`; OWA_SWEEP_RUNS and OWA_SWEEP_SEED ask for more on demand.
import { OPERATIONS, type Operation } from '@owa/shared/api';
import fc from 'fast-check';
import * as v from 'valibot';
import { apiForThisFile, JANE } from '../../test-support/harness.js';

const RUNS = Number(process.env.OWA_SWEEP_RUNS ?? 6);
const SEED = Number(process.env.OWA_SWEEP_SEED ?? 20_261_121);

type Schema = Record<string, unknown>;
type Doc = {
  paths: Record<string, Record<string, { parameters?: Schema[]; requestBody?: Schema }>>;
  components: { schemas: Record<string, Schema> };
};

const server = apiForThisFile();
let doc: Doc;
let jane = '';
beforeAll(async () => {
  doc = (await server.api.get<Doc>('/openapi.json')).body;
  jane = await server.api.login(JANE.telephone);
});

/** Real ids beside generated ones, so valid inputs also reach past "store not found". */
const KNOWN: Record<string, fc.Arbitrary<unknown>> = {
  storeId: fc.constantFrom('1001', '1002', '1003'),
  groupId: fc.constantFrom('G1001', 'G4520'),
  sid: fc.constantFrom('1001', '1002'),
};

/** An arbitrary of values a JSON Schema (2020-12, as the document writes them) describes. */
function arbitraryOf(schema: Schema, name = '', depth = 0): fc.Arbitrary<unknown> {
  const known = KNOWN[name];
  const own = ownArbitrary(schema, depth);
  return known ? fc.oneof(known, own) : own;
}

function ownArbitrary(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === 'string') {
    const target = doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')] ?? {};
    // Recursive schemas (combo lines) stop after two levels.
    return depth > 2 ? fc.constant(undefined) : ownArbitrary(target, depth + 1);
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const choices = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (choices) return fc.oneof(...choices.map((choice) => ownArbitrary(choice, depth)));
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, arbitraryOf(property, key, depth)]),
      );
      return fc.record(shape, { requiredKeys: (schema.required as string[] | undefined) ?? [] });
    }
    case 'array':
      return fc.array(ownArbitrary((schema.items ?? {}) as Schema, depth + 1), {
        minLength: Number(schema.minItems ?? 0),
        maxLength: Math.min(Number(schema.maxItems ?? 3), 3),
      });
    case 'string': {
      const min = Number(schema.minLength ?? 0);
      const max = Math.min(Number(schema.maxLength ?? 40), 300);
      if (typeof schema.pattern === 'string')
        return fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((text) => text.length >= min && text.length <= Number(schema.maxLength ?? Infinity));
      if (schema.format === 'email') return fc.emailAddress().filter((text) => text.length <= max);
      return fc.string({ minLength: min, maxLength: Math.max(min, max) });
    }
    case 'integer':
      return fc.integer({
        min: Math.max(Number(schema.minimum ?? -1_000_000), Number.MIN_SAFE_INTEGER),
        max: Math.min(Number(schema.maximum ?? 1_000_000), Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({
        min: Number(schema.minimum ?? -1_000_000),
        max: Number(schema.maximum ?? 1_000_000),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A broken copy: a required field dropped, a field of the wrong type, or anything at all. */
function broken(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const mangled = fc.tuple(valid, fc.nat(), fc.anything({ maxDepth: 2 })).map(([value, pick, wrong]) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return wrong;
    const keys = Object.keys(value);
    if (keys.length === 0) return wrong;
    const key = keys[pick % keys.length] as string;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    if (pick % 2 === 0) delete copy[key];
    else copy[key] = typeof copy[key] === 'string' ? 12345 : 'not-this-type';
    return copy;
  });
  return fc.oneof(mangled, fc.anything({ maxDepth: 2 }), fc.string({ maxLength: 20 }));
}

interface Input {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  storeId: string | null;
}

function inputs(operation: Operation, valid: boolean): fc.Arbitrary<Input> {
  const described = doc.paths[operation.path]?.[operation.method] ?? {};
  const parameters = (described.parameters ?? []) as {
    name: string;
    in: string;
    required: boolean;
    schema: Schema;
  }[];
  const group = (where: string) => {
    const own = parameters.filter((parameter) => parameter.in === where);
    const shape = Object.fromEntries(own.map((p) => [p.name, arbitraryOf(p.schema, p.name)]));
    const record = fc.record(shape, { requiredKeys: own.filter((p) => p.required).map((p) => p.name) });
    return valid ? record : fc.oneof(record, broken(record));
  };
  const bodySchema = (described.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)
    ?.content?.['application/json']?.schema;
  const body = bodySchema ? arbitraryOf(bodySchema) : fc.constant(undefined);
  const storeHeader = valid
    ? fc.constantFrom('1001', '1002')
    : fc.oneof(fc.constantFrom('1001', 'null', ''), fc.string({ maxLength: 15 }));
  return fc.record({
    path: group('path') as fc.Arbitrary<Record<string, unknown>>,
    query: group('query') as fc.Arbitrary<Record<string, unknown>>,
    body: valid ? body : broken(body),
    storeId: operation.storeHeader ? storeHeader : fc.constant(null),
  });
}

function url(operation: Operation, input: Input): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = input.path && typeof input.path === 'object' ? input.path[name] : undefined;
    return encodeURIComponent(String(value ?? ''));
  });
  const search = new URLSearchParams();
  if (input.query && typeof input.query === 'object')
    for (const [key, value] of Object.entries(input.query))
      if (value !== undefined) search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  const text = search.toString();
  return `${path}${text ? `?${text}` : ''}`;
}

/** Does the contract's own schema take this input? Then the API must not refuse its shape. */
function contractAccepts(operation: Operation, input: Input): boolean {
  const parts: [v.GenericSchema | undefined, unknown][] = [
    [operation.params, input.path],
    [operation.query, input.query],
    [operation.body, input.body],
  ];
  return parts.every(([schema, value]) => !schema || v.safeParse(schema, value).success);
}

// Logging out ends the session the other operations use: it goes last, with a session of its own.
const ordered = [...OPERATIONS].sort(
  (a, b) => Number(a.operationId === 'logout') - Number(b.operationId === 'logout'),
);

describe.each(['visitor', 'Jane'] as const)('as %s', (who) => {
  test.each(
    ordered.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const),
  )(
    '%s: never a 5xx, 4xx in the error shape, contract-valid input never refused for its shape',
    async (_name, operation) => {
      for (const valid of [true, false]) {
        await fc.assert(
          fc.asyncProperty(inputs(operation, valid), async (input) => {
            const token =
              who === 'visitor'
                ? null
                : operation.operationId === 'logout'
                  ? await server.api.login(JANE.telephone)
                  : jane;
            const method = operation.method.toUpperCase();
            const hasBody = operation.body !== undefined && input.body !== undefined;
            const answer = await server.api.request(method, url(operation, input), {
              token,
              storeId: input.storeId,
              ...(hasBody ? { rawBody: JSON.stringify(input.body) } : {}),
            });
            const where = `${method} ${url(operation, input)} → ${answer.status} ${answer.text.slice(0, 300)}`;
            expect({ where, serverError: answer.status >= 500 }).toEqual({ where, serverError: false });
            if (answer.status >= 400) {
              const body = answer.body as Record<string, unknown>;
              expect({ where, keys: Object.keys(body ?? {}).sort() }).toEqual({
                where,
                keys: ['errorCode', 'errorMsg'],
              });
              const shapeRefusal =
                body.errorCode === 'GENERAL_ERR_INVALID_REQUEST' &&
                /^Invalid (body|query|path)/.test(String(body.errorMsg));
              if (contractAccepts(operation, input))
                expect({ where, refusedForShape: shapeRefusal }).toEqual({ where, refusedForShape: false });
            }
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
      }
    },
    120_000,
  );
});

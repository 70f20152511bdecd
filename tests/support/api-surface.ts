/**
 * The JSON APIs as the security suite (issue 18) sees them: every operation of the generated OpenAPI document with the
 * handler of its route file, the roles it declares (`x-roles`), and fast-check arbitraries of its path, query and body
 * made from the document's JSON schemas. Nothing here lists routes by hand: a new route file is picked up from the
 * document (whose own test fails when a route file is missing from it).
 */
import './async-local-storage';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';
import { RequestCookies } from 'next/dist/server/web/spec-extension/cookies';

type JsonSchema = Record<string, unknown>;

export interface ApiOperation {
  /** `POST /api/cart/v1/items/{sku}` */
  name: string;
  method: string;
  path: string;
  /** Route file folder relative to src/app/api. */
  folder: string;
  roles: string[] | undefined;
  /** The security scheme the operation asks for, if any. */
  security: 'accessToken' | 'operatorToken' | undefined;
  pathParameters: Array<{ name: string; schema: JsonSchema }>;
  queryParameters: Array<{ name: string; schema: JsonSchema; required: boolean }>;
  body: JsonSchema | undefined;
  /** The statuses the operation documents (`default` left out). */
  declaredStatuses: number[];
  handler: (request: NextRequest, context: { params: Promise<unknown> }) => Promise<Response>;
}

const API_ROOT = path.resolve(import.meta.dirname, '../../src/app/api');

function routeFolders(dir = API_ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFolders(full);
    return entry.name === 'route.ts' ? [path.relative(API_ROOT, dir).split(path.sep).join('/')] : [];
  });
}

const openApiPath = (folder: string) => `/api/${folder}`.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, '{$1}');

type Parameter = { name: string; in: string; required?: boolean; schema: JsonSchema };
type Operation = {
  'x-roles'?: string[];
  security?: Array<Record<string, unknown>>;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
};

/** Every operation of the document, with its handler. Import this only after the test has set its environment. */
export async function loadApiSurface(): Promise<{ document: { paths: Record<string, Record<string, Operation>> }; operations: ApiOperation[] }> {
  const { GET } = await import('@/app/api/openapi.json/route');
  const response = await GET(new NextRequest('http://localhost/api/openapi.json'), { params: Promise.resolve({}) });
  const document = (await response.json()) as { paths: Record<string, Record<string, Operation>> };
  const operations: ApiOperation[] = [];
  for (const folder of routeFolders()) {
    const exports = (await import(/* @vite-ignore */ path.join(API_ROOT, folder, 'route.ts'))) as Record<string, unknown>;
    const item = document.paths[openApiPath(folder)] ?? {};
    for (const [method, operation] of Object.entries(item)) {
      const parameters = operation.parameters ?? [];
      const security = Object.keys(operation.security?.[0] ?? {})[0] as ApiOperation['security'];
      operations.push({
        name: `${method.toUpperCase()} ${openApiPath(folder)}`,
        method: method.toUpperCase(),
        path: openApiPath(folder),
        folder,
        roles: operation['x-roles'],
        security,
        pathParameters: parameters.filter((parameter) => parameter.in === 'path').map(({ name, schema }) => ({ name, schema })),
        queryParameters: parameters
          .filter((parameter) => parameter.in === 'query')
          .map(({ name, schema, required }) => ({ name, schema, required: required ?? false })),
        body: operation.requestBody?.content?.['application/json']?.schema,
        declaredStatuses: Object.keys(operation.responses ?? {})
          .filter((status) => /^\d+$/.test(status))
          .map(Number),
        handler: exports[method.toUpperCase()] as ApiOperation['handler'],
      });
    }
  }
  return { document, operations };
}

/**
 * Values that pass the rules a JSON schema cannot carry (zod refinements: a password with a digit, an end after a
 * start, an email the shop accepts), by field name, so most generated bodies get past validation to the handler. Used
 * only where the schema's type, pattern and length allow them; a new field without a hint is generated from its schema.
 */
const FIELD_HINTS: Record<string, unknown[]> = {
  email: ['reader@example.com'],
  giftToEmail: ['friend@example.com'],
  confirmEmail: ['friend@example.com'],
  password: ['ReadMore2026'],
  newPassword: ['ReadMore2027'],
  currentPassword: ['ReadMore2026'],
  fullName: ['Pat Reader'],
  name: ['Spring Fair'],
  line1: ['1 Main St'],
  city: ['Springfield'],
  region: ['IL'],
  postalCode: ['62701'],
  country: ['US'],
  phone: ['555 123 4567'],
  logoUrl: ['https://example.com/logo.png'],
  startDate: ['2026-09-14'],
  endDate: ['2026-09-18'],
  onlineStartDate: ['2026-09-10'],
  onlineEndDate: ['2026-09-20'],
  startsAt: ['2026-01-01T00:00:00Z'],
  endsAt: ['2030-01-01T00:00:00Z'],
  code: ['WELCOME10', 'ABCD-EFGH-JKMN-PQRS'],
  number: ['BF-7K2M-Q9XD'],
  amountOffUsd: ['5.00'],
  amountOffCad: ['6.00'],
  minSubtotalUsd: ['20.00'],
  minSubtotalCad: ['25.00'],
  percentOff: ['10'],
  list: ['12.99'],
  regular: ['12.99'],
  sale: ['', '9.99'],
  base: [5, '5'],
  bookfair: [5, '5'],
  expiry: ['12/30'],
  cvc: ['123'],
  path: ['/'],
  message: ['Where is my order? It has been a week.'],
};

const jsonType = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value);

/** Whether the value fits the schema's type, pattern and lengths (the checks a hint must pass to be used). */
function fits(schema: JsonSchema, value: unknown): boolean {
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return alternatives.some((alternative) => fits(alternative, value));
  if (Array.isArray(schema.enum)) return schema.enum.includes(value);
  const type = jsonType(value);
  if (schema.type !== type && !(schema.type === 'number' && type === 'integer')) return false;
  if (typeof value !== 'string') return true;
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test(value)) return false;
  return value.length >= Number(schema.minLength ?? 0) && value.length <= Number(schema.maxLength ?? Infinity);
}

/** The arbitrary of one property: mostly its hint when one fits, else from its schema. */
function propertyArbitrary(key: string, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const hint = FIELD_HINTS[key]?.find((candidate) => fits(schema, candidate));
  const generated = arbitraryOf(schema, depth);
  return hint === undefined ? generated : fc.oneof({ arbitrary: fc.constant(hint), weight: 6 }, { arbitrary: generated, weight: 1 });
}

/** A fast-check arbitrary of the values the JSON schema (from the OpenAPI document) allows, kept small. */
export function arbitraryOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 8) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => arbitraryOf(alternative, depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) return arbitraryOf(schema.allOf[0] as JsonSchema, depth + 1);
  if (Array.isArray(schema.type)) return fc.oneof(...(schema.type as string[]).map((type) => arbitraryOf({ ...schema, type }, depth + 1)));
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer': {
      const min = Math.max(lowest(schema) ?? -1000, -1_000_000);
      return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(highest(schema) ?? min + 1000, min + 1_000_000)) });
    }
    case 'number': {
      const min = Math.max(lowest(schema) ?? -1000, -1_000_000);
      const max = Math.min(highest(schema) ?? min + 1000, min + 1_000_000);
      return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((hundredths) => hundredths / 100);
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = Number(schema.minItems ?? 0);
      return fc.array(arbitraryOf(schema.items as JsonSchema | undefined, depth + 1), {
        minLength,
        maxLength: Math.min(Number(schema.maxItems ?? minLength + 3), minLength + 3),
      });
    }
    case 'object':
    case undefined: {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      if (Object.keys(properties).length === 0 && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        return fc.dictionary(
          schema.propertyNames ? (stringOf(schema.propertyNames as JsonSchema) as fc.Arbitrary<string>) : fc.string({ maxLength: 10 }),
          arbitraryOf(schema.additionalProperties as JsonSchema, depth + 1),
          { maxKeys: 3 },
        );
      }
      const required = (schema.required ?? []) as string[];
      return fc.record(Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, propertyArbitrary(key, property, depth + 1)])), {
        requiredKeys: required.filter((key) => key in properties),
      });
    }
    default:
      return fc.constant(null);
  }
}

const lowest = (schema: JsonSchema): number | undefined =>
  typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + (schema.type === 'integer' ? 1 : 0.01) : (schema.minimum as number | undefined);
const highest = (schema: JsonSchema): number | undefined =>
  typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - (schema.type === 'integer' ? 1 : 0.01) : (schema.maximum as number | undefined);

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = Number(schema.minLength ?? 0);
  const maxLength = Number(schema.maxLength ?? Math.max(minLength, 24));
  const fitsLength = (text: string) => text.length >= minLength && text.length <= maxLength;
  switch (schema.format) {
    case 'email':
      return fc.stringMatching(/^[a-z][a-z0-9]{0,10}@[a-z]{2,10}\.(test|example|com)$/).filter(fitsLength);
    case 'date':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'uuid':
      return fc.uuid();
    case 'uri':
    case 'url':
      return fc.webUrl().filter(fitsLength);
  }
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern);
    return fc.oneof(
      fc.stringMatching(pattern).filter(fitsLength),
      // Patterns are often anchored loosely: a plain word may fit too.
      fc.string({ unit: fc.constantFrom(...'abcdefghijkmnpqrstuvwxyz0123456789'), minLength: Math.max(minLength, 1), maxLength: Math.min(maxLength, 12) }),
    );
  }
  return fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 24) });
}

/** Strings that have broken web apps before: control characters, lone surrogates, huge, injection-shaped. */
export const hostileStrings: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'Maple\u0000Grove',
    '\ud800',
    'x\udfffy',
    '\ud83d',
    '\u0007bell',
    '\u001b[31mred',
    'tab\there',
    'line\nbreak',
    '\u202egnp.exe',
    '\u0085',
    '\uffff',
    '',
    ' ',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '${7*7}',
    '1e309',
    '-0',
    '😀'.repeat(100),
  ),
  fc.constant('a'.repeat(1 << 20)),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Values of every JSON type but the expected one, for wrong-type probes. */
const wrongTypes: fc.Arbitrary<unknown> = fc.constantFrom(0, -1, 1.5, 1e308, true, false, null, [], {}, [null], { $gt: '' }, '0', 'true', 'null');

/** Characters no text may carry (line breaks only where a field takes several lines). */
const HOSTILE_CHARACTERS = ['\u0000', '\ud800', '\udfff', '\u0007', '\u001b', '\u007f', '\u0085', '\n', '\t', '\r'];

const valueAt = (value: unknown, pathTo: Array<string | number>): unknown =>
  pathTo.reduce<unknown>((current, key) => (current as Record<string | number, unknown> | undefined)?.[key], value);

/** A copy of the value with the thing at `path` replaced (or removed when `replacement` is undefined). */
function replaceAt(value: unknown, pathTo: Array<string | number>, replacement: unknown): unknown {
  if (pathTo.length === 0) return replacement;
  const [head, ...rest] = pathTo;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = replaceAt(copy[head as number], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (replacement === undefined && rest.length === 0) delete copy[head as string];
  else copy[head as string] = replaceAt(copy[head as string], rest, replacement);
  return copy;
}

/** Every path into a JSON value (the root included). */
function pathsOf(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  const inner =
    value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...prefix, Array.isArray(value) ? Number(key) : key]))
      : [];
  return [prefix, ...inner];
}

export interface FuzzBody {
  /** What the case is, for the failure report. */
  kind: string;
  text: string;
  contentType: string | null;
}

const json = (kind: string, value: unknown): FuzzBody => ({ kind, text: JSON.stringify(value), contentType: 'application/json' });

/**
 * Bodies for an operation: valid ones from its schema, valid ones with one value swapped for a hostile string or a
 * wrong type, a field removed or an extra field, and whole bodies that are no JSON object at all (deep nesting, huge,
 * broken, wrong content type).
 */
export function fuzzBodies(schema: JsonSchema): fc.Arbitrary<FuzzBody> {
  const valid = arbitraryOf(schema);
  const mutated = fc
    .tuple(valid, fc.nat(), fc.nat(4), hostileStrings, wrongTypes, fc.constantFrom(...HOSTILE_CHARACTERS))
    .map(([value, pick, mutation, hostile, wrong, character]) => {
      const paths = pathsOf(value);
      const at = paths[pick % paths.length]!;
      const texts = paths.filter((candidate) => typeof valueAt(value, candidate) === 'string');
      switch (mutation) {
        case 4: {
          // One character slipped into an otherwise valid text: the body stays valid but for it.
          const where = texts[pick % Math.max(1, texts.length)];
          if (!where) return json(`hostile string at root`, hostile);
          const text = valueAt(value, where) as string;
          const middle = Math.floor(text.length / 2);
          return json(
            `${JSON.stringify(character)} inside ${where.join('.')}`,
            replaceAt(value, where, text.slice(0, middle) + character + text.slice(middle)),
          );
        }
        case 0:
          return json(`hostile string at ${at.join('.') || 'root'}`, replaceAt(value, at, hostile));
        case 1:
          return json(`wrong type at ${at.join('.') || 'root'}`, replaceAt(value, at, wrong));
        case 2:
          return json(`removed ${at.join('.') || 'everything'}`, at.length === 0 ? {} : replaceAt(value, at, undefined));
        default:
          return json(
            `extra field`,
            value !== null && typeof value === 'object' && !Array.isArray(value)
              ? { ...value, ['__proto__x']: hostile, constructor: { prototype: 1 } }
              : [value, hostile],
          );
      }
    });
  const whole = fc.oneof(
    fc
      .integer({ min: 50, max: 100_000 })
      .map((depth) => ({ kind: `nesting ${depth} deep`, text: '['.repeat(depth) + ']'.repeat(depth), contentType: 'application/json' })),
    fc.constant({ kind: 'deep object', text: '{"a":'.repeat(5000) + '1' + '}'.repeat(5000), contentType: 'application/json' }),
    fc.constant({ kind: '2 MB body', text: JSON.stringify({ padding: 'x'.repeat(2 << 20) }), contentType: 'application/json' }),
    fc
      .constantFrom('', '{', 'null', '[]', '"text"', '12', 'true', '{"a":1}}', '\u0000', '{"__proto__":{"admin":true}}')
      .map((text) => ({ kind: `raw ${JSON.stringify(text)}`, text, contentType: 'application/json' })),
    fc
      .tuple(valid, fc.constantFrom('application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'text/html', null))
      .map(([value, contentType]) => ({
        kind: `content type ${contentType}`,
        text: JSON.stringify(value),
        contentType,
      })),
  );
  return fc.oneof({ arbitrary: valid.map((value) => json('valid', value)), weight: 2 }, { arbitrary: mutated, weight: 6 }, { arbitrary: whole, weight: 2 });
}

/** One sample of an arbitrary, the same on every run. */
export const sampleOf = <T>(arbitrary: fc.Arbitrary<T>, seed: number): T => fc.sample(arbitrary, { seed, numRuns: 1 })[0]!;

/**
 * A path or query parameter's value: its hint when one fits (an order number's shape), 1 for an integer id (the first
 * thing of its kind a test made), else a sample of its schema.
 */
export function parameterValue(name: string, schema: JsonSchema, seed: number): string {
  const hint = FIELD_HINTS[name]?.find((candidate) => fits(schema, candidate));
  if (hint !== undefined) return String(hint);
  if (schema.type === 'integer') return '1';
  return String(sampleOf(arbitraryOf(schema), seed));
}

export interface CallOptions {
  params?: Record<string, string | string[]>;
  query?: Record<string, string>;
  token?: string;
  body?: { text: string; contentType: string | null };
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  contentType: string;
  text: string;
  headers: Headers;
}

/**
 * Runs `work` as inside a request of a route handler, so `cookies()` and `headers()` of next/headers (which next-auth
 * reads) answer this request's.
 */
export function inRequestScope<T>(request: Request, route: string, work: () => Promise<T>): Promise<T> {
  const workStore = { route, forceStatic: false, dynamicShouldError: false, isStaticGeneration: false } as never;
  const workUnitStore = { type: 'private-cache', phase: 'render', cookies: new RequestCookies(request.headers), headers: request.headers } as never;
  return workAsyncStorage.run(workStore, () => workUnitAsyncStorage.run(workUnitStore, work));
}

/** Calls the operation's real handler in this process, as Next would. */
export async function callOperation(operation: ApiOperation, options: CallOptions = {}): Promise<CallResult> {
  let pathname = operation.path;
  for (const [name, value] of Object.entries(options.params ?? {}))
    pathname = pathname.replace(`{${name}}`, encodeURIComponent(Array.isArray(value) ? value.join('/') : value));
  const url = new URL(`http://localhost${pathname}`);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
  const headers = new Headers(options.headers);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  if (options.body?.contentType) headers.set('content-type', options.body.contentType);
  const hasBody = options.body !== undefined && operation.method !== 'GET' && operation.method !== 'HEAD';
  const request = new NextRequest(url, { method: operation.method, headers, body: hasBody ? options.body!.text : undefined });
  const response = await inRequestScope(request, operation.path, () => operation.handler(request, { params: Promise.resolve(options.params ?? {}) }));
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text(), headers: response.headers };
}

/** A server error the operation does not document (a 500 never is: it is the answer to a bug). */
export const undeclaredServerError = (operation: ApiOperation, result: CallResult): boolean =>
  result.status >= 500 && (result.status === 500 || !operation.declaredStatuses.includes(result.status));

/** What is wrong with an error answer (status ≥ 400): it must be a JSON `{Error, message}`; null when it is. */
export function errorBodyProblem(result: CallResult): string | null {
  if (result.status < 400) return null;
  if (!result.contentType.includes('application/json'))
    return `content-type ${JSON.stringify(result.contentType)}, body ${JSON.stringify(result.text.slice(0, 80))}`;
  try {
    const body = JSON.parse(result.text) as { Error?: unknown; message?: unknown };
    if (typeof body.Error !== 'string' || typeof body.message !== 'string' || body.message.trim() === '') return `body ${result.text.slice(0, 120)}`;
    return null;
  } catch {
    return `body ${JSON.stringify(result.text.slice(0, 80))}`;
  }
}

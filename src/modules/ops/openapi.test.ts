import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type * as Handler from '@/lib/api/handler';
import { addressSchema, passwordChangeSchema, passwordResetRequestSchema, passwordResetSchema, profileSchema, registrationSchema } from '@/modules/accounts';
import { siteSchema } from '@/modules/regions/index.server';
import { openApiDocument } from './openapi';

/** The options of every handler `apiRoute` makes, for handlers whose source is not in their route file. */
const madeBy = vi.hoisted(() => new WeakMap<object, { auth?: 'session' | 'customer' | 'operator'; body?: unknown; params?: unknown }>());
vi.mock('@/lib/api/handler', async (importOriginal) => {
  const actual = await importOriginal<typeof Handler>();
  const apiRoute: typeof actual.apiRoute = (options, handler) => {
    const route = actual.apiRoute(options, handler);
    madeBy.set(route, options);
    return route;
  };
  return { ...actual, apiRoute };
});

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const node = (value: unknown): Node => (isNode(value) ? value : {});

const document = openApiDocument('http://localhost:3000') as unknown as Node;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

// ---------------------------------------------------------------------------------------------------------------------
// Well-formedness: the rules of OpenAPI 3.1 (and of its JSON Schema 2020-12 dialect) that a hand-written document breaks.

const KEYS = {
  root: ['openapi', 'info', 'jsonSchemaDialect', 'servers', 'paths', 'webhooks', 'components', 'security', 'tags', 'externalDocs'],
  components: ['schemas', 'responses', 'parameters', 'examples', 'requestBodies', 'headers', 'securitySchemes', 'links', 'callbacks', 'pathItems'],
  pathItem: [...METHODS, '$ref', 'summary', 'description', 'servers', 'parameters'],
  operation: [
    'tags',
    'summary',
    'description',
    'externalDocs',
    'operationId',
    'parameters',
    'requestBody',
    'responses',
    'callbacks',
    'deprecated',
    'security',
    'servers',
  ],
  parameter: [
    'name',
    'in',
    'description',
    'required',
    'deprecated',
    'allowEmptyValue',
    'style',
    'explode',
    'allowReserved',
    'schema',
    'example',
    'examples',
    'content',
  ],
  header: ['description', 'required', 'deprecated', 'style', 'explode', 'schema', 'example', 'examples', 'content'],
  requestBody: ['description', 'content', 'required'],
  response: ['description', 'headers', 'content', 'links'],
  mediaType: ['schema', 'example', 'examples', 'encoding'],
  securityScheme: ['type', 'description', 'name', 'in', 'scheme', 'bearerFormat', 'flows', 'openIdConnectUrl'],
  schema: [
    '$ref',
    '$id',
    '$schema',
    '$comment',
    '$defs',
    '$anchor',
    '$dynamicRef',
    '$dynamicAnchor',
    'type',
    'enum',
    'const',
    'title',
    'description',
    'default',
    'examples',
    'example',
    'deprecated',
    'readOnly',
    'writeOnly',
    'properties',
    'required',
    'additionalProperties',
    'patternProperties',
    'propertyNames',
    'minProperties',
    'maxProperties',
    'unevaluatedProperties',
    'dependentRequired',
    'dependentSchemas',
    'items',
    'prefixItems',
    'contains',
    'minItems',
    'maxItems',
    'uniqueItems',
    'minContains',
    'maxContains',
    'unevaluatedItems',
    'minLength',
    'maxLength',
    'pattern',
    'format',
    'contentEncoding',
    'contentMediaType',
    'contentSchema',
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'multipleOf',
    'allOf',
    'anyOf',
    'oneOf',
    'not',
    'if',
    'then',
    'else',
    'discriminator',
    'xml',
    'externalDocs',
  ],
};
const JSON_TYPES = ['null', 'boolean', 'object', 'array', 'number', 'string', 'integer'];

function resolvePointer(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let current: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isNode(current) || !(key in current)) return undefined;
    current = current[key];
  }
  return current;
}

/** The object itself, or the one its `$ref` points to. */
const deref = (value: unknown): Node => node(isNode(value) && typeof value.$ref === 'string' ? resolvePointer(value.$ref) : value);

function matchesType(value: unknown, type: string): boolean {
  if (type === 'null') return value === null;
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'array') return Array.isArray(value);
  if (type === 'object') return isNode(value);
  return typeof value === type;
}

function openApiProblems(): string[] {
  const problems: string[] = [];
  const problem = (where: string, text: string): void => {
    problems.push(`${where}: ${text}`);
  };
  const onlyKeys = (value: Node, allowed: readonly string[], where: string) => {
    for (const key of Object.keys(value)) if (!allowed.includes(key) && !key.startsWith('x-')) problem(where, `unknown field ${key}`);
  };
  const nonEmptyText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

  function checkSchema(schema: unknown, where: string): void {
    if (typeof schema === 'boolean') return;
    if (!isNode(schema)) return problem(where, 'a schema must be an object or a boolean');
    onlyKeys(schema, KEYS.schema, where);
    if (typeof schema.$ref === 'string' && resolvePointer(schema.$ref) === undefined) problem(where, `$ref ${schema.$ref} does not resolve`);
    if ('nullable' in schema) problem(where, 'nullable is OpenAPI 3.0; use type: [..., "null"]');
    const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
    for (const type of types) if (typeof type !== 'string' || !JSON_TYPES.includes(type)) problem(where, `unknown type ${String(type)}`);
    if ('properties' in schema && !isNode(schema.properties)) problem(where, 'properties must be an object');
    if ('required' in schema) {
      const required = schema.required;
      if (!Array.isArray(required) || required.some((entry) => typeof entry !== 'string') || new Set(required).size !== required.length)
        problem(where, 'required must list distinct names');
      else if (!isNode(schema.properties)) problem(where, 'required without properties');
      else for (const entry of required as string[]) if (!(entry in schema.properties)) problem(where, `required ${entry} is not a property`);
    }
    if ('enum' in schema && (!Array.isArray(schema.enum) || schema.enum.length === 0)) problem(where, 'enum must be a non-empty array');
    if ('pattern' in schema) {
      try {
        new RegExp(String(schema.pattern), 'u');
      } catch {
        problem(where, `pattern ${String(schema.pattern)} is not a regular expression`);
      }
    }
    for (const key of ['minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties']) {
      if (key in schema && !(Number.isInteger(schema[key]) && (schema[key] as number) >= 0)) problem(where, `${key} must be a non-negative integer`);
    }
    for (const [low, high] of [
      ['minLength', 'maxLength'],
      ['minimum', 'maximum'],
      ['minItems', 'maxItems'],
    ] as const) {
      if (typeof schema[low] === 'number' && typeof schema[high] === 'number' && (schema[low] as number) > (schema[high] as number))
        problem(where, `${low} above ${high}`);
    }
    for (const key of ['default', 'example', 'const'] as const) {
      if (key in schema && types.length > 0 && !types.some((type) => matchesType(schema[key], String(type))))
        problem(where, `${key} is not of type ${types.join('|')}`);
      if (key in schema && Array.isArray(schema.enum) && key !== 'const' && !schema.enum.includes(schema[key])) problem(where, `${key} is not in enum`);
    }
    if (isNode(schema.properties)) for (const [name, value] of Object.entries(schema.properties)) checkSchema(value, `${where}.properties.${name}`);
    for (const key of ['items', 'additionalProperties', 'not', 'propertyNames', 'contains', 'if', 'then', 'else'])
      if (key in schema) checkSchema(schema[key], `${where}.${key}`);
    for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems']) {
      if (!(key in schema)) continue;
      const list = schema[key];
      if (!Array.isArray(list) || list.length === 0) problem(where, `${key} must be a non-empty array`);
      else list.forEach((entry, index) => checkSchema(entry, `${where}.${key}[${index}]`));
    }
  }

  function checkContent(content: unknown, where: string): void {
    if (!isNode(content) || Object.keys(content).length === 0) return problem(where, 'content must name at least one media type');
    for (const [type, media] of Object.entries(content)) {
      if (!/^[\w.+-]+\/[\w.+*-]+$/.test(type)) problem(where, `${type} is not a media type`);
      if (!isNode(media)) problem(`${where}.${type}`, 'must be a media type object');
      else {
        onlyKeys(media, KEYS.mediaType, `${where}.${type}`);
        if ('schema' in media) checkSchema(media.schema, `${where}.${type}.schema`);
      }
    }
  }

  function checkParameterLike(value: unknown, kind: 'parameter' | 'header', where: string): Node {
    const parameter = deref(value);
    if (Object.keys(parameter).length === 0) {
      problem(where, `not a ${kind} (or its $ref does not resolve)`);
      return parameter;
    }
    onlyKeys(parameter, KEYS[kind], where);
    if ('schema' in parameter === 'content' in parameter) problem(where, 'needs exactly one of schema and content');
    if ('schema' in parameter) checkSchema(parameter.schema, `${where}.schema`);
    if ('content' in parameter) checkContent(parameter.content, `${where}.content`);
    if (kind === 'parameter') {
      if (!nonEmptyText(parameter.name)) problem(where, 'needs a name');
      if (!['query', 'header', 'path', 'cookie'].includes(String(parameter.in)))
        problem(where, `in ${String(parameter.in)} is not query, header, path or cookie`);
      if (parameter.in === 'path' && parameter.required !== true) problem(where, 'a path parameter must be required');
      if (parameter.in === 'header' && /^(accept|content-type|authorization)$/i.test(String(parameter.name)))
        problem(where, `header ${String(parameter.name)} is described by the spec itself, not a parameter`);
    }
    return parameter;
  }

  function checkSecurity(value: unknown, where: string): void {
    if (!Array.isArray(value)) return problem(where, 'security must be an array');
    const schemes = node(node(document.components).securitySchemes);
    for (const requirement of value) {
      if (!isNode(requirement)) problem(where, 'a security requirement must be an object');
      else
        for (const [name, scopes] of Object.entries(requirement)) {
          if (!(name in schemes)) problem(where, `security scheme ${name} is not defined`);
          if (!Array.isArray(scopes)) problem(where, `scopes of ${name} must be an array`);
        }
    }
  }

  function checkResponse(value: unknown, where: string): void {
    const response = deref(value);
    if (!nonEmptyText(response.description)) return problem(where, 'needs a description (or its $ref does not resolve)');
    onlyKeys(response, KEYS.response, where);
    if ('content' in response) checkContent(response.content, `${where}.content`);
    for (const [name, header] of Object.entries(node(response.headers))) {
      if (/^content-type$/i.test(name)) problem(where, 'Content-Type is not a response header of OpenAPI');
      checkParameterLike(header, 'header', `${where}.headers.${name}`);
    }
  }

  onlyKeys(document, KEYS.root, 'document');
  if (typeof document.openapi !== 'string' || !/^3\.1\.\d+$/.test(document.openapi)) problem('openapi', 'must be 3.1.x');
  const info = node(document.info);
  if (!nonEmptyText(info.title) || !nonEmptyText(info.version)) problem('info', 'needs a title and a version');
  if (!Array.isArray(document.servers) || document.servers.some((server) => !nonEmptyText(node(server).url))) problem('servers', 'each server needs a url');
  if ('security' in document) checkSecurity(document.security, 'security');

  const components = node(document.components);
  onlyKeys(components, KEYS.components, 'components');
  for (const [group, entries] of Object.entries(components)) {
    for (const name of Object.keys(node(entries))) if (!/^[a-zA-Z0-9._-]+$/.test(name)) problem(`components.${group}`, `${name} is not a valid component name`);
  }
  for (const [name, schema] of Object.entries(node(components.schemas))) checkSchema(schema, `components.schemas.${name}`);
  for (const [name, response] of Object.entries(node(components.responses))) checkResponse(response, `components.responses.${name}`);
  for (const [name, value] of Object.entries(node(components.securitySchemes))) {
    const scheme = node(value);
    const where = `components.securitySchemes.${name}`;
    onlyKeys(scheme, KEYS.securityScheme, where);
    if (scheme.type === 'apiKey' && (!nonEmptyText(scheme.name) || !['query', 'header', 'cookie'].includes(String(scheme.in))))
      problem(where, 'apiKey needs a name and in');
    else if (scheme.type === 'http' && !nonEmptyText(scheme.scheme)) problem(where, 'http needs a scheme');
    else if (!['apiKey', 'http', 'mutualTLS', 'oauth2', 'openIdConnect'].includes(String(scheme.type))) problem(where, `unknown type ${String(scheme.type)}`);
  }

  const operationIds = new Set<string>();
  const templates = new Set<string>();
  for (const [route, value] of Object.entries(node(document.paths))) {
    if (!route.startsWith('/')) problem(route, 'a path must start with /');
    const template = route.replace(/\{[^}]+\}/g, '{}');
    if (templates.has(template)) problem(route, 'another path has the same template');
    templates.add(template);
    const item = node(value);
    onlyKeys(item, KEYS.pathItem, route);
    const shared = Array.isArray(item.parameters)
      ? item.parameters.map((parameter, index) => checkParameterLike(parameter, 'parameter', `${route}.parameters[${index}]`))
      : [];
    const names = [...route.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
    for (const method of METHODS) {
      if (!(method in item)) continue;
      const where = `${method.toUpperCase()} ${route}`;
      const operation = node(item[method]);
      onlyKeys(operation, KEYS.operation, where);
      if (!nonEmptyText(operation.summary) && !nonEmptyText(operation.description)) problem(where, 'needs a summary');
      if (typeof operation.operationId === 'string') {
        if (operationIds.has(operation.operationId)) problem(where, `operationId ${operation.operationId} is used twice`);
        operationIds.add(operation.operationId);
      }
      const own = Array.isArray(operation.parameters)
        ? operation.parameters.map((parameter, index) => checkParameterLike(parameter, 'parameter', `${where}.parameters[${index}]`))
        : [];
      const keys = own.map((parameter) => `${String(parameter.in)}:${String(parameter.name)}`);
      if (new Set(keys).size !== keys.length) problem(where, 'a parameter is listed twice');
      const inPath = [...shared, ...own].filter((parameter) => parameter.in === 'path').map((parameter) => String(parameter.name));
      for (const name of names) if (!inPath.includes(name)) problem(where, `path parameter ${name} is not described`);
      for (const name of inPath) if (!names.includes(name)) problem(where, `path parameter ${name} is not in the path`);
      if ('requestBody' in operation) {
        const body = deref(operation.requestBody);
        onlyKeys(body, KEYS.requestBody, `${where}.requestBody`);
        checkContent(body.content, `${where}.requestBody.content`);
      }
      if ('security' in operation) checkSecurity(operation.security, `${where}.security`);
      const responses = node(operation.responses);
      if (Object.keys(responses).length === 0) problem(where, 'needs at least one response');
      for (const [status, response] of Object.entries(responses)) {
        if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(status)) problem(where, `${status} is not a status code`);
        checkResponse(response, `${where}.responses.${status}`);
      }
    }
  }

  // Every $ref anywhere resolves, and every component is used.
  const refs = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isNode(value)) {
      if (typeof value.$ref === 'string') {
        refs.add(value.$ref);
        if (resolvePointer(value.$ref) === undefined) problem('$ref', `${value.$ref} does not resolve`);
      }
      Object.values(value).forEach(walk);
    }
  };
  walk(document);
  for (const group of ['schemas', 'responses', 'parameters', 'requestBodies', 'headers']) {
    for (const name of Object.keys(node(components[group])))
      if (!refs.has(`#/components/${group}/${name}`)) problem(`components.${group}.${name}`, 'is never used');
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------------
// The route handlers under src/app/api, read from the folder so that a new one cannot be left out of the document.

const API_DIR = path.resolve(import.meta.dirname, '../../app/api');
const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

interface RouteHandler {
  file: string;
  /** The URL path with `{param}` for a dynamic segment. */
  path: string;
  /** Set when the route ends in a catch-all segment (`[...x]`, `[[...x]]`): the documented paths under it count. */
  catchAll: boolean;
  /** Each exported HTTP method with the source of its export. */
  methods: Map<string, string>;
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

function exportedMethods(source: string): Map<string, string> {
  const starts: Array<{ method: string; index: number }> = [];
  for (const match of source.matchAll(/export\s+(?:async\s+)?(?:const|let|function)\s+([A-Z]+)\b/g))
    if (HTTP_METHODS.includes(match[1]!)) starts.push({ method: match[1]!, index: match.index });
  for (const match of source.matchAll(/export\s+const\s*\{([^}]*)\}/g)) {
    for (const name of match[1]!.split(',').map((part) => part.split(':').at(-1)!.trim()))
      if (HTTP_METHODS.includes(name)) starts.push({ method: name, index: match.index });
  }
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const name of match[1]!.split(',').map((part) =>
      part
        .split(/\s+as\s+/)
        .at(-1)!
        .trim(),
    ))
      if (HTTP_METHODS.includes(name)) starts.push({ method: name, index: match.index });
  }
  starts.sort((a, b) => a.index - b.index);
  return new Map(
    starts.map((start, position) => [
      start.method,
      source.slice(start.index, starts.find((other, later) => later > position && other.index > start.index)?.index ?? source.length),
    ]),
  );
}

const routeHandlers: RouteHandler[] = routeFiles(API_DIR).map((file) => {
  const segments = path
    .relative(API_DIR, path.dirname(file))
    .split(path.sep)
    .filter((segment) => segment.length > 0 && !/^\(.*\)$/.test(segment));
  const catchAll = /^\[{1,2}\.\.\./.test(segments.at(-1) ?? '');
  const urlSegments = (catchAll ? segments.slice(0, -1) : segments).map((segment) => segment.replace(/^\[(.+)\]$/, '{$1}'));
  return { file: path.relative(process.cwd(), file), path: ['/api', ...urlSegments].join('/'), catchAll, methods: exportedMethods(readFileSync(file, 'utf8')) };
});

/**
 * Handlers a route file takes from a module (`export const POST = cartRoutes.add`): the route file does not show their
 * options, so the route file is loaded and the options are those its handler was made with.
 */
interface ModuleHandler {
  /** The module folder under src/modules the route file imports the handler from. */
  module: string;
  options: { auth?: 'session' | 'customer' | 'operator'; body?: z.ZodType; params?: z.ZodType };
}
const moduleHandlers = new Map<string, ModuleHandler>();
for (const handler of routeHandlers) {
  const reexported = [...handler.methods].filter(([, source]) => /^export\s+const\s+[A-Z]+\s*=\s*[\w$]+\.[\w$]+\s*;?\s*$/.test(source.trim()));
  if (reexported.length === 0) continue;
  const source = readFileSync(handler.file, 'utf8');
  const routeModule = (await import(path.resolve(handler.file))) as Record<string, unknown>;
  for (const [method, methodSource] of reexported) {
    const options = madeBy.get(routeModule[method] as object);
    const object = /=\s*([\w$]+)\./.exec(methodSource)![1]!;
    const moduleName = new RegExp(`import\\s*\\{[^}]*\\b${object}\\b[^}]*\\}\\s*from\\s*'@/modules/([\\w-]+)`).exec(source)?.[1];
    if (options && moduleName) moduleHandlers.set(`${method} ${handler.path}`, { module: moduleName, options: options as ModuleHandler['options'] });
  }
}

/**
 * What the services behind module handlers throw, by status: not in the handler's source, so listed here and checked
 * against the `throw`s of the module's *.server.ts files both ways.
 */
const serviceCodes: Record<string, Record<string, string[]>> = {
  'GET /api/cart/v1': { '400': ['INVALID_QUERY'] },
  'POST /api/cart/v1/items': { '400': ['INVALID_QUERY', 'VALIDATION_FAILED'], '404': ['PRODUCT_NOT_FOUND'], '409': ['OUT_OF_STOCK'], '422': ['NOT_SOLD_HERE'] },
  'PATCH /api/cart/v1/items/{sku}': { '400': ['INVALID_QUERY', 'VALIDATION_FAILED'], '404': ['PRODUCT_NOT_FOUND', 'NOT_IN_CART'], '409': ['OUT_OF_STOCK'] },
  'DELETE /api/cart/v1/items/{sku}': { '400': ['INVALID_QUERY'], '404': ['PRODUCT_NOT_FOUND'] },
  'POST /api/cart/v1/coupon': { '400': ['INVALID_QUERY'] },
  'DELETE /api/cart/v1/coupon': { '400': ['INVALID_QUERY'] },
  'POST /api/cart/v1/gift-cards': { '400': ['INVALID_QUERY'], '422': ['TOO_MANY_GIFT_CARDS'] },
  'DELETE /api/cart/v1/gift-cards/{id}': { '400': ['INVALID_QUERY'], '404': ['NOT_IN_CART'] },
  'POST /api/cart/v1/move-to-site': {},
  'GET /api/geolocation/v1/country': {},
  'GET /api/admin/v1/products': { '403': ['ADMIN_ONLY'] },
  'GET /api/admin/v1/products/{sku}': { '403': ['ADMIN_ONLY'], '404': ['PRODUCT_NOT_FOUND'] },
  'PUT /api/admin/v1/products/{sku}': { '403': ['ADMIN_ONLY'], '404': ['PRODUCT_NOT_FOUND'] },
  'GET /api/admin/v1/lists': { '403': ['ADMIN_ONLY'] },
  'POST /api/admin/v1/lists': { '403': ['ADMIN_ONLY'], '409': ['LIST_SLUG_TAKEN'], '422': ['TOO_MANY_LISTS'] },
  'PUT /api/admin/v1/lists/order': { '403': ['ADMIN_ONLY'], '409': ['LISTS_MISMATCH'] },
  'GET /api/admin/v1/lists/{id}': { '403': ['ADMIN_ONLY'], '404': ['LIST_NOT_FOUND'] },
  'PUT /api/admin/v1/lists/{id}': { '403': ['ADMIN_ONLY'], '404': ['LIST_NOT_FOUND'] },
  'PUT /api/admin/v1/lists/{id}/items': { '403': ['ADMIN_ONLY'], '404': ['LIST_NOT_FOUND'], '409': ['LIST_ITEMS_MISMATCH'] },
  'POST /api/admin/v1/lists/{id}/items': {
    '403': ['ADMIN_ONLY'],
    '404': ['LIST_NOT_FOUND', 'PRODUCT_NOT_FOUND'],
    '409': ['ALREADY_IN_LIST'],
    '422': ['NOT_SOLD_ON_SITE', 'LIST_FULL'],
  },
  'DELETE /api/admin/v1/lists/{id}/items/{sku}': { '403': ['ADMIN_ONLY'], '404': ['LIST_NOT_FOUND', 'NOT_IN_LIST'] },
  'POST /api/admin/v1/users/scopes': { '403': ['ADMIN_ONLY'], '404': ['USER_NOT_FOUND'], '409': ['GUEST_ACCOUNT', 'OWN_ADMIN_SCOPE'] },
  'GET /api/admin/v1/coupons': { '403': ['ADMIN_ONLY'] },
  'POST /api/admin/v1/coupons': { '403': ['ADMIN_ONLY'], '409': ['COUPON_EXISTS'] },
  'PUT /api/admin/v1/coupons/{code}': { '403': ['ADMIN_ONLY'], '404': ['COUPON_NOT_FOUND'], '409': ['USAGE_LIMIT_BELOW_USED'] },
  'GET /api/admin/v1/promotions': { '403': ['ADMIN_ONLY'] },
  'POST /api/admin/v1/promotions': { '403': ['ADMIN_ONLY'], '422': ['UNKNOWN_FORMAT'] },
  'PUT /api/admin/v1/promotions/{id}': { '403': ['ADMIN_ONLY'], '404': ['PROMOTION_NOT_FOUND'], '422': ['UNKNOWN_FORMAT'] },
  'POST /api/admin/v1/support-requests/{id}/replies': { '403': ['ADMIN_ONLY'] },
  'POST /api/admin/v1/support-requests/{id}/close': { '403': ['ADMIN_ONLY'] },
  'POST /api/admin/v1/catalog-uploads': { '400': ['EMPTY_FILE', 'UPLOAD_FAILED'], '403': ['ADMIN_ONLY'], '409': ['IMPORT_RUNNING'], '413': ['FILE_TOO_LARGE'] },
  'GET /api/admin/v1/catalog-imports/{id}': { '403': ['ADMIN_ONLY'], '404': ['IMPORT_NOT_FOUND'] },
  'GET /api/admin/v1/organizations': { '400': ['INVALID_QUERY'], '403': ['ADMIN_ONLY'] },
  'POST /api/admin/v1/organizations': { '403': ['ADMIN_ONLY'], '422': ['INVALID_ADDRESS'] },
  'GET /api/admin/v1/organizations/{slug}': { '403': ['ADMIN_ONLY'], '404': ['ORGANIZATION_NOT_FOUND'] },
  'PUT /api/admin/v1/organizations/{slug}/status': { '403': ['ADMIN_ONLY'], '404': ['ORGANIZATION_NOT_FOUND'], '409': ['ORGANIZATION_FEATURED'] },
  'PUT /api/admin/v1/organizations/{slug}/reward-rates': { '403': ['ADMIN_ONLY'], '404': ['ORGANIZATION_NOT_FOUND'] },
  'GET /api/admin/v1/featured-organizations': { '403': ['ADMIN_ONLY'] },
  'PUT /api/admin/v1/featured-organizations/{site}': {
    '403': ['ADMIN_ONLY'],
    '404': ['ORGANIZATION_NOT_FOUND'],
    '422': ['ORGANIZATION_OF_ANOTHER_SITE', 'ORGANIZATION_NOT_ACTIVE'],
  },
  'GET /api/admin/v1/orders': { '400': ['VALIDATION_FAILED'], '403': ['ADMIN_ONLY'] },
  'GET /api/admin/v1/orders/{number}': { '403': ['ADMIN_ONLY'], '404': ['ORDER_NOT_FOUND'] },
  'POST /api/admin/v1/orders/{number}/ship': { '403': ['ADMIN_ONLY'], '404': ['ORDER_NOT_FOUND'] },
  'POST /api/admin/v1/orders/{number}/refunds': { '403': ['ADMIN_ONLY'], '404': ['ORDER_NOT_FOUND'] },
  'POST /api/admin/v1/gift-cards/lookup': { '403': ['ADMIN_ONLY'], '404': ['GIFT_CARD_NOT_FOUND'] },
  'GET /api/admin/v1/gift-cards/{id}': { '403': ['ADMIN_ONLY'], '404': ['GIFT_CARD_NOT_FOUND'] },
  'PUT /api/admin/v1/gift-cards/{id}/status': { '403': ['ADMIN_ONLY'], '404': ['GIFT_CARD_NOT_FOUND'], '409': ['GIFT_CARD_REFUNDED'] },
  // The review prices with `partial`: an incomplete address and a shipping method not offered are no refusal there.
  'POST /api/checkout/v1/quote': { '422': ['CART_EMPTY', 'UNKNOWN_ORGANIZATION'], '429': ['TOO_MANY_GIFT_CARD_CHECKS'] },
  // placeOrder also answers IDEMPOTENCY_KEY_REUSED, CHECKOUT_IN_PROGRESS, PAYMENT_DECLINED, PAYMENT_UNAVAILABLE and a
  // provider's CARD_INVALID as `{ Error: 'CODE' }` literals, not throws: documented, but not seen by thrownCodes.
  'POST /api/checkout/v1/orders': {
    '400': ['IDEMPOTENCY_KEY_REQUIRED', 'CARD_INVALID', 'CARD_REQUIRED'],
    '409': ['OUT_OF_STOCK', 'TOTAL_CHANGED', 'COUPON_USED_UP'],
  },
  'POST /api/giftcards/v1/balance': { '404': ['GIFT_CARD_NOT_FOUND'], '429': ['TOO_MANY_GIFT_CARD_CHECKS'] },
  'GET /api/orders/v1': {},
  'GET /api/orders/v1/{number}': { '404': ['ORDER_NOT_FOUND'] },
  'POST /api/orders/v1/lookup': { '404': ['ORDER_NOT_FOUND'], '429': ['TOO_MANY_LOOKUPS'] },
  'GET /api/bookfair/organization/{org}': { '404': ['ORGANIZATION_NOT_FOUND'] },
  'GET /api/bookfair/v1/organizations': { '400': ['INVALID_QUERY'] },
  'GET /api/bookfair/favorite': {},
  'GET /api/bookfair/favorite/add/{id}': { '404': ['ORGANIZATION_NOT_FOUND'], '422': ['FAVORITES_FULL'] },
  'DELETE /api/bookfair/favorite/delete/{id}': {},
  'GET /api/bookfair/v1/organizations/{slug}': { '403': ['ORGANIZER_ONLY'], '404': ['ORGANIZATION_NOT_FOUND'] },
  'PUT /api/bookfair/v1/organizations/{slug}': { '403': ['ORGANIZER_ONLY'], '404': ['ORGANIZATION_NOT_FOUND'], '422': ['INVALID_ADDRESS'] },
  'GET /api/bookfair/v1/organizations/{slug}/fairs': { '403': ['ORGANIZER_ONLY'], '404': ['ORGANIZATION_NOT_FOUND'] },
  'POST /api/bookfair/v1/organizations/{slug}/fairs': { '403': ['ORGANIZER_ONLY'], '404': ['ORGANIZATION_NOT_FOUND'] },
  'PUT /api/bookfair/v1/organizations/{slug}/fairs/{id}': {
    '403': ['ORGANIZER_ONLY'],
    '404': ['ORGANIZATION_NOT_FOUND', 'FAIR_NOT_FOUND'],
    '409': ['FAIR_CLOSED'],
  },
  'POST /api/bookfair/v1/organizations/{slug}/fairs/{id}/schedule': {
    '403': ['ORGANIZER_ONLY'],
    '404': ['ORGANIZATION_NOT_FOUND', 'FAIR_NOT_FOUND'],
    '409': ['FAIR_NOT_DRAFT'],
  },
  'POST /api/bookfair/v1/organizations/{slug}/fairs/{id}/close': {
    '403': ['ORGANIZER_ONLY'],
    '404': ['ORGANIZATION_NOT_FOUND', 'FAIR_NOT_FOUND'],
    '409': ['FAIR_CLOSED'],
  },
  'POST /api/bookfair/v1/organizations/{slug}/invitations': { '403': ['ORGANIZER_ONLY'], '404': ['ORGANIZATION_NOT_FOUND'], '409': ['ALREADY_ORGANIZER'] },
  'POST /api/bookfair/v1/invitations/accept': {
    '403': ['INVITATION_FOR_ANOTHER_EMAIL'],
    '404': ['INVITATION_NOT_FOUND'],
    '409': ['INVITATION_USED'],
    '410': ['INVITATION_EXPIRED'],
  },
  'GET /api/bookfair/v1/organizations/{slug}/reports.csv': {
    '400': ['INVALID_PERIOD', 'INVALID_GROUPING'],
    '403': ['ORGANIZER_ONLY'],
    '404': ['ORGANIZATION_NOT_FOUND', 'FAIR_NOT_FOUND'],
  },
  'GET /api/bookfair/v1/organizations/{slug}/reports.xlsx': {
    '400': ['INVALID_PERIOD', 'INVALID_GROUPING'],
    '403': ['ORGANIZER_ONLY'],
    '404': ['ORGANIZATION_NOT_FOUND', 'FAIR_NOT_FOUND'],
  },
  'GET /api/bookfair/v1/organizations/{slug}/fairs/{id}/flyer.pdf': { '403': ['ORGANIZER_ONLY'], '404': ['ORGANIZATION_NOT_FOUND', 'FAIR_NOT_FOUND'] },
  'POST /api/ops/orders/{number}/status': { '404': ['ORDER_NOT_FOUND'], '409': ['INVALID_STATUS_CHANGE'] },
  'POST /api/ops/orders/{number}/refunds': {
    '404': ['ORDER_NOT_FOUND'],
    '409': ['NOT_REFUNDABLE', 'GIFT_CARD_ALREADY_USED', 'NO_CARD_PAYMENT'],
    '422': ['INVALID_REFUND'],
  },
  'GET /api/wishlist': { '400': ['INVALID_QUERY'] },
  'POST /api/wishlist/additem': { '404': ['PRODUCT_NOT_FOUND'], '422': ['WISHLIST_FULL'] },
  'POST /api/wishlist/removeMultiple': {},
  'POST /api/events': { '403': ['CROSS_SITE'] },
  'POST /api/newsletter/v1/subscriptions': { '403': ['CROSS_SITE'] },
  'GET /api/support/v1/requests': {},
  'POST /api/support/v1/requests': { '422': ['UNKNOWN_ORDER_NUMBER'] },
  'GET /api/support/v1/requests/{id}': { '404': ['SUPPORT_REQUEST_NOT_FOUND'] },
  'POST /api/support/v1/requests/{id}/messages': { '404': ['SUPPORT_REQUEST_NOT_FOUND'] },
  'POST /api/support/v1/requests/{id}/close': { '404': ['SUPPORT_REQUEST_NOT_FOUND'] },
  'POST /api/ops/support-requests/{id}/replies': { '404': ['SUPPORT_REQUEST_NOT_FOUND'] },
};

/**
 * What module handlers get from the services of other modules, by module then status: checked against that module's
 * throws (and counted as its routes') both ways, like serviceCodes against the handler's own module.
 */
const borrowedCodes: Record<string, Record<string, Record<string, string[]>>> = {
  // The back office answers support requests through the support module's services.
  'POST /api/admin/v1/support-requests/{id}/replies': { support: { '404': ['SUPPORT_REQUEST_NOT_FOUND'] } },
  'POST /api/admin/v1/support-requests/{id}/close': { support: { '404': ['SUPPORT_REQUEST_NOT_FOUND'] } },
  // Checkout checks the gift cards it is given (redeemableGiftCards), and placement redeems them (redeemGiftCard).
  'POST /api/checkout/v1/quote': { giftcards: { '422': ['GIFT_CARD_INVALID', 'GIFT_CARD_CURRENCY', 'GIFT_CARD_EMPTY'] } },
  // Orders places the order on checkout's pricing (priceCheckout) and its gift card guess limit.
  'POST /api/checkout/v1/orders': {
    giftcards: { '409': ['GIFT_CARD_BALANCE_CHANGED'], '422': ['GIFT_CARD_INVALID', 'GIFT_CARD_CURRENCY', 'GIFT_CARD_EMPTY'] },
    checkout: { '400': ['INVALID_ADDRESS'], '422': ['CART_EMPTY', 'UNKNOWN_ORGANIZATION', 'SHIPPING_UNAVAILABLE'], '429': ['TOO_MANY_GIFT_CARD_CHECKS'] },
  },
  // The back office ships and refunds through the orders lifecycle (advanceOrder, refundOrder).
  'POST /api/admin/v1/orders/{number}/ship': { orders: { '404': ['ORDER_NOT_FOUND'], '409': ['INVALID_STATUS_CHANGE'] } },
  'POST /api/admin/v1/orders/{number}/refunds': {
    orders: { '404': ['ORDER_NOT_FOUND'], '409': ['NOT_REFUNDABLE', 'GIFT_CARD_ALREADY_USED', 'NO_CARD_PAYMENT'], '422': ['INVALID_REFUND'] },
  },
};

/** Shared checks that throw on a caller's behalf: a route's `query` schema is a 400 INVALID_QUERY. */
const sharedChecks = (source: string): string[] => (/\bapiRoute\(\{[^)]*\bquery: /.test(source) ? ['400 INVALID_QUERY'] : []);

const ERROR_STATUS: Record<string, string> = { BadRequestError: '400', NotFoundError: '404', ServiceUnavailableError: '503' };

/** `status CODE` of each `throw new X(…, 'CODE')` (status from the class) or `throw new X(409, 'CODE', …)` in a module's server files. */
function thrownCodes(module: string): string[] {
  const dir = path.resolve(import.meta.dirname, '..', module);
  const files = readdirSync(dir).filter((file) => file.endsWith('.server.ts') && !file.endsWith('.test.ts'));
  return files.flatMap((file) => {
    const source = readFileSync(path.join(dir, file), 'utf8');
    return [
      ...[...source.matchAll(/throw\s+new\s+(\w+)\(([^;]*)\);/g)].flatMap((match) => {
        const code = /'([A-Z][A-Z0-9_]+)'/.exec(match[2]!)?.[1];
        const status = /^\s*([1-5]\d\d)\s*,/.exec(match[2]!)?.[1] ?? ERROR_STATUS[match[1]!] ?? '?';
        return code ? [`${status} ${code}`] : [];
      }),
      ...sharedChecks(source),
    ];
  });
}

const documentedPaths = node(document.paths);
const operationsOf = (route: string) => METHODS.filter((method) => method in node(documentedPaths[route])).map((method) => method.toUpperCase());
const coveredBy = (handler: RouteHandler, route: string) => (handler.catchAll ? route.startsWith(`${handler.path}/`) : route === handler.path);

/** The error codes an operation documents, by status. */
function errorCodes(operation: Node): Map<string, string[]> {
  const codes = new Map<string, string[]>();
  for (const [status, value] of Object.entries(node(operation.responses))) {
    const found: string[] = [];
    const walk = (schema: unknown): void => {
      const resolved = deref(schema);
      const errorField = node(node(resolved.properties).Error);
      if (Array.isArray(errorField.enum)) found.push(...errorField.enum.map(String));
      for (const key of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(resolved[key])) (resolved[key] as unknown[]).forEach(walk);
    };
    for (const media of Object.values(node(deref(value).content))) walk(node(media).schema);
    if (found.length > 0) codes.set(status, found);
  }
  return codes;
}

/** The options object literal given to `apiRoute(...)` in one export, or null for a route that does not use it. */
function apiRouteOptions(source: string): string | null {
  const start = source.indexOf('apiRoute(');
  if (start < 0) return null;
  const open = source.indexOf('{', start);
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    if (source[index] === '{') depth += 1;
    if (source[index] === '}' && (depth -= 1) === 0) return source.slice(open, index + 1);
  }
  return null;
}

describe('the OpenAPI document', () => {
  it('is well-formed OpenAPI 3.1 and plain JSON', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(openApiProblems()).toEqual([]);
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('finds the route handlers it checks', () => {
    expect(routeHandlers.map((handler) => handler.path)).toEqual(expect.arrayContaining(['/api/health', '/api/account/v1/addresses/{id}', '/api/auth']));
    for (const handler of routeHandlers) expect(handler.methods.size, `${handler.file} exports no HTTP method`).toBeGreaterThan(0);
  });

  it('describes every method of every route handler under src/app/api', () => {
    const missing: string[] = [];
    for (const handler of routeHandlers) {
      for (const method of handler.methods.keys()) {
        const described = Object.keys(documentedPaths).some((route) => coveredBy(handler, route) && operationsOf(route).includes(method));
        if (!described) missing.push(`${method} ${handler.path}${handler.catchAll ? '/…' : ''} (${handler.file})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('describes no /api operation that no route handler answers', () => {
    const stale: string[] = [];
    for (const route of Object.keys(documentedPaths).filter((route) => route.startsWith('/api/'))) {
      const handler =
        routeHandlers.find((candidate) => !candidate.catchAll && coveredBy(candidate, route)) ?? routeHandlers.find((candidate) => coveredBy(candidate, route));
      for (const method of operationsOf(route)) if (!handler?.methods.has(method)) stale.push(`${method} ${route}`);
    }
    expect(stale).toEqual([]);
  });

  it('describes the next-auth calls of spec §7 under /api/auth', () => {
    const auth = Object.keys(documentedPaths)
      .filter((route) => route.startsWith('/api/auth/'))
      .flatMap((route) => operationsOf(route).map((method) => `${method} ${route}`));
    expect(auth.sort()).toEqual(
      [
        'GET /api/auth/session',
        'GET /api/auth/csrf',
        'GET /api/auth/providers',
        'POST /api/auth/session',
        'POST /api/auth/callback/{provider}',
        'POST /api/auth/signin/{provider}',
        'POST /api/auth/signout',
        'POST /api/auth/_log',
      ].sort(),
    );
    const callback = node(node(documentedPaths['/api/auth/callback/{provider}']).post);
    expect(Object.fromEntries(errorCodes(callback))).toEqual({
      '400': ['INVALID_BODY'],
      '413': ['BODY_TOO_LARGE'],
      '415': ['UNSUPPORTED_MEDIA_TYPE'],
      '429': ['TOO_MANY_ATTEMPTS'],
    });
    expect(node(node(deref(node(callback.responses)['429']).headers)['Retry-After'])).toBeTruthy();
    const session = deref(node(deref(node(node(node(node(documentedPaths['/api/auth/session']).get).responses)['200'])).content)['application/json']);
    expect(JSON.stringify(session)).toContain('#/components/schemas/Session');
    expect(node(deref({ $ref: '#/components/schemas/Session' }).properties)).toHaveProperty('accessToken');
  });

  it('gives each apiRoute handler the security and error codes its wrapper and its own throws produce', () => {
    const gaps: string[] = [];
    for (const handler of routeHandlers) {
      for (const [method, source] of handler.methods) {
        const where = `${method} ${handler.path}`;
        const options = apiRouteOptions(source);
        const made = moduleHandlers.get(where);
        if (options === null && !made) continue;
        const operation = node(node(documentedPaths[handler.path])[method.toLowerCase()]);
        const codes = errorCodes(operation);
        const expectCodes = (status: string, expected: string[]) => {
          const missing = expected.filter((code) => !(codes.get(status) ?? []).includes(code));
          if (missing.length > 0) gaps.push(`${where}: ${status} lacks ${missing.join(', ')}`);
        };
        const auth = made ? made.options.auth : /\bauth:\s*'(session|customer|operator)'/.exec(options!)?.[1];
        const security = JSON.stringify(operation.security ?? null);
        const scheme = auth === 'operator' ? 'operatorAuth' : 'bearerAuth';
        if (auth && security !== JSON.stringify([{ [scheme]: [] }])) gaps.push(`${where}: security must be ${scheme}`);
        if (!auth && operation.security !== undefined) gaps.push(`${where}: a public route has security`);
        if (auth) expectCodes('401', auth === 'customer' ? ['UNAUTHORIZED', 'SIGN_IN_REQUIRED'] : ['UNAUTHORIZED']);
        if (auth === 'operator') expectCodes('503', ['OPERATOR_API_DISABLED']);
        if (made ? made.options.body !== undefined : /\bbody\b/.test(options!)) {
          if (deref(operation.requestBody).required !== true) gaps.push(`${where}: requestBody must be required`);
          expectCodes('400', ['INVALID_JSON', 'VALIDATION_FAILED']);
          // A raw upload (a file as the body) is streamed by the handler itself, not read as JSON by the wrapper.
        } else if ('requestBody' in operation && Object.keys(deref(operation.requestBody).content ?? {}).includes('application/json'))
          gaps.push(`${where}: documents a body it does not read`);
        if (made ? made.options.params !== undefined : /\bparams\b/.test(options!)) expectCodes('400', ['INVALID_PARAMS']);
        if (made) {
          if (!(where in serviceCodes)) gaps.push(`${where}: the test's serviceCodes does not list what its services throw`);
          for (const [status, expected] of Object.entries(serviceCodes[where] ?? {})) expectCodes(status, expected);
          for (const borrowed of Object.values(borrowedCodes[where] ?? {}))
            for (const [status, expected] of Object.entries(borrowed)) expectCodes(status, expected);
          continue;
        }
        // Codes thrown or answered in the handler itself: new BadRequestError('…', 'CODE'), errorResponse(…, { Error: 'CODE' }).
        for (const match of source.matchAll(/(?:Error\([^;]*?,\s*|Error:\s*)'([A-Z][A-Z0-9_]+)'/g)) {
          if (![...codes.values()].flat().includes(match[1]!)) gaps.push(`${where}: ${match[1]} is not documented`);
        }
        for (const shared of sharedChecks(source)) {
          const [status, code] = shared.split(' ') as [string, string];
          expectCodes(status, [code]);
        }
      }
    }
    expect(gaps).toEqual([]);
  });

  it('knows what the services behind module handlers throw', () => {
    expect([...moduleHandlers.keys()]).toEqual(expect.arrayContaining(['GET /api/cart/v1', 'POST /api/cart/v1/items', 'PATCH /api/cart/v1/items/{sku}']));
    expect(Object.keys(serviceCodes).filter((where) => !moduleHandlers.has(where))).toEqual([]);
    expect(Object.keys(borrowedCodes).filter((where) => !moduleHandlers.has(where))).toEqual([]);
    const asList = (byStatus: Record<string, string[]>) => Object.entries(byStatus).flatMap(([status, codes]) => codes.map((code) => `${status} ${code}`));
    const modules = new Set([
      ...[...moduleHandlers.values()].map((made) => made.module),
      ...Object.values(borrowedCodes).flatMap((byModule) => Object.keys(byModule)),
    ]);
    for (const moduleName of modules) {
      const thrown = new Set(thrownCodes(moduleName));
      const listed = new Set([
        ...[...moduleHandlers].filter(([, made]) => made.module === moduleName).flatMap(([where]) => asList(serviceCodes[where] ?? {})),
        ...Object.values(borrowedCodes).flatMap((byModule) => asList(byModule[moduleName] ?? {})),
      ]);
      expect(
        [...listed].filter((code) => !thrown.has(code)),
        `listed for ${moduleName} but not thrown there`,
      ).toEqual([]);
      expect(
        [...thrown].filter((code) => !listed.has(code)),
        `thrown in ${moduleName} but listed for none of its routes`,
      ).toEqual([]);
    }
  });

  it('describes request bodies as the zod schemas of the routes validate them', () => {
    const bodies: Array<[string, string, z.ZodType]> = [
      // Both routes extend the shared schemas with the site a newsletter subscription is for.
      ['post', '/api/account/v1/register', registrationSchema.extend({ site: siteSchema })],
      // The route extends the shared schema with the site of the link.
      ['post', '/api/account/v1/password-reset', passwordResetRequestSchema.extend({ site: siteSchema })],
      ['post', '/api/account/v1/password-reset/confirm', passwordResetSchema],
      ['put', '/api/account/v1/profile', profileSchema.extend({ site: siteSchema })],
      ['post', '/api/account/v1/password', passwordChangeSchema],
      ['post', '/api/account/v1/addresses', addressSchema],
      // Module handlers bring their own schema.
      ...[...moduleHandlers].flatMap(([where, made]): Array<[string, string, z.ZodType]> => {
        const [method, route] = where.split(' ') as [string, string];
        return made.options.body ? [[method.toLowerCase(), route, made.options.body]] : [];
      }),
    ];
    expect(bodies.map(([method, route]) => `${method} ${route}`)).toEqual(
      expect.arrayContaining(['post /api/cart/v1/items', 'patch /api/cart/v1/items/{sku}', 'post /api/cart/v1/coupon']),
    );
    for (const [method, route, zodSchema] of bodies) {
      const documented = deref(node(node(deref(node(node(documentedPaths[route])[method]).requestBody).content)['application/json']).schema);
      const expected = z.toJSONSchema(zodSchema, { io: 'input' }) as Node;
      const where = `${method.toUpperCase()} ${route}`;
      expect(Object.keys(node(documented.properties)).sort(), where).toEqual(Object.keys(node(expected.properties)).sort());
      expect([...((documented.required as string[] | undefined) ?? [])].sort(), where).toEqual([...((expected.required as string[] | undefined) ?? [])].sort());
      for (const [name, value] of Object.entries(node(expected.properties))) {
        const zodProperty = node(value);
        const property = node(node(documented.properties)[name]);
        // zod spells out the uuid format as a pattern; the format says it.
        const keywords = ['type', 'minLength', 'maxLength', 'minimum', 'maximum', 'enum', 'default', 'format', ...('format' in zodProperty ? [] : ['pattern'])];
        for (const keyword of keywords) if (keyword in zodProperty) expect(property[keyword], `${where} ${name}.${keyword}`).toEqual(zodProperty[keyword]);
      }
    }
  });
});

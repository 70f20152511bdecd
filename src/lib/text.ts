/**
 * Rules every text a client sends must keep, whatever the field (issue 18): no control characters (a NUL byte cannot
 * even be stored by PostgreSQL) and no lone UTF-16 surrogates (not Unicode, so not encodable as UTF-8). Line breaks
 * and tabs are allowed only in the fields that take several lines (marked with `multiline`), such as a support message.
 * Pure: the browser's forms may use it too.
 */
import type { z } from 'zod';

const MULTILINE = new WeakSet<object>();

/**
 * Marks a string schema as taking line breaks and tabs (`\n`, `\r`, `\t`). Apply it last (after `.trim().max()` and
 * the like), since each of those makes a new schema; wrapping the result in `.optional()` or `.default()` keeps it.
 */
export function multiline<TSchema extends z.ZodType>(schema: TSchema): TSchema {
  MULTILINE.add(schema);
  return schema;
}

/** What is wrong with a text, for a message that names the field; null when it is fine. */
export function textProblem(text: string, allowLineBreaks: boolean): string | null {
  // Iterating a string walks code points: a surrogate pair comes as one (≥ U+10000), a lone surrogate as itself.
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) return 'contains an invalid character (a lone surrogate)';
    const lineBreakOrTab = code === 0x09 || code === 0x0a || code === 0x0d;
    if (lineBreakOrTab && allowLineBreaks) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) {
      return lineBreakOrTab
        ? 'must be on one line (no line breaks or tabs)'
        : `contains a control character (U+${code.toString(16).toUpperCase().padStart(4, '0')})`;
    }
  }
  return null;
}

type Def = {
  type?: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schemas that may describe the value found under `key` of a value the schema describes (empty when unknown). */
function childSchemas(schema: z.ZodType, key: string | number, seen = 0): z.ZodType[] {
  // Stryker disable next-line EqualityOperator: 20 or 21 levels both end a schema that refers to itself; no real schema nests so deep.
  if (seen > 20) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return def.shape && typeof key === 'string' && Object.hasOwn(def.shape, key) ? [def.shape[key]!] : [];
    case 'array':
      return def.element ? [def.element] : [];
    case 'tuple':
      return typeof key === 'number' ? [def.items?.[key] ?? def.rest ?? undefined].filter((item): item is z.ZodType => !!item) : [];
    case 'record':
      return def.valueType ? [def.valueType] : [];
    case 'union':
      return (def.options ?? []).flatMap((option) => childSchemas(option, key, seen + 1));
    case 'intersection':
      return [def.left, def.right].flatMap((side) => (side ? childSchemas(side, key, seen + 1) : []));
    case 'pipe':
      return def.in ? childSchemas(def.in, key, seen + 1) : [];
    case 'lazy':
      return def.getter ? childSchemas(def.getter(), key, seen + 1) : [];
    default:
      return def.innerType ? childSchemas(def.innerType, key, seen + 1) : [];
  }
}

/** Whether the schema (through optional, default, pipe, union …) is a text marked `multiline`. */
function takesLineBreaks(schema: z.ZodType, seen = 0): boolean {
  if (MULTILINE.has(schema)) return true;
  // Stryker disable next-line EqualityOperator: 20 or 21 levels both end a schema that refers to itself; no real schema nests so deep.
  if (seen > 20) return false;
  const def = defOf(schema);
  // Only a union has options and only a lazy schema a getter.
  const inner = [def.innerType, def.in, ...(def.options ?? []), def.getter?.()];
  return inner.some((candidate) => candidate !== undefined && takesLineBreaks(candidate, seen + 1));
}

/** How deep a body may nest: far more than any route's schema needs, small enough to walk without recursion worries. */
export const MAX_NESTING = 32;

export interface TextIssue {
  /** Where, as zod names it (`items.0.message`); empty for the value itself. */
  path: string;
  message: string;
}

/**
 * The first string (or object key) in a parsed JSON value that breaks the text rules, read with the schema the value
 * is meant to match (for its `multiline` fields); fields the schema does not know are held to the strict rule. Also
 * refuses nesting deeper than MAX_NESTING.
 */
export function findTextIssue(value: unknown, schema: z.ZodType | undefined): TextIssue | null {
  const stack: Array<{ value: unknown; schemas: z.ZodType[]; path: Array<string | number> }> = [{ value, schemas: schema ? [schema] : [], path: [] }];
  while (stack.length > 0) {
    const current = stack.pop()!;
    const where = current.path.join('.');
    if (typeof current.value === 'string') {
      const problem = textProblem(
        current.value,
        current.schemas.some((candidate) => takesLineBreaks(candidate)),
      );
      if (problem) return { path: where, message: problem };
      continue;
    }
    if (current.value === null || typeof current.value !== 'object') continue;
    if (current.path.length >= MAX_NESTING) return { path: where, message: `nests deeper than ${MAX_NESTING} levels` };
    const entries: Array<[string | number, unknown]> = Array.isArray(current.value)
      ? current.value.map((item, index) => [index, item])
      : Object.entries(current.value);
    for (const [key, child] of entries) {
      if (typeof key === 'string') {
        const keyProblem = textProblem(key, false);
        if (keyProblem) return { path: where, message: `has a field name that ${keyProblem}` };
      }
      stack.push({ value: child, schemas: current.schemas.flatMap((candidate) => childSchemas(candidate, key)), path: [...current.path, key] });
    }
  }
  return null;
}

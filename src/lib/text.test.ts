import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findTextIssue, MAX_NESTING, multiline, textProblem } from './text';

describe('textProblem', () => {
  it('accepts ordinary text, accents, emoji (surrogate pairs) and the edges of the allowed ranges', () => {
    for (const text of ['', 'Maple Grove', 'Érable ñ ü', '😀 books', ' ~', '\u00a0', '\ud7ff', '\ue000', '\uffff'])
      expect(textProblem(text, false), text).toBeNull();
  });

  it('refuses C0 controls, DEL and C1 controls, naming the code point', () => {
    expect(textProblem('a\u0000b', false)).toBe('contains a control character (U+0000)');
    expect(textProblem('\u001f', false)).toBe('contains a control character (U+001F)');
    expect(textProblem('\u007f', false)).toBe('contains a control character (U+007F)');
    expect(textProblem('x\u0085', false)).toBe('contains a control character (U+0085)');
    expect(textProblem('\u009f', false)).toBe('contains a control character (U+009F)');
    expect(textProblem('\u0000', true)).toBe('contains a control character (U+0000)');
  });

  it('refuses lone surrogates, high or low, anywhere', () => {
    for (const text of ['\ud800', 'a\udbff', '\udc00b', '\udfff', '\ud83d\ud83d', 'x\ude00😀'])
      expect(textProblem(text, false), JSON.stringify(text)).toBe('contains an invalid character (a lone surrogate)');
  });

  it('allows line breaks and tabs only where the field takes several lines', () => {
    for (const text of ['a\nb', 'a\r\nb', 'a\tb']) {
      expect(textProblem(text, false)).toBe('must be on one line (no line breaks or tabs)');
      expect(textProblem(text, true)).toBeNull();
    }
  });
});

describe('findTextIssue', () => {
  const schema = z.object({
    name: z.string(),
    note: multiline(z.string().trim().max(100)).optional(),
    lines: z.array(z.object({ message: multiline(z.string()).default('') })),
    either: z.union([z.string(), z.object({ body: multiline(z.string()) })]),
    piped: multiline(z.string()).transform((value) => value.toUpperCase()),
    tags: z.record(z.string(), z.string()),
  });

  it('names the path of the first bad text', () => {
    expect(findTextIssue({ name: 'a\u0000' }, schema)).toEqual({ path: 'name', message: 'contains a control character (U+0000)' });
    expect(findTextIssue({ lines: [{ message: 'ok' }, { message: '\ud800' }] }, schema)).toEqual({
      path: 'lines.1.message',
      message: 'contains an invalid character (a lone surrogate)',
    });
    expect(findTextIssue('\u0007', undefined)).toEqual({ path: '', message: 'contains a control character (U+0007)' });
  });

  it('lets the multiline fields (through optional, default, union, pipe) take line breaks, and no other', () => {
    const fine = { name: 'n', note: 'a\nb', lines: [{ message: 'x\r\ny\tz' }], either: { body: 'p\nq' }, piped: 'l\nm', tags: { a: 'b' } };
    expect(findTextIssue(fine, schema)).toBeNull();
    expect(findTextIssue({ ...fine, name: 'a\nb' }, schema)).toEqual({ path: 'name', message: 'must be on one line (no line breaks or tabs)' });
    // The union's plain-text option is one line; only its object's body takes several.
    expect(findTextIssue({ ...fine, either: 'a\nb' }, schema)?.path).toBe('either');
    expect(findTextIssue({ ...fine, tags: { a: 'b\n' } }, schema)).toEqual({ path: 'tags.a', message: 'must be on one line (no line breaks or tabs)' });
    // A field the schema does not know is held to one line.
    expect(findTextIssue({ ...fine, extra: 'a\nb' }, schema)).toEqual({ path: 'extra', message: 'must be on one line (no line breaks or tabs)' });
    expect(findTextIssue({ note: 'a\nb' }, z.string())).toEqual({ path: 'note', message: 'must be on one line (no line breaks or tabs)' });
  });

  it('checks the field names too, held to one line even under a multiline field', () => {
    expect(findTextIssue({ nested: { 'a\u0000': 1 } }, undefined)).toEqual({
      path: 'nested',
      message: 'has a field name that contains a control character (U+0000)',
    });
    expect(findTextIssue({ notes: { 'a\nb': 'c\nd' } }, z.object({ notes: z.record(z.string(), multiline(z.string())) }))).toEqual({
      path: 'notes',
      message: 'has a field name that must be on one line (no line breaks or tabs)',
    });
  });

  it('finds the multiline fields inside records, tuples, intersections, pipes and lazy schemas', () => {
    const deep = z.object({
      notes: z.record(z.string(), multiline(z.string())),
      pair: z.tuple([z.string(), multiline(z.string())]),
      rest: z.tuple([z.string()]).rest(multiline(z.string())),
      both: z.intersection(z.object({ a: multiline(z.string()) }), z.object({ b: z.string() })),
      piped: z.object({ body: multiline(z.string()) }).transform((value) => value.body),
      lazy: z.lazy(() => z.object({ body: multiline(z.string()) })),
      lazyText: z.lazy(() => multiline(z.string())),
      choice: z.union([z.number(), multiline(z.string())]),
    });
    const fine = {
      notes: { x: 'a\nb' },
      pair: ['one', 'a\nb'],
      rest: ['one', 'a\nb', 'c\td'],
      both: { a: 'a\nb', b: 'x' },
      piped: { body: 'a\nb' },
      lazy: { body: 'a\nb' },
      lazyText: 'a\nb',
      choice: 'a\nb',
    };
    expect(findTextIssue(fine, deep)).toBeNull();
    const oneLine = (value: object) => findTextIssue({ ...fine, ...value }, deep);
    expect(oneLine({ pair: ['a\nb', 'x'] })?.path).toBe('pair.0');
    expect(oneLine({ rest: ['a\nb'] })?.path).toBe('rest.0');
    expect(oneLine({ both: { a: 'x', b: 'a\nb' } })?.path).toBe('both.b');
    expect(oneLine({ piped: { other: 'a\nb' } })?.path).toBe('piped.other');
    expect(oneLine({ lazy: { other: 'a\nb' } })?.path).toBe('lazy.other');
    // An object where the tuple is expected: its keys are names, not positions, so no multiline field is found.
    expect(findTextIssue({ pair: { 1: 'a\nb' } }, deep)?.path).toBe('pair.1');
  });

  it('stops walking a schema that refers to itself, and holds its texts to one line', () => {
    const loop: z.ZodType = z.lazy(() => loop);
    expect(findTextIssue('a\nb', loop)).toEqual({ path: '', message: 'must be on one line (no line breaks or tabs)' });
    expect(findTextIssue({ a: 'a\nb' }, loop)).toEqual({ path: 'a', message: 'must be on one line (no line breaks or tabs)' });
    expect(findTextIssue({ a: 'fine' }, loop)).toBeNull();
  });

  it('refuses nesting deeper than MAX_NESTING, and walks deep but allowed nesting', () => {
    const nest = (depth: number): unknown => (depth === 0 ? 'ok' : [nest(depth - 1)]);
    expect(findTextIssue(nest(MAX_NESTING), undefined)).toBeNull();
    expect(findTextIssue(nest(MAX_NESTING + 1), undefined)).toEqual({
      path: Array(MAX_NESTING).fill(0).join('.'),
      message: `nests deeper than ${MAX_NESTING} levels`,
    });
    expect(findTextIssue({ a: [1, true, null, { b: 2 }] }, undefined)).toBeNull();
  });
});

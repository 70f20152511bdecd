import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectDeclaredBody, expectDeclaredResponse } from '../../../tests/support/declared-response';
import { apiRoute } from './handler';

const route = apiRoute({ response: { 200: z.object({ total: z.number(), placedAt: z.string() }), 204: null } }, () =>
  Promise.resolve(NextResponse.json({ total: 1.5, placedAt: new Date(0) })),
);

describe('the int tests’ check of a body against its route’s declared schema', () => {
  it('passes a body that matches, as it goes over the wire (a date as its ISO string)', async () => {
    expect(expectDeclaredBody(route, 200, { total: 2, placedAt: new Date(0) })).toEqual({ total: 2, placedAt: '1970-01-01T00:00:00.000Z' });
    expect(await expectDeclaredResponse(route, await route(new NextRequest('http://shop.test/'), { params: Promise.resolve({}) }))).toEqual({
      total: 1.5,
      placedAt: '1970-01-01T00:00:00.000Z',
    });
  });

  it('fails a body of the wrong shape, one with a field the schema does not name, and a status with no JSON body declared', () => {
    expect(() => expectDeclaredBody(route, 200, { total: '2', placedAt: 'now' })).toThrow(/breaks the route's declared schema/);
    expect(() => expectDeclaredBody(route, 200, { total: 2, placedAt: 'now', secret: 'x' })).toThrow(/drops or changes fields/);
    expect(() => expectDeclaredBody(route, 204, {})).toThrow(/declares no JSON body for status 204/);
  });

  it('checks a failure against {Error, message}', () => {
    expect(expectDeclaredBody(route, 404, { Error: 'NOT_FOUND', message: 'Gone.' })).toEqual({ Error: 'NOT_FOUND', message: 'Gone.' });
    expect(() => expectDeclaredBody(route, 409, { error: 'CONFLICT' })).toThrow(/breaks/);
  });
});

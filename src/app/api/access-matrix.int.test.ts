/**
 * The access matrix (issue 18): every operation of the OpenAPI document × anonymous, guest, customer, organizer and
 * staff, called through its real handler against a fresh migrated database with real accounts and their access tokens.
 * Who may call an operation is what the route declares (`x-roles`, from `auth`/`access` next to the route), so a new
 * route is covered as soon as it exists, and one that checks its callers without declaring whom it lets in fails here.
 *
 * Expected: a role the operation serves never gets 401/403 nor a 5xx; one it does not serve gets 401 when it has no
 * account session (anonymous, or a guest on an account route) and 403 otherwise; the operator routes answer 401 to
 * every session. An organizer route asked about another organization answers 404, as if it did not exist.
 */
import '../../../tests/support/async-local-storage';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ACCESS_ROLES, type AccessRole } from '@/lib/api/handler';
import { accessTokenOf, createCallers, type Callers } from '../../../tests/support/api-callers';
import {
  arbitraryOf,
  callOperation,
  errorBodyProblem,
  loadApiSurface,
  parameterValue,
  sampleOf,
  undeclaredServerError,
  type ApiOperation,
  type CallResult,
} from '../../../tests/support/api-surface';
import { temporaryDataDir } from '../../../tests/support/data-dir';
import { describeEachDatabase, useAsProcessDatabase } from '../../../tests/support/databases';

temporaryDataDir('access-matrix', { OPERATOR_TOKEN: 'operator-token-of-the-access-matrix-test-0123456789' });

const { operations } = await loadApiSurface();

/** The path parameters: the organizer's own organization where there is a slug, a schema-valid sample elsewhere. */
function paramsFor(operation: ApiOperation, callers: Callers, slug = callers.organization.slug): Record<string, string | string[]> {
  return Object.fromEntries(
    operation.pathParameters.map(({ name, schema }, index) => {
      if (name === 'nextauth') return [name, ['session']];
      if (name === 'slug' || name === 'org') return [name, slug];
      return [name, parameterValue(name, schema, 7 + index)];
    }),
  );
}

const queryFor = (operation: ApiOperation) =>
  Object.fromEntries(operation.queryParameters.filter((parameter) => parameter.required).map(({ name, schema }) => [name, parameterValue(name, schema, 11)]));

/** A schema-valid body, or `{}` for a write without a declared body (next-auth's POSTs answered "[object Object]" to it). */
const bodyFor = (operation: ApiOperation) => {
  if (operation.body) return { text: JSON.stringify(sampleOf(arbitraryOf(operation.body), 13)), contentType: 'application/json' };
  return ['POST', 'PUT', 'PATCH'].includes(operation.method) ? { text: '{}', contentType: 'application/json' } : undefined;
};

type Expectation = 'allowed' | 401 | 403;

/** What the role should get, from what the operation declares. */
function expectationOf(operation: ApiOperation, role: AccessRole): Expectation {
  const roles = operation.roles ?? [];
  if (roles.includes(role)) return 'allowed';
  if (operation.security === 'operatorToken' || role === 'anonymous' || role === 'guest') return 401;
  return 403;
}

function verdict(operation: ApiOperation, expected: Expectation, result: CallResult): string | null {
  const bodyProblem = errorBodyProblem(result);
  if (bodyProblem) return `an error body that is not {Error, message}: ${bodyProblem}`;
  if (expected === 'allowed')
    return result.status === 401 || result.status === 403 || undeclaredServerError(operation, result) ? `${result.status} ${result.text.slice(0, 100)}` : null;
  return result.status === expected ? null : `${result.status} instead of ${expected}: ${result.text.slice(0, 100)}`;
}

it('finds every operation with the roles it serves declared', () => {
  expect(operations.length).toBeGreaterThan(90);
  expect(operations.filter((operation) => operation.roles === undefined).map((operation) => operation.name)).toEqual([]);
  for (const operation of operations)
    expect(
      operation.roles!.every((role) => (ACCESS_ROLES as readonly string[]).includes(role)),
      operation.name,
    ).toBe(true);
});

describeEachDatabase('the access matrix', (database) => {
  useAsProcessDatabase(database);
  let callers: Callers;
  beforeAll(async () => {
    callers = await createCallers(database().db);
  });

  const rejoin = async (caller: Callers['organizer']) => {
    await database().db.execute(
      sql`INSERT INTO organization_members (organization_id, user_id) VALUES (${callers.organization.id}, ${caller.userId}) ON CONFLICT DO NOTHING`,
    );
    await database().db.execute(sql`UPDATE users SET scopes = array_append(array_remove(scopes, 'organizer'), 'organizer') WHERE id = ${caller.userId}`);
  };

  // Asked again before every call: an operation tried earlier (a password change) ends the tokens made before it.
  const tokenOf = async (role: AccessRole): Promise<string | undefined> =>
    role === 'anonymous' ? undefined : accessTokenOf(callers[role].userId, database().db);

  it('answers every operation × role as declared', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    let pairs = 0;
    // The roles that change things last: staff may delete what the others read.
    for (const role of ACCESS_ROLES) {
      for (const operation of operations) {
        const expected = expectationOf(operation, role);
        const result = await callOperation(operation, {
          params: paramsFor(operation, callers),
          query: queryFor(operation),
          token: await tokenOf(role),
          body: bodyFor(operation),
          headers: { 'x-forwarded-for': `198.51.100.${(pairs % 250) + 1}` },
        });
        pairs += 1;
        // Leaving (issue 19) takes the organizer's membership, and with it the scope: give both back for what follows.
        if (operation.name === 'DELETE /api/bookfair/v1/organizations/{slug}/membership' && result.status === 204) await rejoin(callers[role as 'organizer']);
        const problem = verdict(operation, expected, result);
        if (problem) failures.push(`${operation.name} as ${role} (expected ${expected}): ${problem}`);
      }
    }
    console.info(
      `access matrix [${database().kind}]: ${operations.length} operations × ${ACCESS_ROLES.length} roles = ${pairs} pairs, ${failures.length} not as expected`,
    );
    expect(pairs).toBe(operations.length * ACCESS_ROLES.length);
    expect(failures).toEqual([]);
  });

  it("answers 404 to an organizer asking about another organization's things", { timeout: 120_000 }, async () => {
    const organizerOperations = operations.filter(
      (operation) => operation.roles?.length === 1 && operation.roles[0] === 'organizer' && operation.pathParameters.some(({ name }) => name === 'slug'),
    );
    expect(organizerOperations.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const operation of organizerOperations) {
      const result = await callOperation(operation, {
        params: paramsFor(operation, callers, callers.otherOrganization.slug),
        query: queryFor(operation),
        token: await tokenOf('organizer'),
        body: bodyFor(operation),
      });
      // A body the schema refuses is a 400 before the organization is looked up; either way nothing is revealed.
      if (result.status !== 404 && result.status !== 400) failures.push(`${operation.name}: ${result.status} ${result.text.slice(0, 100)}`);
      const problem = errorBodyProblem(result);
      if (problem) failures.push(`${operation.name}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });
});

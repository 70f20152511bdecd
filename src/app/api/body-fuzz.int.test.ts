/**
 * A property-based fuzz (fast-check, issue 18) of the body of every JSON operation in the OpenAPI document: bodies
 * generated from the operation's own schema, then spoiled with hostile strings (NUL, lone surrogates, control
 * characters, 1 MB), wrong types, missing and extra fields, deep nesting, broken JSON and wrong content types. Every
 * answer must be below 500 (or a 5xx the operation documents), and every 4xx a JSON `{Error, message}`.
 *
 * The caller passes every role check (staff and organizer of the organization in the address), so the bodies reach
 * the handlers. A fixed seed keeps the run the same every time.
 */
import '../../../tests/support/async-local-storage';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { accessTokenOf, createCallers, type Callers } from '../../../tests/support/api-callers';
import {
  callOperation,
  errorBodyProblem,
  fuzzBodies,
  loadApiSurface,
  parameterValue,
  undeclaredServerError,
  type ApiOperation,
} from '../../../tests/support/api-surface';
import { temporaryDataDir } from '../../../tests/support/data-dir';
import { describeEachDatabase, useAsProcessDatabase } from '../../../tests/support/databases';

const OPERATOR_TOKEN = 'operator-token-of-the-body-fuzz-test-0123456789abcdef';
temporaryDataDir('body-fuzz', { OPERATOR_TOKEN });

/** Cases per operation: enough to meet every kind of spoiled body, few enough for a two-core machine. */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = Number(process.env.FUZZ_SEED ?? 18);

const { operations } = await loadApiSurface();
// Those that make things first (no path parameters), so the others find something to change.
const jsonOperations = operations
  .filter((operation) => operation.body !== undefined)
  .sort((a, b) => a.pathParameters.length - b.pathParameters.length || a.name.localeCompare(b.name));

function paramsFor(operation: ApiOperation, callers: Callers): Record<string, string | string[]> {
  return Object.fromEntries(
    operation.pathParameters.map(({ name, schema }, index) => [
      name,
      name === 'slug' || name === 'org'
        ? callers.organization.slug
        : // An integer id is 1: the first of each kind of thing the fuzz made (a list, a fair, a support request).
          parameterValue(name, schema, SEED + index),
    ]),
  );
}

const queryFor = (operation: ApiOperation) =>
  Object.fromEntries(operation.queryParameters.filter((parameter) => parameter.required).map(({ name, schema }) => [name, parameterValue(name, schema, SEED)]));

it('finds the JSON operations of the document', () => {
  expect(jsonOperations.length).toBeGreaterThan(40);
});

describeEachDatabase('the body fuzz', (database) => {
  useAsProcessDatabase(database);
  let callers: Callers;
  beforeAll(async () => {
    callers = await createCallers(database().db);
  });

  it('never answers 500, and answers every refusal with {Error, message}', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    let cases = 0;
    for (const [index, operation] of jsonOperations.entries()) {
      const bodies = fc.sample(fuzzBodies(operation.body!), { seed: SEED + index, numRuns: RUNS_PER_OPERATION });
      for (const [run, body] of bodies.entries()) {
        cases += 1;
        const result = await callOperation(operation, {
          params: paramsFor(operation, callers),
          query: queryFor(operation),
          token: operation.security === 'operatorToken' ? OPERATOR_TOKEN : await accessTokenOf(callers.everything.userId, database().db),
          body,
          // Each case its own client address, so the rate limits do not stand in front of the bodies.
          headers: { 'x-forwarded-for': `203.0.113.${(cases % 250) + 1}`, 'sec-fetch-site': 'same-origin' },
        });
        const problem = undeclaredServerError(operation, result) ? `${result.status} ${result.text.slice(0, 120)}` : errorBodyProblem(result);
        if (problem) failures.push(`${operation.name} [run ${run}, ${body.kind}]: ${problem}`);
      }
    }
    const failingOperations = new Set(failures.map((failure) => failure.split(' [')[0]));
    console.info(
      `body fuzz [${database().kind}]: ${jsonOperations.length} operations, ${cases} cases (seed ${SEED}), ${failures.length} failures on ${failingOperations.size} operations`,
    );
    expect(cases).toBe(jsonOperations.length * RUNS_PER_OPERATION);
    expect(failures).toEqual([]);
  });
});

import { parseArgs } from 'node:util';
import { AppError } from '../../src/lib/errors';
import { GRANTABLE_SCOPES, type GrantableScope } from '../../src/modules/admin';
import { setScope } from '../../src/modules/admin/index.server';
import { connectFromEnv, describeDatabase } from '../lib';

/**
 * `npm run ops:grant -- <email> <admin|organizer> [--revoke] [--as "<your name>"]`: gives a customer account the
 * shop-staff or organizer scope (or takes it away), recorded in the audit log. The first admin can only be made here.
 * The embedded PGlite has one process at a time: with it, stop the server first.
 */
const usage = 'Usage: npm run ops:grant -- <email> <admin|organizer> [--revoke] [--as "<your name>"]';
const { values, positionals } = parseArgs({ options: { revoke: { type: 'boolean' }, as: { type: 'string' } }, allowPositionals: true });
const [email, scope] = positionals;
if (!email || !GRANTABLE_SCOPES.includes(scope as GrantableScope)) {
  console.error(`Give an account's email and a scope (${GRANTABLE_SCOPES.join(' or ')}).\n${usage}`);
  process.exit(2);
}

const handle = await connectFromEnv();
try {
  const scopes = await setScope({ id: null, email: `command line (${values.as ?? 'operator'})` }, email, scope as GrantableScope, !values.revoke, handle.db);
  console.log(`${email} in ${describeDatabase(handle)} now has the scopes: ${scopes.join(', ') || 'none'}. It takes effect at their next sign-in.`);
} catch (error) {
  console.error(error instanceof AppError ? error.message : `The change failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}

import { parseArgs } from 'node:util';
import { z } from 'zod';
import { AppError } from '../../src/lib/errors';
import { staffReplySchema } from '../../src/modules/support';
import { replyAsStaff } from '../../src/modules/support/index.server';
import { connectFromEnv, describeDatabase } from '../lib';

/**
 * `npm run ops:support-reply -- <requestId> "<message>" [--as "<name>"]`: a staff reply straight into the database, the
 * same service as POST /api/ops/support-requests/{id}/replies. The embedded PGlite has one process at a time: with it,
 * stop the server first, or use the operator route.
 */
const usage = 'Usage: npm run ops:support-reply -- <requestId> "<message>" [--as "<staff name>"]';

const { values, positionals } = parseArgs({ options: { as: { type: 'string' } }, allowPositionals: true });
const requestId = z.coerce.number().int().positive().max(2_147_483_647).safeParse(positionals[0]);
const reply = staffReplySchema.safeParse({ message: positionals.slice(1).join(' '), authorName: values.as });
const problem = !requestId.success ? 'The request id must be a whole number.' : !reply.success ? reply.error.issues[0]!.message : null;
if (problem || !requestId.success || !reply.success) {
  console.error(`${problem}\n${usage}`);
  process.exit(2);
}

const handle = await connectFromEnv();
try {
  const request = await replyAsStaff(requestId.data, reply.data, handle.db);
  console.log(
    `Replied to support request ${request.id} (${request.topicLabel}) as ${request.messages.at(-1)!.authorName} in ${describeDatabase(handle)}; it is now ${request.status}.`,
  );
} catch (error) {
  console.error(error instanceof AppError ? error.message : `The reply failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}

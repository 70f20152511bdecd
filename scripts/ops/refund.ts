import { parseArgs } from 'node:util';
import { AppError } from '../../src/lib/errors';
import { formatMoney } from '../../src/lib/money';
import { normalizeOrderNumber } from '../../src/modules/orders';
import { refundOrder } from '../../src/modules/orders/index.server';
import { paymentProvider } from '../../src/modules/payments/index.server';
import { SITES } from '../../src/modules/regions';
import { connectFromEnv, describeDatabase } from '../lib';

/**
 * `npm run ops:refund -- <order number> [--line <lineId>:<quantity> …] [--reason "…"] [--as "<name>"]`: the same refund
 * as POST /api/ops/orders/{number}/refunds. Without --line, everything not yet refunded. The embedded PGlite has one
 * process at a time: with it, stop the server first, or use the operator route.
 */
const usage = 'Usage: npm run ops:refund -- <order number> [--line <lineId>:<quantity> ...] [--reason "<why>"] [--as "<staff name>"]';

const { values, positionals } = parseArgs({
  options: { line: { type: 'string', multiple: true }, reason: { type: 'string' }, as: { type: 'string' } },
  allowPositionals: true,
});
const number = normalizeOrderNumber(positionals[0] ?? '');
const lines = (values.line ?? [])
  .map((entry) => /^(\d+):(\d+)$/.exec(entry))
  .map((match) => (match ? { lineId: Number(match[1]), quantity: Number(match[2]) } : null));
const problem = !number ? 'Give the order number, like BF-7K2M-Q9XD.' : lines.includes(null) ? 'Each --line is <lineId>:<quantity>, like --line 12:1.' : null;
if (problem) {
  console.error(`${problem}\n${usage}`);
  process.exit(2);
}

const handle = await connectFromEnv();
try {
  const { order, plan } = await refundOrder(
    number!,
    {
      lines: lines.length > 0 ? (lines as Array<{ lineId: number; quantity: number }>) : undefined,
      reason: values.reason ?? '',
      actor: values.as ?? 'operator',
    },
    await paymentProvider(),
    handle.db,
  );
  const money = (cents: number) => formatMoney(cents, order.currency, SITES[order.site].locale);
  console.log(
    `Refunded ${money(plan.amountCents)} on ${order.number} in ${describeDatabase(handle)} (${money(plan.toCardCents)} to the card, ${money(plan.toGiftCardsCents)} to gift cards); it is now ${order.status}.`,
  );
} catch (error) {
  console.error(error instanceof AppError ? error.message : `The refund failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}

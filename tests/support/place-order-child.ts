/**
 * One checkout placement in a process of its own, for the crash tests (`checkout-crash.int.test.ts`): run with
 * `tsx --conditions=react-server`, DATABASE_URL pointing at the test's database and, to stop it mid-checkout,
 * CHECKOUT_TEST_PAUSE_AT (see place-order.server.ts). Reads its request as JSON in argv[2]; prints `result:<json>`.
 */
import { placeOrder } from '@/modules/orders/index.server';
import { testPaymentProvider } from '@/modules/payments/index.server';

interface ChildRequest {
  userId: string;
  key: string;
  choices: Parameters<typeof placeOrder>[0]['choices'];
  expectedTotalCents: number;
  card: Parameters<typeof placeOrder>[0]['card'];
  /** The moment the placement takes to be now (ISO), so a test can step past the two minutes a dead attempt is held. */
  now: string;
}

const request = JSON.parse(process.argv[2] ?? '{}') as ChildRequest;
const result = await placeOrder({
  userId: request.userId,
  idempotencyKey: request.key,
  choices: request.choices,
  expectedTotalCents: request.expectedTotalCents,
  card: request.card,
  provider: testPaymentProvider,
  baseUrl: 'http://shop.test',
  now: new Date(request.now),
});
process.stdout.write(`result:${JSON.stringify(result)}\n`);
process.exit(0);

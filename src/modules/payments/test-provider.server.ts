import 'server-only';
import { randomBytes } from 'node:crypto';
import { cardBrandOf, cardProblems, decideTestCard, digitsOf } from './test-cards';
import { PaymentInputError, type PaymentProvider } from './provider';

const reference = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The built-in provider used when no Stripe key is set: test cards only, no money moves. */
export const testPaymentProvider: PaymentProvider = {
  name: 'test',
  collectsCard: true,
  async charge(request) {
    if (!request.card) throw new PaymentInputError('Enter your card details.');
    const problems = Object.values(cardProblems(request.card, new Date()));
    if (problems.length > 0) throw new PaymentInputError(problems.join(' '));
    const digits = digitsOf(request.card.number);
    const decision = decideTestCard(digits);
    const cardLast4 = digits.slice(-4);
    if (!decision.approved) return { status: 'declined', message: decision.message, cardLast4 };
    return { status: 'approved', providerRef: reference('test_ch'), cardBrand: cardBrandOf(digits), cardLast4 };
  },
  async refund() {
    return { providerRef: reference('test_re') };
  },
};

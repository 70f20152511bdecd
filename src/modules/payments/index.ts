export { PaymentInputError, type CardInput, type ChargeOutcome, type ChargeRequest, type PaymentProvider } from './provider';
export { cardProblems, digitsOf } from './test-cards';
export { NOT_COMPLETED_MESSAGE, type StripeEventAction } from './stripe-rules';

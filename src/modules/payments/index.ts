export { PaymentInputError, type CardInput, type ChargeOutcome, type ChargeRequest, type PaymentProvider } from './provider';
export { cardProblems, digitsOf } from './test-cards';

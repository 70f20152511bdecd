export type { Allowance, RateLimit, RateLimiter } from './counters';

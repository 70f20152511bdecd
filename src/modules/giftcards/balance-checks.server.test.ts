import { describe, expect, it } from 'vitest';
import { BALANCE_CHECKS_PER_HOUR, consumeBalanceCheck } from './balance-checks.server';

describe('gift card balance checks', () => {
  it('allow 20 an hour per address, then answer how long to wait (up to the hour)', async () => {
    expect(BALANCE_CHECKS_PER_HOUR).toBe(20);
    const waits = [];
    for (let check = 0; check < 21; check += 1) waits.push(await consumeBalanceCheck('198.51.100.20'));
    expect(waits.slice(0, 20)).toEqual(Array(20).fill(0));
    expect(waits[20]).toBeGreaterThan(3590);
    expect(waits[20]).toBeLessThanOrEqual(3600);
  });

  it('count each address on its own', async () => {
    for (let check = 0; check < 20; check += 1) await consumeBalanceCheck('198.51.100.21');
    expect(await consumeBalanceCheck('198.51.100.21')).toBeGreaterThan(0);
    expect(await consumeBalanceCheck('198.51.100.22')).toBe(0);
  });
});

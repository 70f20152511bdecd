import 'server-only';
import type { CounterStore } from './counters';

/** The part of an ioredis client the store uses. */
export interface RedisLike {
  eval(script: string, keys: number, ...args: Array<string | number>): Promise<unknown>;
  hmget(key: string, ...fields: string[]): Promise<Array<string | null>>;
  del(key: string): Promise<number>;
}

/**
 * The rule of nextWindow (counters.ts) in one Lua script, which Redis runs atomically. The hash keeps the count and the
 * window's end; Redis drops the key itself once the window has ended (its TTL is measured from the caller's clock).
 */
const ADD = `
local now = tonumber(ARGV[1])
local points = tonumber(ARGV[2])
local windowMs = tonumber(ARGV[3])
local limit = tonumber(ARGV[4])
local blockMs = tonumber(ARGV[5])
local stored = redis.call('HMGET', KEYS[1], 'count', 'resetAt')
local before = 0
local resetAt = now + windowMs
if stored[1] and stored[2] and tonumber(stored[2]) > now then
  before = tonumber(stored[1])
  resetAt = tonumber(stored[2])
end
local count = before + points
if count < 0 then count = 0 end
if blockMs > 0 and before <= limit and count > limit and now + blockMs > resetAt then resetAt = now + blockMs end
redis.call('HSET', KEYS[1], 'count', string.format('%d', count), 'resetAt', string.format('%d', resetAt))
redis.call('PEXPIRE', KEYS[1], string.format('%d', resetAt - now))
return { count, string.format('%d', resetAt) }
`;

/** Counters in Redis (REDIS_URL): shared by every process that uses the same server. */
export function redisCounterStore(redis: RedisLike, prefix = 'bookfair:rl:'): CounterStore {
  return {
    async add({ key, points, now, windowMs, limit, blockMs }) {
      const [count, resetAt] = (await redis.eval(ADD, 1, prefix + key, now, points, windowMs, limit, blockMs)) as [number, string];
      return { count: Number(count), resetAt: Number(resetAt) };
    },
    async read(key, now) {
      const [count, resetAt] = await redis.hmget(prefix + key, 'count', 'resetAt');
      return count !== null && resetAt !== null && Number(resetAt) > now ? { count: Number(count), resetAt: Number(resetAt) } : null;
    },
    async remove(key) {
      await redis.del(prefix + key);
    },
  };
}

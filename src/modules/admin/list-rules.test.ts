import { describe, expect, it } from 'vitest';
import { listCreateSchema, listItemsOrderSchema, listsOrderSchema, moveItem, orderMismatch } from './list-rules';

describe('list order rules', () => {
  it('moves one item and names what an order lacks or adds', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c'], 2, -5)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 99)).toEqual(['a', 'c', 'b']);
    expect(orderMismatch(['a', 'x', 'c'], ['a', 'b', 'c'])).toEqual({ unknown: ['x'], missing: ['b'] });
    expect(listItemsOrderSchema.safeParse({ skus: ['A1', 'B2', 'A1'] }).error?.issues[0]?.message).toBe(
      'A1 is named twice; each product comes once in the order.',
    );
    expect(listsOrderSchema.safeParse({ site: 'us', kind: 'curated', ids: [3, 3] }).success).toBe(false);
    expect(listCreateSchema.safeParse({ site: 'us', kind: 'curated', slug: 'Summer Reading', title: 'x' }).error?.issues[0]?.message).toContain(
      'lower-case words joined by hyphens',
    );
  });
});

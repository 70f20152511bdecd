import { describe, expect, it } from 'vitest';
import { organizationSelection } from './selection';

describe('organization selection paths (spec §2)', () => {
  it('/org/{org}/… selects: the rest of the path with ?org=, other parameters kept', () => {
    expect(organizationSelection('/org/maple-grove-elementary/browse', '?q=dogs')).toEqual({ path: '/browse', search: '?q=dogs&org=maple-grove-elementary' });
    expect(organizationSelection('/org/Maple-Grove-Elementary', '')).toEqual({ path: '/', search: '?org=maple-grove-elementary' });
    expect(organizationSelection('/org/lakeside/product/a-book/9780000000001', '?org=old')).toEqual({ path: '/product/a-book/9780000000001', search: '?org=lakeside' });
  });

  it('/org/none/… clears the selection and keeps the rest', () => {
    expect(organizationSelection('/org/none/cart', '?org=lakeside&view=list')).toEqual({ path: '/cart', search: '?view=list' });
    expect(organizationSelection('/org/none', '?org=lakeside')).toEqual({ path: '/', search: '' });
  });

  it('leaves other paths alone', () => {
    expect(organizationSelection('/organizations', '')).toBeNull();
    expect(organizationSelection('/browse', '?org=x')).toBeNull();
    expect(organizationSelection('/org', '')).toBeNull();
  });
});

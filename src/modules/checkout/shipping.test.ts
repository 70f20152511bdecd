import { describe, expect, it } from 'vitest';
import { shippingOptions } from './shipping';

describe('shipping options', () => {
  it('charges standard shipping under each site\'s threshold and nothing from it', () => {
    expect(shippingOptions('us', 3499, true, null)).toEqual([{ method: 'standard', label: 'Standard shipping', cents: 599, detail: '3–7 business days' }]);
    expect(shippingOptions('us', 3500, true, null)[0]).toMatchObject({ cents: 0, label: 'Free standard shipping' });
    expect(shippingOptions('ca', 4999, true, null)[0]!.cents).toBe(799);
    expect(shippingOptions('ca', 5000, true, null)[0]!.cents).toBe(0);
  });

  it('offers free delivery to the organization only while its fair ships there, and nothing for eCards alone', () => {
    expect(shippingOptions('us', 100, true, { organizationName: 'Lakeside', fairName: 'Spring Fair' }).map((option) => [option.method, option.cents])).toEqual([
      ['standard', 599],
      ['fair', 0],
    ]);
    expect(shippingOptions('us', 0, false, null)).toEqual([expect.objectContaining({ method: 'none', cents: 0 })]);
  });
});

import { describe, expect, it } from 'vitest';
import { SITES } from '@/modules/regions';
import { shippingOptions } from './shipping';

const fair = { organizationName: 'Lakeside Elementary', fairName: 'Spring Fair' };

describe('shipping options', () => {
  it("charges standard shipping under each site's threshold (35.00 USD, 50.00 CAD) and nothing from it", () => {
    expect([SITES.us.standardShippingCents, SITES.ca.standardShippingCents]).toEqual([599, 799]);
    expect(shippingOptions(SITES.us, 3499, true, null)).toEqual([{ method: 'standard', label: 'Standard shipping', cents: 599, detail: '3–7 business days' }]);
    expect(shippingOptions(SITES.us, 3500, true, null)).toEqual([
      { method: 'standard', label: 'Free standard shipping', cents: 0, detail: '3–7 business days' },
    ]);
    expect(shippingOptions(SITES.ca, 4999, true, null)).toEqual([{ method: 'standard', label: 'Standard shipping', cents: 799, detail: '3–7 business days' }]);
    expect(shippingOptions(SITES.ca, 5000, true, null)).toEqual([
      { method: 'standard', label: 'Free standard shipping', cents: 0, detail: '3–7 business days' },
    ]);
    expect(shippingOptions(SITES.us, 0, true, null)[0]!.cents).toBe(599);
  });

  it('offers free delivery with the fair, named, only while its fair ships there', () => {
    expect(shippingOptions(SITES.us, 100, true, fair)).toEqual([
      { method: 'standard', label: 'Standard shipping', cents: 599, detail: '3–7 business days' },
      { method: 'fair', label: 'Ship to Lakeside Elementary', cents: 0, detail: 'Free: delivered with Spring Fair for pickup' },
    ]);
    expect(shippingOptions(SITES.ca, 6000, true, fair).map((option) => [option.method, option.cents])).toEqual([
      ['standard', 0],
      ['fair', 0],
    ]);
  });

  it('ships nothing for an order of eCards alone, fair or not', () => {
    const none = [{ method: 'none', label: 'No shipping needed', cents: 0, detail: 'eCards are emailed to their recipients.' }];
    expect(shippingOptions(SITES.us, 0, false, null)).toEqual(none);
    expect(shippingOptions(SITES.ca, 9000, false, fair)).toEqual(none);
  });
});

import { describe, expect, it } from 'vitest';
import { codeList, salesRightsSites, type SalesRight } from './sales-rights';

const right = (type: string, territory: Partial<Omit<SalesRight, 'type'>>): SalesRight => ({
  type,
  countriesIncluded: [],
  regionsIncluded: [],
  countriesExcluded: [],
  regionsExcluded: [],
  ...territory,
});

describe('sales rights to sites', () => {
  it('sells in the countries a for-sale right includes', () => {
    expect(salesRightsSites([right('01', { countriesIncluded: ['US', 'CA'] })], null)).toEqual(['us', 'ca']);
    expect(salesRightsSites([right('02', { countriesIncluded: ['US', 'PR', 'GU'] })], null)).toEqual(['us']);
    expect(salesRightsSites([right('01', { countriesIncluded: ['CA'] })], null)).toEqual(['ca']);
  });

  it('reads WORLD and the countries it leaves out', () => {
    expect(salesRightsSites([right('02', { regionsIncluded: ['WORLD'] })], null)).toEqual(['us', 'ca']);
    expect(salesRightsSites([right('02', { regionsIncluded: ['WORLD'], countriesExcluded: ['CA', 'GB'] })], null)).toEqual(['us']);
  });

  it('lets a not-for-sale right win over a for-sale one', () => {
    const rights = [right('02', { regionsIncluded: ['WORLD'] }), right('03', { countriesIncluded: ['US'] })];
    expect(salesRightsSites(rights, null)).toEqual(['ca']);
    expect(salesRightsSites([right('01', { countriesIncluded: ['US', 'CA'] }), right('06', { countriesIncluded: ['CA'] })], null)).toEqual(['us']);
  });

  it('does not sell across a country when one of its regions is left out', () => {
    expect(salesRightsSites([right('01', { countriesIncluded: ['CA', 'US'], regionsExcluded: ['CA-QC'] })], null)).toEqual(['us']);
  });

  it('applies the rest-of-world type to countries no composite mentions', () => {
    expect(salesRightsSites([right('01', { countriesIncluded: ['GB'] })], '02')).toEqual(['us', 'ca']);
    expect(salesRightsSites([right('01', { countriesIncluded: ['US'] })], '03')).toEqual(['us']);
    expect(salesRightsSites([right('03', { countriesIncluded: ['US'] })], '01')).toEqual(['ca']);
  });

  it('sells nowhere without rights, or with rights of unknown type', () => {
    expect(salesRightsSites([], null)).toEqual([]);
    expect(salesRightsSites([right('00', { regionsIncluded: ['WORLD'] })], null)).toEqual([]);
    expect(salesRightsSites([right('01', { countriesIncluded: ['GB', 'AU'] })], null)).toEqual([]);
  });

  it('splits ONIX code lists', () => {
    expect(codeList(' us  ca\nmx ')).toEqual(['US', 'CA', 'MX']);
    expect(codeList(null)).toEqual([]);
  });
});

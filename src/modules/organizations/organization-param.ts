/**
 * Spec §2 Organization parameter: `org` names the selected organization; `none` (or no `org`) selects none. A module
 * of its own, so the header reads the parameter without the rest of the selection rules.
 */
export const NO_ORGANIZATION = 'none';

/** The organization an `org` value selects: null for none or absent. */
export function selectedOrganization(org: string | null | undefined): string | null {
  return org && org !== NO_ORGANIZATION ? org : null;
}

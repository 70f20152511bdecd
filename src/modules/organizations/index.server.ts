import 'server-only';

export { organizationForOrder, organizationsOf, type OrganizationForOrder, type OrganizationSummary } from './organizations.server';

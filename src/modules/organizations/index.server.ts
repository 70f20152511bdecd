import 'server-only';

export { organizationsOf, type OrganizationSummary } from './organizations.server';

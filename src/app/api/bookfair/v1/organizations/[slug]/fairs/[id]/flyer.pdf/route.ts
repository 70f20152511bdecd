// The proxy does not run before this route (its path ends in a file extension): the caller check is registered here.
import '@/app/_compose/caller-check';
import { organizationRoutes } from '@/modules/organizations/index.server';

export const GET = organizationRoutes.flyer;

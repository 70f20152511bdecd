import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import { NotFoundError } from '@/lib/errors';
import { addFavorite, favoritesOf, organizationDetails, removeFavorite } from './organizations.server';

/** An organization's slug in a path: the shape organizations.slug allows. */
export const organizationSlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'org must be an organization\'s short name, like maple-grove-elementary.' })
  .max(80, { error: 'org is too long.' });
const organizationId = z.coerce.number({ error: 'id must be an organization id.' }).int({ error: 'id must be an organization id.' }).positive({ error: 'id must be an organization id.' }).max(2_147_483_647);
const noStore = { headers: { 'cache-control': 'no-store' } };

export const organizationRoutes = {
  /** Spec §7: no auth; the answer's fields go into the browser's organization state. Briefly cacheable. */
  details: apiRoute({ params: z.object({ org: organizationSlug }) }, async ({ params }) => {
    const details = await organizationDetails(params.org);
    if (!details) throw new NotFoundError(`We could not find the organization "${params.org}". Check the link, or find your school with Find a Fair.`, 'ORGANIZATION_NOT_FOUND');
    return NextResponse.json(details, { headers: { 'cache-control': 'public, max-age=60, s-maxage=60' } });
  }),
  favorites: apiRoute({ auth: 'customer' }, async ({ caller }) => NextResponse.json({ orgs: await favoritesOf(caller!.userId) }, noStore)),
  addFavorite: apiRoute({ auth: 'customer', params: z.object({ id: organizationId }) }, async ({ caller, params }) => NextResponse.json({ orgs: await addFavorite(caller!.userId, params.id) }, noStore)),
  removeFavorite: apiRoute({ auth: 'customer', params: z.object({ id: organizationId }) }, async ({ caller, params }) => NextResponse.json({ orgs: await removeFavorite(caller!.userId, params.id) }, noStore)),
};

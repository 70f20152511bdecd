import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { addToCartFromForm } from '@/modules/cart/next.server';
import { ORGANIZATION_COOKIE, organizationSlugOf } from '@/modules/organizations';
import { isSiteId } from '@/modules/regions';

/** Issue 19: the add-to-cart form of a page whose scripts are off or not loaded yet; the cart keeps the organization. */
export async function POST(request: NextRequest, { params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  if (!isSiteId(site)) return new Response('Not found', { status: 404 });
  return addToCartFromForm(request, site, organizationSlugOf((await cookies()).get(ORGANIZATION_COOKIE)?.value));
}

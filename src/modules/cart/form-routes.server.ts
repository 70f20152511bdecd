import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { logger } from '@/lib/logger';
import { browserShopper } from '@/modules/accounts/next.server';
import { sitePath, type SiteId } from '@/modules/regions';
import { changeCart } from './cart.server';
import { addToCartFormSchema, cartAddress, cartProblemCode } from './form-add';

/** A form's body is two short fields; anything much larger is not this form. */
const MAX_FORM_BYTES = 4096;
const FORM_MEDIA_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * A request a page of this shop sent: the browser's `Sec-Fetch-Site` says so, or its `Origin` is this server's or the
 * shop's public one. The form acts with the browser's cookies, so another site's form must not reach the cart.
 */
function isSameOrigin(request: NextRequest): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin';
  const origin = request.headers.get('origin');
  return origin !== null && (origin === request.nextUrl.origin || origin === new URL(env().PUBLIC_URL).origin);
}

const plain = (status: number, text: string) =>
  new NextResponse(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * Issue 19: `POST /{site}/cart/add`, the product button's form when no script handles it (scripts off, or a click
 * before they load). It adds with the cart API's rules (`changeCart`) for the person the browser's cookies prove, a new
 * guest if none, and answers 303 to the cart, carrying the organization the shopper shops for; a refusal comes back as
 * a code the cart page explains, and changes nothing.
 */
export async function addToCartFromForm(request: NextRequest, site: SiteId, organization: string | null): Promise<Response> {
  if (!isSameOrigin(request)) return plain(403, 'This form can only be sent from the shop’s own pages.');
  if (!FORM_MEDIA_TYPE.test(request.headers.get('content-type') ?? '')) return plain(415, 'Send the form as a form.');
  if (Number(request.headers.get('content-length')) > MAX_FORM_BYTES) return plain(413, 'The form is too large.');
  const form = await request.formData().catch(() => null);
  const fields = form && addToCartFormSchema.safeParse({ sku: form.get('sku') ?? undefined, quantity: form.get('quantity') ?? undefined });
  const to = (problem: string | null, setCookie: string | null = null) => {
    // A path, not a URL built from request.url: behind the shop's server that names the host it listens on, and CSP's
    // form-action refuses a form whose answer redirects to another origin.
    const headers = new Headers({ location: cartAddress(sitePath(site, '/cart'), organization, problem), 'cache-control': 'no-store' });
    if (setCookie) headers.append('set-cookie', setCookie);
    return new NextResponse(null, { status: 303, headers });
  };
  if (!fields?.success) return to('INVALID');
  const shopper = await browserShopper(request.headers, true);
  if (!shopper) return to('BUSY');
  try {
    await changeCart(shopper.userId, site, { kind: 'add', sku: fields.data.sku, quantity: fields.data.quantity });
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    logger.info({ code: error.code }, 'add to cart by form refused');
    return to(cartProblemCode(error.code), shopper.setCookie);
  }
  return to(null, shopper.setCookie);
}

import { createBrowserHttpClient } from '@/lib/http';
import type { SiteId } from '@/modules/regions';
import type { NewSupportRequest } from '../forms';
import type { SupportRequestDetail } from '../types';

const http = createBrowserHttpClient();

function asRequestAnswer(body: unknown): SupportRequestDetail {
  const request = typeof body === 'object' && body !== null ? (body as { request?: unknown }).request : undefined;
  if (typeof request === 'object' && request !== null && typeof (request as SupportRequestDetail).id === 'number') return request as SupportRequestDetail;
  throw new Error('The answer is not a support request');
}

/** A POST whose answer is the request. Errors are shown in the form (quiet: no toast), yet an expired session still goes to sign in. */
const post = (url: string, body?: unknown): Promise<SupportRequestDetail> =>
  http.json(url, { method: 'POST', body, auth: true, quiet: true, redirectOnUnauthorized: true, parse: asRequestAnswer });

/** The support calls with the session's bearer token. */
export const supportApi = {
  create: (site: SiteId, input: NewSupportRequest) => post('/api/support/v1/requests', { ...input, site }),
  reply: (id: number, message: string) => post(`/api/support/v1/requests/${id}/messages`, { message }),
  close: (id: number) => post(`/api/support/v1/requests/${id}/close`),
};

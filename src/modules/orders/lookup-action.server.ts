'use server';

import 'server-only';

import { headers } from 'next/headers';
import { clientIp } from '@/lib/api/client-ip';
import { consumeBalanceCheck } from '@/modules/giftcards/index.server';
import { lookUpOrder } from './orders.server';
import { normalizeOrderNumber } from './rules';
import type { OrderView } from './types';

export interface LookupState {
  order: OrderView | null;
  error: string | null;
}

/** A guest's order by number and email (both must match), limited per network like gift card checks. */
export async function lookUpOrderAction(_previous: LookupState, form: FormData): Promise<LookupState> {
  const number = normalizeOrderNumber(String(form.get('number') ?? ''));
  const email = String(form.get('email') ?? '')
    .trim()
    .toLowerCase();
  if (!number) return { order: null, error: 'Order numbers look like BF-7K2M-Q9XD: check the one in your confirmation email.' };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { order: null, error: 'Enter the email address the order was placed with.' };
  const wait = await consumeBalanceCheck(clientIp(await headers()));
  if (wait > 0) return { order: null, error: `Too many lookups from your network. Try again in ${Math.ceil(wait / 60)} minutes.` };
  const order = await lookUpOrder(number, email);
  return order ? { order, error: null } : { order: null, error: 'No order matches that number and email. Check both and try again.' };
}

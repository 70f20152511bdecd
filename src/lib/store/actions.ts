import { createAction } from '@reduxjs/toolkit';

/**
 * Spec §3: the customer state follows the signed-in customer. Sent by the session (accounts) and answered by the
 * customer slice, so accounts does not import it.
 */
export const signedIn = createAction<{ customerId: string; isOrganizer: boolean }>('session/signedIn');

/**
 * Spec §4: logout resets customer and cart. One action both slices answer, so neither module imports the other; other
 * tabs follow through the persisted state.
 */
export const loggedOut = createAction('session/loggedOut');

/** Spec §3: the customer has placed an order (the confirmation page says so once); the customer slice answers. */
export const orderPlaced = createAction('session/orderPlaced');

/**
 * Spec §3 authAction: what the shopper set out to do when the shop asked them to sign in, resumed once they have. Kept
 * by the customer slice; sent by the module whose action needs a signed-in customer (the wishlist), which resumes it.
 */
export interface AuthAction {
  kind: 'add-to-wishlist';
  /** What the action was about: the product's sku. */
  sku: string;
  /** The page it was asked on, where it resumes. */
  path: string;
  /** When it was asked (ms since the epoch): an old one is not resumed. */
  at: number;
}

/** The shopper is sent to sign in in the middle of `AuthAction`. */
export const signInAsked = createAction<AuthAction>('customer/signInAsked');

/** The action kept when signing in has been resumed (or dropped): it must not run twice. */
export const authActionFinished = createAction('customer/authActionFinished');

/**
 * Spec §3 browsingPreferences: the shopper chose a listing's view or order. Sent by the listings (search), answered by
 * the customer slice, which keeps only values it knows.
 */
export const browsingPreferenceChosen = createAction<{ view?: string; sortBy?: string }>('customer/browsingPreferenceChosen');

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

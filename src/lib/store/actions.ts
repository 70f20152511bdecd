import { createAction } from '@reduxjs/toolkit';

/**
 * Spec §4: logout resets customer and cart. One action both slices answer, so neither module imports the other; other
 * tabs follow through the persisted state.
 */
export const loggedOut = createAction('session/loggedOut');

/** Finding and keeping organizations (pure limits): how many favourites one person may keep, how many matches a search answers. */
export const FAVORITES_LIMIT = 50;
export const FIND_A_FAIR_LIMIT = 20;

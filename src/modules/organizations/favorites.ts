/** Favourite organizations (pure): how many one person may keep. */
export const FAVORITES_LIMIT = 50;

/**
 * Tells the customer state the listing view or order the shopper chose (spec §3 browsingPreferences), through the
 * store's shared action, so this module imports no customer code. Resolves once it is in the store (which loads on
 * demand), so the listing navigated to next sees the choice; a store that cannot load loses only the memory.
 */
export async function rememberBrowsingChoice(choice: { view?: 'grid' | 'list'; sortBy?: string }): Promise<void> {
  try {
    const [{ loadStore }, { browsingPreferenceChosen }] = await Promise.all([import('@/lib/store/load'), import('@/lib/store/actions')]);
    (await loadStore()).dispatch(browsingPreferenceChosen(choice));
  } catch {
    // The listing still changes; it is only not remembered.
  }
}

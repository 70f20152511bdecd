/** Shared by server and client components (the primaryButtonClass of @/ui/TextField is a client module's export). */
export const primaryLinkClass =
  'inline-flex items-center justify-center rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-full border border-black/20 px-5 py-2.5 font-semibold hover:bg-paper disabled:cursor-not-allowed disabled:opacity-60';

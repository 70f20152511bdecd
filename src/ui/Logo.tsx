/** The shop's mark; the full wordmark from `sm` up, the compact badge on extra-small screens (spec §2). */
export function Logo() {
  return (
    <>
      <svg className="hidden h-10 w-auto sm:block" viewBox="0 0 220 48" role="img" aria-label="Bookfair Shop">
        <rect width="48" height="48" rx="10" fill="#c8102e" />
        <path d="M12 14h11a4 4 0 0 1 4 4v18a3 3 0 0 0-3-3H12Z M36 14H25a4 4 0 0 0-4 4v18a3 3 0 0 1 3-3h12Z" fill="#fff" />
        <text x="58" y="22" fontFamily="Georgia, serif" fontSize="19" fontWeight="700" fill="#1d2433">
          Bookfair
        </text>
        <text x="58" y="41" fontFamily="system-ui, sans-serif" fontSize="13" fontWeight="600" letterSpacing="3" fill="#c8102e">
          SHOP
        </text>
      </svg>
      <svg className="h-9 w-9 sm:hidden" viewBox="0 0 48 48" role="img" aria-label="Bookfair Shop">
        <rect width="48" height="48" rx="10" fill="#c8102e" />
        <path d="M12 14h11a4 4 0 0 1 4 4v18a3 3 0 0 0-3-3H12Z M36 14H25a4 4 0 0 0-4 4v18a3 3 0 0 1 3-3h12Z" fill="#fff" />
      </svg>
    </>
  );
}

'use client';

import { usePathname } from 'next/navigation';

/**
 * The last resort, when a site's layout itself fails: it replaces the whole document, so it brings its own and
 * plain styles, and like every error page it shows no detail of the error.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  // Every page loads this component's chunk, which shares no module with the rest: a plain link (not next/link) and the
  // Canada prefix tested here (not the regions module) keep it under a kilobyte.
  const home = /^\/ca(\/|$)/.test(usePathname() ?? '') ? '/ca' : '/';
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', color: '#1d2433', textAlign: 'center', padding: '4rem 1rem' }}>
        <title>Something went wrong | Bookfair Shop</title>
        <h1 style={{ fontFamily: 'Georgia, serif' }}>Something went wrong</h1>
        <p>The shop could not open this page. Please try again in a moment.</p>
        <p>
          <button
            type="button"
            onClick={() => retry()}
            style={{ font: 'inherit', padding: '0.5rem 1.25rem', borderRadius: '9999px', border: 0, background: '#c8102e', color: '#fff' }}
          >
            Try again
          </button>{' '}
          <a href={home}>Back to the shop</a>
        </p>
      </body>
    </html>
  );
}

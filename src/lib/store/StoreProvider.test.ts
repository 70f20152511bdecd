import { renderToString } from 'react-dom/server';
// What JSX compiles to: unit tests are .ts files.
import { jsx } from 'react/jsx-runtime';
import { describe, expect, it, vi } from 'vitest';

vi.mock('./load', () => ({ loadStore: vi.fn() }));

describe('StoreProvider', () => {
  it('renders the fallback, not the children, in server HTML, without loading the store', async () => {
    const { StoreProvider } = await import('./StoreProvider');
    const { loadStore } = await import('./load');
    const html = renderToString(jsx(StoreProvider, { fallback: jsx('p', { children: 'Loading your cart' }), children: jsx('p', { children: 'Your cart' }) }));
    expect(html).toBe('<p>Loading your cart</p>');
    expect(loadStore).not.toHaveBeenCalled();
  });

  it('renders nothing before the store is ready when no fallback is given', async () => {
    const { StoreProvider } = await import('./StoreProvider');
    expect(renderToString(jsx(StoreProvider, { children: jsx('p', { children: 'Your cart' }) }))).toBe('');
  });
});

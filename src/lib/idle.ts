/**
 * Runs `callback` once the browser is idle, at the latest after `timeoutMs` (or shortly, where there is no
 * requestIdleCallback); returns what cancels it. For code a page can load after it is interactive (DESIGN §7).
 */
export function whenIdle(callback: () => void, timeoutMs = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(callback, 300);
  return () => clearTimeout(timer);
}

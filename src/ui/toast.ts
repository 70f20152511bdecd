/**
 * Toasts (spec §8–9: success, warning, info, error; 5 s). react-toastify is loaded on the first toast, not with
 * every page, to keep first-load JavaScript within budget.
 */
export type ToastKind = 'success' | 'warning' | 'info' | 'error';

type Listener = () => void;
let listener: Listener | null = null;
let requested = false;

/** Called by ToastHost: mount the container the first time a toast is wanted. */
export function onFirstToast(callback: Listener): () => void {
  listener = callback;
  if (requested) callback();
  return () => {
    listener = null;
  };
}

export async function notify(kind: ToastKind, message: string): Promise<void> {
  requested = true;
  listener?.();
  const { toast } = await import('react-toastify');
  toast[kind](message);
}

const AFTER_RELOAD_KEY = 'shop:toasts-after-reload';

/** A toast for the next page this tab loads: for messages raised just before a full page load (a switch of site). */
export function notifyAfterReload(kind: ToastKind, message: string): void {
  try {
    const pending = JSON.parse(sessionStorage.getItem(AFTER_RELOAD_KEY) ?? '[]') as Array<[ToastKind, string]>;
    sessionStorage.setItem(AFTER_RELOAD_KEY, JSON.stringify([...pending, [kind, message]]));
  } catch {
    // No session storage (some private modes): the message is lost, not the page.
  }
}

/** Shows the toasts left by the page before this one, once. */
export function showToastsLeftBeforeReload(): void {
  let pending: Array<[ToastKind, string]> = [];
  try {
    pending = JSON.parse(sessionStorage.getItem(AFTER_RELOAD_KEY) ?? '[]') as Array<[ToastKind, string]>;
    sessionStorage.removeItem(AFTER_RELOAD_KEY);
  } catch {
    return;
  }
  for (const [kind, message] of pending) void notify(kind, message);
}

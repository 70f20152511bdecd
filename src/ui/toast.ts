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

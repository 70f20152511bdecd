'use client';

import { useState } from 'react';
import { createBrowserHttpClient } from '@/lib/http';

const http = createBrowserHttpClient();

/** Hands a downloaded file to the browser to save under its name. */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A button that fetches an organizer file with the session's bearer token (spec §7 binary download) and saves it.
 * Plain links cannot carry the token; failures are toasted by the HTTP client (spec §8).
 */
export function FileDownloadButton({ url, fileName, label }: { url: string; fileName: string; label: string }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      save(await http.download(url, { auth: true }), fileName);
    } catch {
      // Already shown to the organizer as a toast.
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
      className="rounded-md border border-brand px-3 py-2 text-sm font-semibold text-brand hover:bg-paper disabled:opacity-60"
    >
      {busy ? `${label}…` : label}
    </button>
  );
}

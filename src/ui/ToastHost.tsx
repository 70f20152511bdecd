'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstToast, showToastsLeftBeforeReload } from './toast';

const ToastContainer = lazy(() => import('./ToastContainer'));

/** The toast container of every page, mounted with its library only once a toast is raised. */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const stop = onFirstToast(() => setWanted(true));
    showToastsLeftBeforeReload();
    return stop;
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}

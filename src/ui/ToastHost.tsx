'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstToast } from './toast';

const ToastContainer = lazy(() => import('./ToastContainer'));

/** The toast container of every page, mounted with its library only once a toast is raised. */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstToast(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}

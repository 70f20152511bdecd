'use client';

import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** Spec §8–9: success, warning, info and error toasts, closing after 5 s. */
export function ToastHost() {
  return <ToastContainer position="top-right" autoClose={5000} newestOnTop closeOnClick pauseOnFocusLoss theme="light" />;
}

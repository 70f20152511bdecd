/** What a personal part of a page shows while the browser fetches it: a polite status, announced once. */
export function LoadingStatus({ children }: { children: string }) {
  return (
    <p role="status" className="py-10 text-center text-muted">
      {children}
    </p>
  );
}

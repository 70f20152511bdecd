export function CartLoading() {
  return (
    <p role="status" className="py-10 text-center text-muted">
      Loading your cart…
    </p>
  );
}

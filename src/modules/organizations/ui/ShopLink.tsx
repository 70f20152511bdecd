/** The organization's shop link and its QR code, for newsletters, flyers and screens. */
export function ShopLink({ url, qrCodeSvg }: { url: string; qrCodeSvg: string }) {
  return (
    <section aria-labelledby="shop-link-heading" className="flex flex-wrap items-center gap-6 rounded-xl border border-black/10 p-5">
      <div
        role="img"
        aria-label={`QR code of ${url}`}
        className="size-40 shrink-0"
        // Made on the server by the qrcode library from our own URL: no outside input reaches this markup.
        dangerouslySetInnerHTML={{ __html: qrCodeSvg }}
      />
      <div>
        <h2 id="shop-link-heading" className="font-serif text-xl font-bold">
          Your shop link
        </h2>
        <p className="mt-1 text-sm text-muted">
          Share it with families: every order placed through it earns your organization rewards, and book fair rewards while a fair is on.
        </p>
        <p className="mt-2">
          <a href={url} className="font-semibold break-all text-brand underline">
            {url}
          </a>
        </p>
      </div>
    </section>
  );
}

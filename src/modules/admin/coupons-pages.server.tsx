import 'server-only';
import { notFound } from 'next/navigation';
import { getDb } from '@/db';
import { formatMoney } from '@/lib/money';
import { siteOfCurrency, sitePath } from '@/modules/regions';
import { historyOf } from './audit.server';
import { BackOffice, ChangeHistory, metadata, staffOnly, type PageProps } from './back-office.server';
import { couponForAdmin, listCoupons, listPromotions, productFormats, promotionForAdmin, type AdminCoupon } from './coupons.server';
import { SHOP_TIME_ZONES, shopDateTime } from './shop-time';
import { OFFER_STATUS_LABELS, offerStatus } from './offer-status';
import { CouponEditor } from './ui/CouponEditor';
import { PromotionEditor } from './ui/PromotionEditor';

const money = (cents: number, currency: 'USD' | 'CAD') => formatMoney(cents, currency, siteOfCurrency(currency).locale);
const when = (iso: string | null, otherwise: string, timeZone: string) => (iso ? shopDateTime(iso, timeZone) : otherwise);
const windowOf = (item: { startsAt: string | null; endsAt: string | null }, timeZone: string) =>
  `${when(item.startsAt, 'now', timeZone)} → ${when(item.endsAt, 'no end', timeZone)}`;

function CouponOff({ coupon }: { coupon: AdminCoupon }) {
  if (coupon.kind === 'percent') return <span data-value={coupon.percentOff}>{coupon.percentOff}%</span>;
  return (
    <>
      <span data-value={coupon.amountOffUsd}>{money(coupon.amountOffUsd ?? 0, 'USD')}</span> /{' '}
      <span data-value={coupon.amountOffCad}>{money(coupon.amountOffCad ?? 0, 'CAD')}</span>
    </>
  );
}

function OfferStatusCell({ offer }: { offer: Parameters<typeof offerStatus>[0] }) {
  const status = offerStatus(offer, new Date());
  return <td data-status={status}>{OFFER_STATUS_LABELS[status]}</td>;
}

const section = 'mt-10 text-xl font-bold';
const table = 'mt-3 w-full text-left text-sm';

export const couponPages = {
  list: {
    generateMetadata: metadata('Coupons and promotions', '/admin/coupons'),
    async Page({ params }: Omit<PageProps, 'searchParams'>) {
      const { site } = await staffOnly((await params).site, '/admin/coupons');
      const [coupons, promotions, formats] = await Promise.all([listCoupons(), listPromotions(), productFormats()]);
      return (
        <BackOffice site={site} title="Coupons and promotions">
          <h2 className="text-xl font-bold">Coupons</h2>
          <table className={table} aria-label="Coupons">
            <thead>
              <tr className="border-b">
                <th className="py-2">Code</th>
                <th>Description</th>
                <th>Off</th>
                <th>Minimum (USD / CAD)</th>
                <th>Window</th>
                <th>Uses</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {coupons.map((coupon) => (
                <tr key={coupon.code} className="border-b border-black/10" data-testid="coupon-row">
                  <td className="py-2">
                    <a href={sitePath(site, `/admin/coupons/${coupon.code}`)} className="font-semibold text-brand underline">
                      {coupon.code}
                    </a>
                  </td>
                  <td>{coupon.description}</td>
                  <td>
                    <CouponOff coupon={coupon} />
                  </td>
                  <td>
                    <span data-value={coupon.minSubtotalUsd}>{money(coupon.minSubtotalUsd, 'USD')}</span> /{' '}
                    <span data-value={coupon.minSubtotalCad}>{money(coupon.minSubtotalCad, 'CAD')}</span>
                  </td>
                  <td>{windowOf(coupon, SHOP_TIME_ZONES[site])}</td>
                  <td>
                    {coupon.usedCount} / {coupon.usageLimit ?? 'no limit'}
                  </td>
                  <OfferStatusCell offer={coupon} />
                </tr>
              ))}
            </tbody>
          </table>
          <h2 className={section}>New coupon</h2>
          <div className="mt-3">
            <CouponEditor coupon={null} timeZone={SHOP_TIME_ZONES[site]} />
          </div>

          <h2 className={section}>Automatic promotions</h2>
          <table className={table} aria-label="Promotions">
            <thead>
              <tr className="border-b">
                <th className="py-2">Label</th>
                <th>Format</th>
                <th>Buy at least</th>
                <th>Off</th>
                <th>Window</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {promotions.map((promotion) => (
                <tr key={promotion.id} className="border-b border-black/10">
                  <td className="py-2">
                    <a href={sitePath(site, `/admin/promotions/${promotion.id}`)} className="font-semibold text-brand underline">
                      {promotion.label}
                    </a>
                  </td>
                  <td>{promotion.format}</td>
                  <td>{promotion.minQuantity}</td>
                  <td data-value={promotion.percentOff}>{promotion.percentOff}%</td>
                  <td>{windowOf(promotion, SHOP_TIME_ZONES[site])}</td>
                  <OfferStatusCell offer={promotion} />
                </tr>
              ))}
            </tbody>
          </table>
          <h2 className={section}>New promotion</h2>
          <div className="mt-3">
            <PromotionEditor promotion={null} formats={formats} timeZone={SHOP_TIME_ZONES[site]} />
          </div>
        </BackOffice>
      );
    },
  },
  coupon: {
    generateMetadata: metadata('Coupon', ({ code }: { site: string; code: string }) => `/admin/coupons/${encodeURIComponent(decodeURIComponent(code))}`),
    async Page({ params }: { params: Promise<{ site: string; code: string }> }) {
      const { site: siteParam, code: rawCode } = await params;
      const code = decodeURIComponent(rawCode);
      const { site } = await staffOnly(siteParam, `/admin/coupons/${encodeURIComponent(code)}`);
      const coupon = /^[0-9A-Za-z]{1,32}$/.test(code) ? await couponForAdmin(code) : null;
      if (!coupon) notFound();
      const history = await historyOf(await getDb(), 'coupon', coupon.code);
      return (
        <BackOffice site={site} title={`Coupon ${coupon.code}`}>
          <p className="mb-4 text-sm">
            <a href={sitePath(site, '/admin/coupons')} className="text-brand underline">
              All coupons and promotions
            </a>
          </p>
          <CouponEditor coupon={coupon} timeZone={SHOP_TIME_ZONES[site]} />
          <ChangeHistory entries={history} />
        </BackOffice>
      );
    },
  },
  promotion: {
    generateMetadata: metadata('Promotion', ({ id }: { site: string; id: string }) => `/admin/promotions/${encodeURIComponent(id)}`),
    async Page({ params }: { params: Promise<{ site: string; id: string }> }) {
      const { site: siteParam, id } = await params;
      const { site } = await staffOnly(siteParam, `/admin/promotions/${encodeURIComponent(id)}`);
      const promotion = /^\d{1,9}$/.test(id) ? await promotionForAdmin(Number(id)) : null;
      if (!promotion) notFound();
      const [history, formats] = await Promise.all([historyOf(await getDb(), 'promotion', String(promotion.id)), productFormats()]);
      return (
        <BackOffice site={site} title={promotion.label}>
          <p className="mb-4 text-sm">
            <a href={sitePath(site, '/admin/coupons')} className="text-brand underline">
              All coupons and promotions
            </a>
          </p>
          <PromotionEditor promotion={promotion} formats={formats} timeZone={SHOP_TIME_ZONES[site]} />
          <ChangeHistory entries={history} />
        </BackOffice>
      );
    },
  },
};

import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import { NotFoundError } from '@/lib/errors';
import { renderCoverSvg, skuSchema } from '@/modules/catalog';
import { getCoverData } from '@/modules/catalog/index.server';

// The file is the product's SKU and `.svg`; a SKU may hold dots itself, so only the last four characters are cut.
const params = z.object({
  file: z
    .string()
    .regex(/\.svg$/, 'expected {sku}.svg')
    .transform((file) => file.slice(0, -'.svg'.length))
    .pipe(skuSchema),
});

export const GET = apiRoute({ params }, async ({ params: { file } }) => {
  const cover = await getCoverData(file);
  if (!cover) throw new NotFoundError('There is no product with that item number.', 'PRODUCT_NOT_FOUND');
  return new Response(renderCoverSvg(cover), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
});

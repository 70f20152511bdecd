import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import { NotFoundError } from '@/lib/errors';
import { renderCoverSvg } from '@/modules/catalog';
import { getCoverData } from '@/modules/catalog/index.server';

const params = z.object({ file: z.string().regex(/^[A-Za-z0-9-]{1,32}\.svg$/, 'expected {sku}.svg') });

export const GET = apiRoute({ params }, async ({ params: { file } }) => {
  const cover = await getCoverData(file.slice(0, -'.svg'.length));
  if (!cover) throw new NotFoundError('There is no product with that item number.', 'PRODUCT_NOT_FOUND');
  return new Response(renderCoverSvg(cover), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
});

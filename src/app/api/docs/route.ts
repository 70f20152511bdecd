import { apiRoute } from '@/lib/api/handler';

// Nothing but our own origin, as the CSP (next.config.ts) allows: no fonts from Scalar's CDN, and none of its
// hosted extras (the "open in client" link, the AI agent, the toolbar's registry search through proxy.scalar.com).
const configuration = JSON.stringify({
  withDefaultFonts: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  showToolbar: 'never',
  agent: { disabled: true },
  metaData: { title: 'Bookfair Shop API' },
});

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Bookfair Shop API</title>
  </head>
  <body>
    <script id="api-reference" data-url="/api/openapi.json" data-configuration="${configuration.replaceAll('"', '&quot;')}"></script>
    <script src="/api/docs/scalar.js"></script>
  </body>
</html>
`;

/** The interactive reference of /api/openapi.json (Scalar), served from our own origin. */
export const GET = apiRoute(
  {
    summary: 'An interactive reference of this API (Scalar)',
    tags: ['docs'],
    response: { 200: { mediaType: 'text/html', description: 'The reference page' } },
  },
  async () => new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=3600' } }),
);

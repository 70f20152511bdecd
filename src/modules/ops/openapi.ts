/** The OpenAPI 3.1 description of every JSON API (DESIGN §6). Each capability adds its paths here. */
export function openApiDocument(serverUrl: string) {
  const errorBody = {
    type: 'object',
    required: ['Error', 'message'],
    properties: { Error: { type: 'string', description: 'Machine-readable code' }, message: { type: 'string', description: 'Text a shopper can read' } },
  };
  return {
    openapi: '3.1.0',
    info: { title: 'Bookfair Shop API', version: '0.1.0', description: 'JSON APIs of the book-fair shop. Money in JSON is decimal in the site currency; internally cents.' },
    servers: [{ url: serverUrl }],
    components: { schemas: { Error: errorBody } },
    paths: {
      '/api/health': {
        get: {
          summary: 'Liveness and database reachability',
          responses: {
            '200': { description: 'The app and its database answer', content: { 'application/json': { schema: { type: 'object', properties: { status: { const: 'ok' }, database: { const: 'ok' }, latencyMs: { type: 'integer' } } } } } },
            '503': { description: 'The database does not answer', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
          },
        },
      },
      '/api/openapi.json': { get: { summary: 'This document', responses: { '200': { description: 'OpenAPI 3.1 document' } } } },
      '/covers/{sku}.svg': {
        get: {
          summary: 'Generated cover image of a product',
          parameters: [{ name: 'sku', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'SVG image', content: { 'image/svg+xml': {} } }, '404': { description: 'Unknown product' } },
        },
      },
    },
  };
}

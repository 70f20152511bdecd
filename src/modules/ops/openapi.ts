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
    components: {
      schemas: {
        Error: errorBody,
        SuggestionEntry: {
          type: 'object',
          properties: {
            text: { type: 'string' },
            offset: { type: 'integer' },
            length: { type: 'integer' },
            options: { type: 'array', items: { type: 'object', required: ['_id', 'text'], properties: { _id: { type: 'string' }, text: { type: 'string' } } } },
          },
        },
      },
    },
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
      '/{site}/autocomplete': {
        post: {
          summary: 'Search suggestions: up to 3 authors and 3 titles (spec §7)',
          parameters: [{ name: 'site', in: 'path', required: true, schema: { enum: ['us', 'ca'] } }],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { type: 'object', required: ['q'], properties: { locale: { type: 'string', example: 'en-US' }, q: { type: 'string', minLength: 1, maxLength: 200 } } } } },
          },
          responses: {
            '200': {
              description: 'Suggestions, best first',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      suggest: {
                        type: 'object',
                        properties: {
                          author_autocomplete: { type: 'array', items: { $ref: '#/components/schemas/SuggestionEntry' } },
                          title_autocomplete: { type: 'array', items: { $ref: '#/components/schemas/SuggestionEntry' } },
                        },
                      },
                    },
                  },
                },
              },
            },
            '400': { description: 'Missing, empty or over-long q, or a body that is not JSON', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
          },
        },
      },
      '/api/search/v1/products': {
        get: {
          summary: 'Search and browse products of one site (the service behind /browse)',
          parameters: [
            { name: 'site', in: 'query', schema: { enum: ['us', 'ca'], default: 'us' } },
            { name: 'q', in: 'query', schema: { type: 'string', maxLength: 200 }, description: 'Words, a partial last word, or an ISBN-13 with or without hyphens' },
            { name: 'qf', in: 'query', schema: { enum: ['author', 'title'] }, description: 'Match q against authors or titles only' },
            { name: 'filters', in: 'query', schema: { type: 'string' }, description: 'Filter expressions, e.g. $format@=Hardcover|Paperback;$price@=under-5 (README: Filter grammar). Malformed ones are ignored.' },
            { name: 'sort', in: 'query', schema: { enum: ['relevance', 'arrival', 'price-low', 'price-high', 'bestselling', 'title'] } },
            { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 400, default: 1 } },
            { name: 'pageSize', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 96, default: 24 } },
          ],
          responses: {
            '200': {
              description: 'One page of products with facet counts; prices as decimals in the site currency (e.g. actual_price_cad)',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      total: { type: 'integer' },
                      page: { type: 'integer' },
                      pageSize: { type: 'integer' },
                      sort: { type: 'string' },
                      relaxed: { type: 'boolean', description: 'No product had every word; these have some' },
                      corrections: { type: 'array', items: { type: 'object', properties: { word: { type: 'string' }, suggestions: { type: 'array', items: { type: 'string' } } } } },
                      facets: { type: 'object', description: 'format, price, age, subject and tag values, each {label, count, expression}' },
                      items: { type: 'array', items: { type: 'object' } },
                    },
                  },
                },
              },
            },
            '400': { description: 'Unknown site', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
          },
        },
      },
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

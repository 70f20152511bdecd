export { HTTP_METHODS, openApiDocument, openApiPath, type ApiRouteFile } from './openapi-document';

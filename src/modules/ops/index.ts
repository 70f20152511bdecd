export { checkHealth, type HealthReport } from './health';
export { openApiDocument } from './openapi';

export { checkHealth, type HealthReport } from './health';

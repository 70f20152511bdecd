export { checkHealth, databaseProbe, type HealthReport } from './health';
export { checkReadiness, READINESS_RETRY_AFTER_SECONDS, unreachableNames, type ReadinessProbes, type ReadinessReport } from './readiness';

export * from './rules';
export { parseSolutionPayload, type SolutionPayload } from './payload';

import 'server-only';

export { createBotChallenge, verifyBotSolution, type BotCheckFailure, type BotCheckResult, type ChallengeOptions } from './challenge.server';
export { botCheckCookieOptions, hasPassedBotCheck, issueBotCheckProof } from './proof.server';
export { BOT_CHECK_COOKIE, BOT_CHECK_PROOF_SECONDS } from './rules';

export { BotChallenge } from './BotChallenge';
export { BotProtectionPage } from './BotProtectionPage';

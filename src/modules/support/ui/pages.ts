// The support pages' parts, with their forms (and zod): only /support-requests pages load them.
export { NewSupportRequestForm } from './NewSupportRequestForm';
export { SupportConversation } from './SupportConversation';
export { SupportRequestList } from './SupportRequestList';

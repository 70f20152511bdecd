// The prompt is loaded only when a guest may see it (consent's ConsentPrompts); the form also serves the link pages.
export { NewsletterPrompt } from './NewsletterPrompt';
export { SubscribeForm } from './SubscribeForm';

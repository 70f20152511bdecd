export { emailLayout, escapeHtml, shopName } from './templates';

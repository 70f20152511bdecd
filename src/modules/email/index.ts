/** The shop's email building blocks, pure and safe anywhere; sending is in `index.server.ts`. */
export { emailLayout, escapeHtml, shopName } from './templates';

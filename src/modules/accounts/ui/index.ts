// The shell's pieces, on every page. The forms (and zod with them) have their own entry, ./forms, so catalog pages
// do not ship them: Turbopack keeps a barrel's unused exports when their modules have top-level effects.
export { AccountMenu } from './AccountMenu';
export { SessionRoot } from './SessionRoot';
export { AccountPage, OrganizerAreaPage } from './AccountPage';
export { useAudience, useShopSession } from './session-context';

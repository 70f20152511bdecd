export * from './roles';
export * from './forms';
export { BACK_OFFICE_PATH, landingAfterSignIn, landingPagePath, ORGANIZER_HOME_PATH } from './landing';

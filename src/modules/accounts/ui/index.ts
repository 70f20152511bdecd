export { AccountMenu } from './AccountMenu';
export { SessionRoot } from './SessionRoot';
export { ForgotPasswordForm, LoginForm, ResetPasswordForm, SignUpForm } from './AuthForms';
export { AccountDetails, type AccountDetailsData } from './AccountDetails';
export { AccountPage, OrganizerAreaPage } from './AccountPage';

export { ConfirmEmailForm, ForgotPasswordForm, LoginForm, ResetPasswordForm, SignOutForm, SignUpForm } from './AuthForms';
export { AccountDetails, type AccountDetailsData } from './AccountDetails';

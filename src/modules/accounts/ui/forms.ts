export { ForgotPasswordForm, LoginForm, ResetPasswordForm, SignUpForm } from './AuthForms';
export { AccountDetails, type AccountDetailsData } from './AccountDetails';

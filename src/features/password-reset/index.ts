export { ForgotPasswordForm } from './ui/ForgotPasswordForm';
export type { ForgotPasswordFormProps } from './ui/ForgotPasswordForm';
export { ResetPasswordForm } from './ui/ResetPasswordForm';
export type { ResetPasswordFormProps } from './ui/ResetPasswordForm';
export { PasswordResetCard } from './ui/PasswordResetCard';
export type { PasswordResetCardProps } from './ui/PasswordResetCard';
export { PASSWORD_RESET_CONFIRM_ENDPOINT, PASSWORD_RESET_ENDPOINT } from './api/passwordResetApi';
export { messages } from './i18n/pt-BR';

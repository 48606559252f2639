import { object, refine, string, type Infer } from 'superstruct';
import { REQUIRED, emailAddress, newPassword } from '@/shared/lib/validation';

/** Error code of a confirmation that differs from the new password. */
export const PASSWORDS_DIFFER = 'passwordsDiffer';

/** "Esqueci minha senha": the e-mail to send the link to. */
export const forgotPasswordStruct = object({ email: emailAddress() });
export type ForgotPasswordValues = Infer<typeof forgotPasswordStruct>;

/** The new password (the rule the server applies too) typed twice. */
export const resetPasswordStruct = refine(
  object({ password: newPassword(), confirmation: refine(string(), REQUIRED, (value) => value.length > 0) }),
  PASSWORDS_DIFFER,
  (values) => values.password === values.confirmation || { path: ['confirmation'], message: PASSWORDS_DIFFER },
);
export type ResetPasswordValues = Infer<typeof resetPasswordStruct>;

import { object, type Infer } from 'superstruct';
import { emailAddress, requiredString, validateForm } from '@/shared/lib/validation';

/** What the login form collects. */
export const LoginCredentials = object({
  email: emailAddress(),
  password: requiredString(),
});

export type LoginCredentials = Infer<typeof LoginCredentials>;

/** react-final-form validator: field → error code ('required', 'email'). */
export function validateLoginForm(values: Partial<LoginCredentials>): Record<string, string> | undefined {
  return validateForm(LoginCredentials, values);
}

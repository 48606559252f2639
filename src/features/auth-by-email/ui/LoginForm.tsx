import styled from '@emotion/styled';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useState } from 'react';
import { Field, Form, type FieldMetaState } from 'react-final-form';
import { useIntl, type IntlShape } from 'react-intl';
import { INVALID_EMAIL, REQUIRED } from '@/shared/lib/validation';
import { Alert, Button, TextField } from '@/shared/ui';
import { requestAuthCode, type LoginResult } from '../api/requestAuthCode';
import { validateLoginForm, type LoginCredentials } from '../model/loginForm';

const FormLayout = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(5)};
`;

const ToggleButton = styled.button`
  border: none;
  background: transparent;
  color: ${(p) => p.theme.colors.primary};
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  padding: ${(p) => p.theme.space(2)};
  border-radius: ${(p) => p.theme.radii.sm};
  cursor: pointer;
`;

const LockWarning = styled.p`
  margin: 0;
  padding: ${(p) => `${p.theme.space(3)} ${p.theme.space(4)}`};
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid #fedf89;
  background: #fffaeb;
  color: #93370d;
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 500;
`;

/** At most this many tries left: the form warns before the lock. */
export const LOCK_WARNING_THRESHOLD = 2;

interface LockWarningState {
  remaining: number;
  minutes: number;
}

function fieldErrorText(intl: IntlShape, code: string | undefined): string | null {
  if (!code) return null;
  if (code === REQUIRED) return intl.formatMessage({ id: 'ui.required' });
  if (code === INVALID_EMAIL) return intl.formatMessage({ id: 'ui.invalidEmail' });
  return intl.formatMessage({ id: 'ui.invalidValue' });
}

function failureText(intl: IntlShape, result: Exclude<LoginResult, { ok: true }>): string {
  switch (result.reason) {
    case 'invalid_credentials':
      return intl.formatMessage({ id: 'login.invalidCredentials' });
    case 'too_many_attempts':
      // the server knows how long the lock lasts ("… em N minutos"): its words are more precise
      return result.message ?? intl.formatMessage({ id: 'login.tooManyAttempts' });
    case 'invalid_input':
      return result.message ?? intl.formatMessage({ id: 'ui.defaultError' });
    default:
      return intl.formatMessage({ id: 'login.unavailable' });
  }
}

/**
 * A field's error shows once it was typed in and left, or after a refused submit — not when the
 * focused, still empty e-mail is merely left: that would push the page down under the pointer of
 * someone clicking "Esqueci minha senha" or "Mostrar senha", and the click would miss.
 */
function shownError(meta: FieldMetaState<string>): boolean {
  return Boolean(meta.touched && (meta.modified || meta.submitFailed));
}

export interface LoginFormProps {
  /** called with the one-time code once the credentials are accepted */
  onAuthCode: (authCode: string) => void | Promise<void>;
  /** called when the platform answers that it is in maintenance */
  onMaintenance?: (expectedRecoveryDate: string | null) => void;
  /** a message to show before any attempt (e.g. a failed sign-on exchange) */
  initialError?: string | null;
  fetchFn?: typeof fetch;
}

/** E-mail and password form; reports wrong credentials and lockouts without leaving the page. */
export function LoginForm({ onAuthCode, onMaintenance, initialError, fetchFn }: LoginFormProps) {
  const intl = useIntl();
  const [showPassword, setShowPassword] = useState(false);
  const [lockWarning, setLockWarning] = useState<LockWarningState | null>(null);

  const submit = async (values: LoginCredentials): Promise<SubmissionErrors | void> => {
    setLockWarning(null);
    const result = await requestAuthCode(values.email, values.password, fetchFn);
    if (!result.ok && result.remainingAttempts !== undefined && result.remainingAttempts <= LOCK_WARNING_THRESHOLD && result.lockMinutes) {
      setLockWarning({ remaining: result.remainingAttempts, minutes: result.lockMinutes });
    }
    if (result.ok) {
      await onAuthCode(result.authCode);
      return undefined;
    }
    if (result.reason === 'maintenance' && onMaintenance) {
      onMaintenance(result.expectedRecoveryDate ?? null);
      return undefined;
    }
    return { [FORM_ERROR]: failureText(intl, result) };
  };

  return (
    <Form<LoginCredentials> onSubmit={submit} validate={validateLoginForm}>
      {({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => {
        const formError = submitError && !dirtySinceLastSubmit ? submitError : !submitError ? initialError : null;
        return (
          <FormLayout onSubmit={handleSubmit} noValidate>
            {formError && <Alert>{formError}</Alert>}
            <Field<string> name="email">
              {({ input, meta }) => (
                <TextField
                  {...input}
                  type="email"
                  label={intl.formatMessage({ id: 'login.email' })}
                  placeholder={intl.formatMessage({ id: 'login.emailPlaceholder' })}
                  autoComplete="username"
                  inputMode="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  autoFocus
                  required
                  error={shownError(meta) ? fieldErrorText(intl, meta.error) : null}
                />
              )}
            </Field>
            <Field<string> name="password">
              {({ input, meta }) => (
                <TextField
                  {...input}
                  type={showPassword ? 'text' : 'password'}
                  label={intl.formatMessage({ id: 'login.password' })}
                  autoComplete="current-password"
                  required
                  error={shownError(meta) ? fieldErrorText(intl, meta.error) : null}
                  adornment={
                    <ToggleButton
                      type="button"
                      onClick={() => setShowPassword((shown) => !shown)}
                      aria-pressed={showPassword}
                      aria-label={intl.formatMessage({ id: showPassword ? 'login.hidePassword' : 'login.showPassword' })}
                    >
                      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
                        <circle cx="12" cy="12" r="3" />
                        {showPassword && <path d="M4 4l16 16" />}
                      </svg>
                    </ToggleButton>
                  }
                />
              )}
            </Field>
            <Button type="submit" size="lg" fullWidth loading={submitting}>
              {intl.formatMessage({ id: 'login.submit' })}
            </Button>
            {lockWarning && (
              <LockWarning role="status">
                {intl.formatMessage({ id: 'login.attemptsBeforeLock' }, { count: lockWarning.remaining, minutes: lockWarning.minutes })}
              </LockWarning>
            )}
          </FormLayout>
        );
      }}
    </Form>
  );
}

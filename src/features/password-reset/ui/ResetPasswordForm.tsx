import type { ReactNode } from 'react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, PasswordField, StructForm, submissionErrorsOf } from '@/shared/ui';
import { confirmPasswordReset, PasswordResetError } from '../api/passwordResetApi';
import { PASSWORDS_DIFFER, resetPasswordStruct, type ResetPasswordValues } from '../model/passwordResetForms';
import { Notice } from './ForgotPasswordForm';

export interface ResetPasswordFormProps {
  /** the token of the e-mail's link */
  token: string;
  /** what to offer once the password is saved (a way to the sign-in), given the account's e-mail */
  done: (email: string) => ReactNode;
  /** what to offer when the link is unknown, expired or used (a way to ask for a new one) */
  invalidLinkAction: ReactNode;
  fetchFn?: typeof fetch;
}

/** The new password, typed twice, under the rule the server applies (8+ characters, letters and digits). */
export function ResetPasswordForm({ token, done, invalidLinkAction, fetchFn }: ResetPasswordFormProps) {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<{ kind: 'saved'; email: string } | { kind: 'invalidLink'; message: string } | null>(null);

  const save = async (values: ResetPasswordValues) => {
    try {
      const email = await confirmPasswordReset(token, values.password, intl.formatMessage({ id: 'passwordReset.unavailable' }), fetchFn);
      setOutcome({ kind: 'saved', email });
      return undefined;
    } catch (error) {
      if (error instanceof PasswordResetError && error.invalidLink) {
        setOutcome({ kind: 'invalidLink', message: error.message });
        return undefined;
      }
      return submissionErrorsOf(error, intl.formatMessage({ id: 'passwordReset.unavailable' }));
    }
  };

  if (outcome?.kind === 'saved') {
    return (
      <>
        <Notice role="status">{intl.formatMessage({ id: 'passwordReset.saved' })}</Notice>
        {done(outcome.email)}
      </>
    );
  }
  if (outcome?.kind === 'invalidLink') {
    return (
      <>
        <Alert>{outcome.message}</Alert>
        {invalidLinkAction}
      </>
    );
  }
  return (
    <StructForm<ResetPasswordValues> struct={resetPasswordStruct} initialValues={{ password: '', confirmation: '' }} onSubmit={save}>
      {({ submitting }) => (
        <>
          <PasswordField
            name="password"
            label={intl.formatMessage({ id: 'passwordReset.newPassword' })}
            autoComplete="new-password"
            required
          />
          <PasswordField
            name="confirmation"
            label={intl.formatMessage({ id: 'passwordReset.confirmation' })}
            autoComplete="new-password"
            required
            messages={{ [PASSWORDS_DIFFER]: intl.formatMessage({ id: 'passwordReset.passwordsDiffer' }) }}
          />
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            {intl.formatMessage({ id: 'passwordReset.save' })}
          </Button>
        </>
      )}
    </StructForm>
  );
}

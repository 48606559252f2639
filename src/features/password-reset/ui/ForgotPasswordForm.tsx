import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, EmailField, StructForm, submissionErrorsOf } from '@/shared/ui';
import { requestPasswordReset } from '../api/passwordResetApi';
import { forgotPasswordStruct, type ForgotPasswordValues } from '../model/passwordResetForms';

export const Notice = styled.p`
  margin: 0;
  padding: ${(p) => `${p.theme.space(3)} ${p.theme.space(4)}`};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.successSoft};
  color: ${(p) => p.theme.colors.success};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
`;

export interface ForgotPasswordFormProps {
  /** the e-mail already typed on the sign-in page, if any */
  initialEmail?: string;
  fetchFn?: typeof fetch;
}

/**
 * Asks for a reset link. The answer is the server's, the same whether the e-mail has an account, so
 * the form never tells who is registered; it then stays put, so the person may ask again later.
 */
export function ForgotPasswordForm({ initialEmail, fetchFn }: ForgotPasswordFormProps) {
  const intl = useIntl();
  const [sent, setSent] = useState<string | null>(null);

  const send = async (values: ForgotPasswordValues) => {
    try {
      setSent(await requestPasswordReset(values.email, intl.formatMessage({ id: 'passwordReset.unavailable' }), fetchFn));
      return undefined;
    } catch (error) {
      return submissionErrorsOf(error, intl.formatMessage({ id: 'passwordReset.unavailable' }));
    }
  };

  if (sent) return <Notice role="status">{sent}</Notice>;
  return (
    <StructForm<ForgotPasswordValues> struct={forgotPasswordStruct} initialValues={{ email: initialEmail ?? '' }} onSubmit={send}>
      {({ submitting }) => (
        <>
          <EmailField
            name="email"
            label={intl.formatMessage({ id: 'passwordReset.email' })}
            placeholder={intl.formatMessage({ id: 'passwordReset.emailPlaceholder' })}
            autoComplete="username"
            required
          />
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            {intl.formatMessage({ id: 'passwordReset.send' })}
          </Button>
        </>
      )}
    </StructForm>
  );
}

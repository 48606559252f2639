import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { PasswordResetCard, ResetPasswordForm } from '@/features/password-reset';
import { routeById } from '@/shared/config';
import { Alert } from '@/shared/ui';

const ActionLink = styled(Link)`
  align-self: center;
  color: ${(p) => p.theme.colors.primary};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
`;

/** The reset e-mail's link: a new password for the account, then the way to sign in with it. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const askAgain = <ActionLink to={routeById('forgot-password').path}>{intl.formatMessage({ id: 'resetPassword.askAgain' })}</ActionLink>;
  return (
    <PasswordResetCard title={intl.formatMessage({ id: 'resetPassword.title' })} description={intl.formatMessage({ id: 'resetPassword.description' })}>
      {token ? (
        <ResetPasswordForm
          token={token}
          invalidLinkAction={askAgain}
          done={() => <ActionLink to={routeById('login').path}>{intl.formatMessage({ id: 'resetPassword.goToLogin' })}</ActionLink>}
        />
      ) : (
        <>
          <Alert>{intl.formatMessage({ id: 'resetPassword.missingToken' })}</Alert>
          {askAgain}
        </>
      )}
    </PasswordResetCard>
  );
}

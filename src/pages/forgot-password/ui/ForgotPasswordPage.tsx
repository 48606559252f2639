import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ForgotPasswordForm, PasswordResetCard } from '@/features/password-reset';
import { routeById } from '@/shared/config';

const BackLink = styled(Link)`
  align-self: center;
  color: ${(p) => p.theme.colors.primary};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
`;

/** "Esqueci minha senha": asks for a reset link by e-mail. */
export function ForgotPasswordPage() {
  const intl = useIntl();
  return (
    <PasswordResetCard title={intl.formatMessage({ id: 'forgotPassword.title' })} description={intl.formatMessage({ id: 'forgotPassword.description' })}>
      <ForgotPasswordForm />
      <BackLink to={routeById('login').path}>{intl.formatMessage({ id: 'forgotPassword.backToLogin' })}</BackLink>
    </PasswordResetCard>
  );
}

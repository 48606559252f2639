import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { expectedRecoveryDate } from '@/entities/session';
import { LoginForm } from '@/features/auth-by-email';
import { routeById } from '@/shared/config';
import { Logo, SignedOutCard } from '@/shared/ui';
import { LOGIN_ERROR_PARAM } from '../model/loginError';

const Screen = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: 1fr;
  ${(p) => p.theme.mq.md} {
    grid-template-columns: minmax(360px, 5fr) 7fr;
  }
`;

const BrandPanel = styled.aside`
  display: none;
  position: relative;
  overflow: hidden;
  padding: ${(p) => p.theme.space(12)};
  color: ${(p) => p.theme.colors.onPrimary};
  background: linear-gradient(155deg, ${(p) => p.theme.colors.primary} 0%, ${(p) => p.theme.colors.primaryHover} 100%);
  ${(p) => p.theme.mq.md} {
    display: flex;
    flex-direction: column;
    justify-content: space-between;
  }
  &::after {
    content: '';
    position: absolute;
    width: 520px;
    height: 520px;
    right: -180px;
    bottom: -200px;
    border-radius: 50%;
    border: 64px solid rgba(255, 255, 255, 0.07);
  }
`;

const Headline = styled.p`
  font-size: 1.75rem;
  font-weight: 700;
  line-height: 1.25;
  max-width: 18ch;
  ${(p) => p.theme.mq.lg} {
    font-size: 2.25rem;
  }
`;

const Points = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${(p) => p.theme.space(8)} 0 0;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  font-size: ${(p) => p.theme.fontSizes.md};
  li {
    display: flex;
    gap: ${(p) => p.theme.space(3)};
    align-items: center;
    opacity: 0.95;
  }
  li::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

const FormSide = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space(6)};
  padding: ${(p) => p.theme.space(8)} ${(p) => p.theme.space(4)};
`;

const MobileLogo = styled.div`
  ${(p) => p.theme.mq.md} {
    display: none;
  }
`;

const ForgotLink = styled(Link)`
  align-self: center;
  color: ${(p) => p.theme.colors.primary};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
`;

const Footer = styled.p`
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
  text-align: center;
`;

/**
 * The app's own sign-in. A successful login returns a one-time auth code; the page puts it in the
 * address and the router's root loader exchanges it, exactly as it does for a chain's own sign-on.
 */
export function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const initialError = searchParams.has(LOGIN_ERROR_PARAM) ? intl.formatMessage({ id: 'login.authCodeFailed' }) : null;

  const continueWithCode = async (authCode: string) => {
    const params = new URLSearchParams(searchParams);
    params.delete(LOGIN_ERROR_PARAM);
    params.set('auth_code', authCode);
    // replace: the one-time code must not stay in the browser history
    await navigate({ pathname: location.pathname, search: `?${params.toString()}` }, { replace: true });
  };

  const showMaintenance = (date: string | null) => {
    expectedRecoveryDate.set(date);
    void navigate('/maintenance', { replace: true });
  };

  return (
    <Screen>
      <BrandPanel>
        <Logo variant="inverse" height={40} />
        <div>
          <Headline>{intl.formatMessage({ id: 'login.brandHeadline' })}</Headline>
          <Points>
            <li>{intl.formatMessage({ id: 'login.brandPoints.analytics' })}</li>
            <li>{intl.formatMessage({ id: 'login.brandPoints.campaigns' })}</li>
            <li>{intl.formatMessage({ id: 'login.brandPoints.club' })}</li>
          </Points>
        </div>
        <span />
      </BrandPanel>
      <FormSide>
        <MobileLogo>
          <Logo height={36} />
        </MobileLogo>
        <SignedOutCard aria-labelledby="login-title">
          <header>
            <h1 id="login-title">{intl.formatMessage({ id: 'login.title' })}</h1>
            <p>{intl.formatMessage({ id: 'login.subtitle' })}</p>
          </header>
          <LoginForm onAuthCode={continueWithCode} onMaintenance={showMaintenance} initialError={initialError} />
          <ForgotLink to={routeById('forgot-password').path}>{intl.formatMessage({ id: 'login.forgotPassword' })}</ForgotLink>
        </SignedOutCard>
        <FooterText />
      </FormSide>
    </Screen>
  );
}

function FooterText() {
  const intl = useIntl();
  const theme = useTheme();
  return <Footer>{intl.formatMessage({ id: 'login.footer' }, { year: new Date().getFullYear(), brand: theme.brand.productName })}</Footer>;
}

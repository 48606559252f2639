import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useLogout } from '@/entities/session';
import { Button } from '@/shared/ui';

const ErrorText = styled.span`
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSizes.xs};
`;

const LogoutIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
  </svg>
);

/** "Sair" as a top-bar button (see useLogout for what leaving does). */
export function LogoutButton() {
  const intl = useIntl();
  const { logout, inFlight, failed } = useLogout();
  const label = intl.formatMessage({ id: 'shell.logout' });

  return (
    <>
      {failed && <ErrorText role="alert">{intl.formatMessage({ id: 'shell.logoutFailed' })}</ErrorText>}
      <Button variant="ghost" onClick={logout} loading={inFlight} icon={<LogoutIcon />}>
        {label}
      </Button>
    </>
  );
}

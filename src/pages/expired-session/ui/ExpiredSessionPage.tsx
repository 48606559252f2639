import { useIntl } from 'react-intl';
import { useGoToLogin } from '@/entities/session';
import { Button, StatusPage } from '@/shared/ui';

/**
 * Shown when the session could not be renewed. The page the user was on is already remembered
 * (route guard), so signing in again returns there.
 */
export function ExpiredSessionPage() {
  const intl = useIntl();
  const goToLogin = useGoToLogin();
  return (
    <StatusPage
      icon="clock"
      title={intl.formatMessage({ id: 'expiredSession.title' })}
      actions={
        <Button size="lg" onClick={() => void goToLogin()}>
          {intl.formatMessage({ id: 'expiredSession.action' })}
        </Button>
      }
    >
      <p>{intl.formatMessage({ id: 'expiredSession.description' })}</p>
    </StatusPage>
  );
}

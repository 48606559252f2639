import { useIntl } from 'react-intl';
import { Button, StatusPage } from '@/shared/ui';

/** A new version is being published; reloading later picks it up. */
export function UpdatingSystemPage() {
  const intl = useIntl();
  return (
    <StatusPage
      icon="refresh"
      title={intl.formatMessage({ id: 'updatingSystem.title' })}
      actions={
        <Button size="lg" onClick={() => window.location.assign('/home')}>
          {intl.formatMessage({ id: 'status.reload' })}
        </Button>
      }
    >
      <p>{intl.formatMessage({ id: 'updatingSystem.description' })}</p>
    </StatusPage>
  );
}

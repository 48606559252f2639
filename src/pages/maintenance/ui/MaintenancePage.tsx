import { useIntl } from 'react-intl';
import { expectedRecoveryDate } from '@/entities/session';
import { formatDateTime } from '@/shared/lib/date';
import { Button, StatusPage } from '@/shared/ui';

/** Where "Tentar novamente" leads: a full load, so the app asks the server afresh whether it is back. */
const RETRY_PATH = '/home';

/** The platform is in maintenance (HTTP 406 or /api/config): when it is expected back, if known. */
export function MaintenancePage() {
  const intl = useIntl();
  const expected = formatDateTime(expectedRecoveryDate.get());
  return (
    <StatusPage
      icon="tools"
      title={intl.formatMessage({ id: 'maintenance.title' })}
      actions={
        <Button size="lg" variant="secondary" onClick={() => window.location.assign(RETRY_PATH)}>
          {intl.formatMessage({ id: 'status.retry' })}
        </Button>
      }
    >
      {expected ? (
        <>
          <p>{intl.formatMessage({ id: 'maintenance.generic' })}</p>
          <p>
            <strong>{intl.formatMessage({ id: 'maintenance.expected' }, { date: expected })}</strong>{' '}
            ({intl.formatMessage({ id: 'maintenance.timeZone' })})
          </p>
        </>
      ) : (
        <p>{intl.formatMessage({ id: 'maintenance.generic' })}</p>
      )}
    </StatusPage>
  );
}

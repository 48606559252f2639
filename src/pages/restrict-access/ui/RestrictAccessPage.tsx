import { useTheme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonCss, StatusPage } from '@/shared/ui';

/** The signed-in user may not open the page they asked for (permission, PII access, account type). */
export function RestrictAccessPage() {
  const intl = useIntl();
  const theme = useTheme();
  return (
    <StatusPage
      embedded
      icon="lock"
      title={intl.formatMessage({ id: 'restrictAccess.title' })}
      actions={
        <Link to="/home" css={buttonCss(theme, 'primary', 'lg')}>
          {intl.formatMessage({ id: 'status.backHome' })}
        </Link>
      }
    >
      <p>{intl.formatMessage({ id: 'restrictAccess.description' })}</p>
    </StatusPage>
  );
}

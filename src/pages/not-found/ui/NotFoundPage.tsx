import { useTheme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonCss, StatusPage } from '@/shared/ui';

/** The address matches no page. */
export function NotFoundPage() {
  const intl = useIntl();
  const theme = useTheme();
  return (
    <StatusPage
      icon="compass"
      title={intl.formatMessage({ id: 'notFound.title' })}
      actions={
        <Link to="/home" css={buttonCss(theme, 'primary', 'lg')}>
          {intl.formatMessage({ id: 'status.goHome' })}
        </Link>
      }
    >
      <p>{intl.formatMessage({ id: 'notFound.description' })}</p>
    </StatusPage>
  );
}

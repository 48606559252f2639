import { useTheme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useCurrentRouteHandle } from '@/shared/lib/route-module';
import { Badge, buttonCss, StatusPage } from '@/shared/ui';

/**
 * Stands in, inside the shell, for every catalogue page not built yet (`built: false`): the guard
 * and the menu already treat the route as real, and the user sees plainly which page is coming.
 */
export function UnderConstructionPage() {
  const intl = useIntl();
  const theme = useTheme();
  const route = useCurrentRouteHandle();
  const page = route?.title ?? '';
  return (
    <StatusPage
      embedded
      icon="crane"
      eyebrow={page && <Badge tone="brand">{page}</Badge>}
      title={intl.formatMessage({ id: 'underConstruction.title' })}
      actions={
        <Link to="/home" css={buttonCss(theme, 'secondary', 'lg')}>
          {intl.formatMessage({ id: 'status.backHome' })}
        </Link>
      }
    >
      <p>{intl.formatMessage({ id: 'underConstruction.description' }, { page: <strong key="page">{page}</strong> })}</p>
    </StatusPage>
  );
}

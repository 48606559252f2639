import { useTheme } from '@emotion/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useRouteError } from 'react-router-dom';
import { Button, buttonCss, StatusPage } from '@/shared/ui';
import { ChunkLoadError } from './lazyPage';

/**
 * What a route shows when its code or data fails: a reload for a chunk that did not arrive
 * (usually a new deployment or a dropped connection), the generic "Algo deu errado" otherwise.
 */
export function RouteErrorPage({ embedded = false }: { embedded?: boolean }) {
  const error = useRouteError();
  const intl = useIntl();
  const theme = useTheme();
  useEffect(() => {
    // spec §8: most load failures are only logged; this one is also shown
    console.error(error);
  }, [error]);
  const chunk = error instanceof ChunkLoadError;
  return (
    <StatusPage
      embedded={embedded}
      icon={chunk ? 'refresh' : 'alert'}
      title={intl.formatMessage({ id: chunk ? 'chunkError.title' : 'somethingWrong.title' })}
      actions={
        <>
          <Button size="lg" onClick={() => window.location.reload()}>
            {intl.formatMessage({ id: 'status.reload' })}
          </Button>
          <Link to="/home" reloadDocument css={buttonCss(theme, 'secondary', 'lg')}>
            {intl.formatMessage({ id: 'status.goHome' })}
          </Link>
        </>
      }
    >
      <p>{intl.formatMessage({ id: chunk ? 'chunkError.description' : 'somethingWrong.description' })}</p>
    </StatusPage>
  );
}

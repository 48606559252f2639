import { useTheme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, buttonCss, StatusPage } from '@/shared/ui';

/** A generic failure the user can only retry (spec route /someting-wrong, spelled as the spec has it). */
export function SomethingWrongPage() {
  const intl = useIntl();
  const theme = useTheme();
  return (
    <StatusPage
      icon="alert"
      title={intl.formatMessage({ id: 'somethingWrong.title' })}
      actions={
        <>
          <Button size="lg" onClick={() => window.location.assign('/home')}>
            {intl.formatMessage({ id: 'status.retry' })}
          </Button>
          <Link to="/home" css={buttonCss(theme, 'secondary', 'lg')}>
            {intl.formatMessage({ id: 'status.goHome' })}
          </Link>
        </>
      }
    >
      <p>{intl.formatMessage({ id: 'somethingWrong.description' })}</p>
    </StatusPage>
  );
}

import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { Alert, Button, useSnackbar } from '@/shared/ui';
import type { EmailPreviewPanelQuery, EmailPreviewPanelQuery$data } from './__generated__/EmailPreviewPanelQuery.graphql';
import type { EmailPreviewPanelSendTestMutation } from './__generated__/EmailPreviewPanelSendTestMutation.graphql';

const previewQuery = graphql`
  query EmailPreviewPanelQuery($message: JSON!) {
    previewOmniCampaignEmail(message: $message) {
      subject
      html
      text
      warnings
    }
  }
`;

const sendTestMutation = graphql`
  mutation EmailPreviewPanelSendTestMutation($message: JSON!) {
    sendTestOmniCampaignEmail(message: $message) {
      sent_to
      message
      warnings
    }
  }
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  > p {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.xs};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
`;

const Devices = styled.div`
  display: inline-flex;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  overflow: hidden;
  button {
    min-height: 36px;
    padding: 0 ${(p) => p.theme.space(3)};
    border: 0;
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    font: inherit;
    font-size: ${(p) => p.theme.fontSizes.sm};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.primary};
    font-weight: 600;
  }
`;

const Frame = styled.div<{ width: number }>`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceMuted};
  overflow: auto;
  padding: ${(p) => p.theme.space(2)};
  iframe {
    display: block;
    margin: 0 auto;
    width: ${(p) => p.width}px;
    max-width: 100%;
    height: 640px;
    border: 0;
    background: #ffffff;
  }
`;

const Subject = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  strong {
    font-weight: 600;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space(6)};
  text-align: center;
  color: ${(p) => p.theme.colors.textMuted};
  border: 1px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
`;

type Preview = NonNullable<EmailPreviewPanelQuery$data['previewOmniCampaignEmail']>;

/**
 * The server's rendering of the message (previewOmniCampaignEmail, a sample consumer's variables) in a
 * sandboxed iframe (no scripts, no same-origin) at 600 px (desktop) or 375 px (mobile), and the test
 * send to the session user's own address.
 */
export function EmailPreviewPanel({ message, canPreview }: { message: Record<string, unknown>; canPreview: boolean }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const snackbar = useSnackbar();
  const [device, setDevice] = useState<'desktop' | 'mobile'>('desktop');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [commit, sending] = useMutation<EmailPreviewPanelSendTestMutation>(sendTestMutation);

  const refresh = () => {
    setLoading(true);
    setError(null);
    fetchQuery<EmailPreviewPanelQuery>(environment, previewQuery, { message }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) => setPreview(data?.previewOmniCampaignEmail ?? null))
      .catch((caught: Error) => {
        setPreview(null);
        setError(caught.message);
      })
      .finally(() => setLoading(false));
  };

  const sendTest = () =>
    commit({
      variables: { message },
      onCompleted: (data, errors) => {
        if (errors?.length) snackbar.show(errors[0].message);
        else snackbar.show(data.sendTestOmniCampaignEmail.message, { severity: 'success' });
      },
      onError: (caught) => {
        snackbar.show(caught.message);
      },
    });

  const deviceLabel = intl.formatMessage({ id: device === 'desktop' ? 'emailMessage.desktop' : 'emailMessage.mobile' });
  return (
    <Panel aria-labelledby="email-preview-heading" data-testid="email-preview">
      <h3 id="email-preview-heading">{intl.formatMessage({ id: 'emailMessage.preview' })}</h3>
      <p>{intl.formatMessage({ id: 'emailMessage.previewNote' })}</p>
      <Toolbar>
        <Button type="button" onClick={refresh} loading={loading} disabled={!canPreview}>
          {intl.formatMessage({ id: 'emailMessage.previewRefresh' })}
        </Button>
        <Devices role="group" aria-label={intl.formatMessage({ id: 'emailMessage.preview' })}>
          <button type="button" aria-pressed={device === 'desktop'} onClick={() => setDevice('desktop')}>
            {intl.formatMessage({ id: 'emailMessage.desktop' })}
          </button>
          <button type="button" aria-pressed={device === 'mobile'} onClick={() => setDevice('mobile')}>
            {intl.formatMessage({ id: 'emailMessage.mobile' })}
          </button>
        </Devices>
        <Button type="button" variant="secondary" onClick={sendTest} loading={sending} disabled={!canPreview} title={intl.formatMessage({ id: 'emailMessage.sendTestHint' })}>
          {intl.formatMessage({ id: 'emailMessage.sendTest' })}
        </Button>
      </Toolbar>
      {error && <Alert tone="danger">{error}</Alert>}
      {preview && preview.warnings.length > 0 && (
        <Alert tone="info">
          <strong>{intl.formatMessage({ id: 'emailMessage.warnings' })}</strong>
          <ul>
            {preview.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </Alert>
      )}
      {preview ? (
        <>
          <Subject>
            <strong>{intl.formatMessage({ id: 'emailMessage.subject' })}:</strong> <span data-testid="email-preview-subject">{preview.subject}</span>
          </Subject>
          <Frame width={device === 'desktop' ? 600 : 375}>
            <iframe sandbox="" srcDoc={preview.html} title={intl.formatMessage({ id: 'emailMessage.previewTitle' }, { device: deviceLabel })} data-device={device} />
          </Frame>
        </>
      ) : (
        <Empty>{intl.formatMessage({ id: loading ? 'emailMessage.previewLoading' : 'emailMessage.previewEmpty' })}</Empty>
      )}
    </Panel>
  );
}

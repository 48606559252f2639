import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import { buttonCss, useSnackbar } from '@/shared/ui';
import { timeOf } from '../model/groupByDay';
import { DownloadIcon, ResendIcon } from './icons';
import { RecipientsDialog } from './RecipientsDialog';
import type { ExportHistoryItem_job$key } from './__generated__/ExportHistoryItem_job.graphql';
import type { ExportHistoryItemResendMutation } from './__generated__/ExportHistoryItemResendMutation.graphql';

const jobFragment = graphql`
  fragment ExportHistoryItem_job on AsyncJob {
    id
    name
    title
    state
    progress
    createdAt
    emails
    fileFormat
    downloadUrl
    expired
    canResend
  }
`;

const resendMutation = graphql`
  mutation ExportHistoryItemResendMutation($id: ID!) {
    resendAsyncJob(id: $id) {
      asyncJob {
        id
        ...ExportHistoryItem_job
      }
    }
  }
`;

/** Minimum row height (spec §9). */
export const ITEM_MIN_HEIGHT = 103;

type State = 'ENQUEUED' | 'FAILED' | 'FINISHED';

const Row = styled.li`
  min-height: ${ITEM_MIN_HEIGHT}px;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  padding: ${(p) => `${p.theme.space(3)} ${p.theme.space(5)}`};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
`;

const Name = styled.h4`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(3)};
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
`;

const Format = styled.span`
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: 600;
  color: ${(p) => p.theme.colors.textMuted};
  white-space: nowrap;
`;

const Chip = styled.span<{ state: State }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1.5)};
  padding: 2px ${(p) => p.theme.space(2.5)};
  border-radius: ${(p) => p.theme.radii.pill};
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: 600;
  white-space: nowrap;
  color: ${(p) => (p.state === 'FINISHED' ? p.theme.colors.success : p.state === 'FAILED' ? p.theme.colors.danger : p.theme.colors.primary)};
  background: ${(p) => (p.state === 'FINISHED' ? p.theme.colors.successSoft : p.state === 'FAILED' ? p.theme.colors.dangerSoft : p.theme.colors.primarySoft)};
`;

const Progress = styled.div`
  height: 4px;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.neutralSoft};
  overflow: hidden;
  > div {
    height: 100%;
    background: ${(p) => p.theme.colors.primary};
    transition: width 0.3s ease;
  }
`;

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${(p) => p.theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  margin-top: auto;
`;

const SmallLink = styled.a`
  ${(p) => buttonCss(p.theme, 'secondary')};
  min-height: 32px;
  padding: 0 ${(p) => p.theme.space(3)};
`;

const SmallButton = styled.button`
  ${(p) => buttonCss(p.theme, 'ghost')};
  min-height: 32px;
  padding: 0 ${(p) => p.theme.space(3)};
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const TooltipHost = styled.span`
  position: relative;
  display: inline-flex;
  [role='tooltip'] {
    display: none;
    position: absolute;
    bottom: calc(100% + 6px);
    right: 0;
    z-index: 2;
    width: max-content;
    max-width: 240px;
    padding: ${(p) => `${p.theme.space(1.5)} ${p.theme.space(2.5)}`};
    border-radius: ${(p) => p.theme.radii.sm};
    background: ${(p) => p.theme.colors.text};
    color: #ffffff;
    font-size: ${(p) => p.theme.fontSizes.xs};
    line-height: 1.4;
  }
  &:hover [role='tooltip'],
  &:focus-within [role='tooltip'] {
    display: block;
  }
`;

const Expired = styled.span`
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: 600;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Failure = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.danger};
`;

export interface ExportHistoryItemProps {
  job: ExportHistoryItem_job$key;
}

/** One report of the export history: state, time, recipients, download and resend. */
export function ExportHistoryItem({ job }: ExportHistoryItemProps) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const data = useFragment(jobFragment, job);
  const [commitResend, resending] = useMutation<ExportHistoryItemResendMutation>(resendMutation);
  const [recipientsOpen, setRecipientsOpen] = useState(false);
  const tooltipId = useId();
  const state = data.state as State;
  const percent = Math.round(data.progress * 100);

  const resend = () => {
    if (!data.canResend || resending) return;
    commitResend({
      variables: { id: data.id },
      onCompleted: (_response, errors) => {
        if (errors?.length) snackbar.show(intl.formatMessage({ id: 'exportHistory.resendError' }));
        else snackbar.show(intl.formatMessage({ id: 'exportHistory.resent' }, { count: data.emails.length }), { severity: 'success' });
      },
      onError: () => {
        snackbar.show(intl.formatMessage({ id: 'exportHistory.resendError' }));
      },
    });
  };

  return (
    <Row data-testid="export-history-item" data-state={state} data-job-id={data.id}>
      <Head>
        <Name title={data.title}>
          {data.name} <Format>· {data.fileFormat}</Format>
        </Name>
        <Chip state={state}>
          {intl.formatMessage({ id: `exportHistory.state.${state}` })}
          {state === 'ENQUEUED' && percent > 0 ? ` · ${intl.formatMessage({ id: 'exportHistory.progress' }, { percent })}` : null}
        </Chip>
      </Head>
      {state === 'ENQUEUED' && (
        <Progress role="progressbar" aria-label={data.name} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <div style={{ width: `${Math.max(4, percent)}%` }} />
        </Progress>
      )}
      <Meta>
        <span>{intl.formatMessage({ id: 'exportHistory.createdAt' }, { time: timeOf(data.createdAt) })}</span>
        <LinkButton
          type="button"
          aria-haspopup="dialog"
          aria-label={intl.formatMessage({ id: 'exportHistory.recipientsOf' }, { name: data.name })}
          onClick={() => setRecipientsOpen(true)}
        >
          {intl.formatMessage({ id: 'exportHistory.recipients' }, { count: data.emails.length })}
        </LinkButton>
      </Meta>
      {state === 'FAILED' && <Failure>{intl.formatMessage({ id: 'exportHistory.failed' })}</Failure>}
      {state === 'FINISHED' && (
        <Actions>
          {data.expired ? (
            <Expired>{intl.formatMessage({ id: 'exportHistory.expired' })}</Expired>
          ) : (
            data.downloadUrl && (
              <SmallLink href={data.downloadUrl} download aria-label={intl.formatMessage({ id: 'exportHistory.downloadLabel' }, { name: data.name, format: data.fileFormat })}>
                <DownloadIcon />
                {intl.formatMessage({ id: 'exportHistory.download' })}
              </SmallLink>
            )
          )}
          <TooltipHost>
            {/* aria-disabled, not disabled: the button stays focusable so keyboard users reach the tooltip */}
            <SmallButton
              type="button"
              aria-disabled={!data.canResend || resending}
              aria-describedby={data.canResend ? undefined : tooltipId}
              aria-label={intl.formatMessage({ id: 'exportHistory.resendLabel' }, { name: data.name })}
              onClick={resend}
            >
              <ResendIcon />
              {intl.formatMessage({ id: 'exportHistory.resend' })}
            </SmallButton>
            {!data.canResend && (
              <span role="tooltip" id={tooltipId}>
                {intl.formatMessage({ id: 'exportHistory.resendNotAllowed' })}
              </span>
            )}
          </TooltipHost>
        </Actions>
      )}
      {state === 'FAILED' && (
        <Actions>
          <TooltipHost>
            <SmallButton type="button" aria-disabled aria-describedby={tooltipId} aria-label={intl.formatMessage({ id: 'exportHistory.resendLabel' }, { name: data.name })}>
              <ResendIcon />
              {intl.formatMessage({ id: 'exportHistory.resend' })}
            </SmallButton>
            <span role="tooltip" id={tooltipId}>
              {intl.formatMessage({ id: 'exportHistory.resendNotAllowed' })}
            </span>
          </TooltipHost>
        </Actions>
      )}
      <RecipientsDialog open={recipientsOpen} emails={data.emails} onClose={() => setRecipientsOpen(false)} />
    </Row>
  );
}

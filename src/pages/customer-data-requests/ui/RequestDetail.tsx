import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { formatDateTime } from '@/shared/lib/date';
import { formatNumber } from '@/shared/lib/number';
import { Button, ModalDialog, MutedLine } from '@/shared/ui';
import { DeadlineBadge } from './DeadlineBadge';
import type { RequestDetail_request$key } from './__generated__/RequestDetail_request.graphql';

const fragment = graphql`
  fragment RequestDetail_request on DeleteDataRequest {
    id
    name
    document
    email
    anonymised
    kind
    categories
    channel
    requested_at
    status
    finished_at
    finished_by
    reply
    days_left
    deadline
    due_date
    proof {
      pseudonym
      suppressed
      at
      by
      entries {
        store
        target
        rows
        action
      }
    }
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(3)};
  margin: 0;
  dt {
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const ProofList = styled.ul`
  list-style: none;
  margin: ${(p) => p.theme.space(2)} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 2px ${(p) => p.theme.space(2)};
    padding: ${(p) => p.theme.space(2)} 0;
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  .target {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .count {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  li > :last-child {
    grid-column: 1 / -1;
  }
`;

/** A request's detail: who, what, the clock, the answer and, once accepted, the proof of the erasure. */
export function RequestDetail({ request, onClose }: { request: RequestDetail_request$key; onClose: () => void }) {
  const intl = useIntl();
  const r = useFragment(fragment, request);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: id as 'dataRequests.detail' }, values);
  return (
    <ModalDialog
      open
      title={t('dataRequests.detailTitle', { name: r.name })}
      onEscape={onClose}
      actions={
        <Button onClick={onClose}>
          <FormattedMessage id="dataRequests.close" />
        </Button>
      }
    >
      <Facts>
        <dt>{t('dataRequests.field.document')}</dt>
        <dd>{r.document}</dd>
        <dt>{t('dataRequests.field.email')}</dt>
        <dd>{r.email ?? t('dataRequests.none')}</dd>
        <dt>{t('dataRequests.field.kind')}</dt>
        <dd>
          {t(`dataRequests.kind.${r.kind}`)}
          {r.categories.length > 0 && ` (${r.categories.map((c) => t(`dataRequests.category.${c}`)).join(', ')})`}
        </dd>
        <dt>{t('dataRequests.field.channel')}</dt>
        <dd>{r.channel}</dd>
        <dt>{t('dataRequests.field.requested')}</dt>
        <dd>{formatDateTime(r.requested_at)}</dd>
        <dt>{t('dataRequests.field.deadline')}</dt>
        <dd>
          <DeadlineBadge deadline={r.deadline}>
            {r.status === 'PENDING' ? t(r.days_left < 0 ? 'dataRequests.overdueBy' : 'dataRequests.daysLeft', { count: Math.abs(r.days_left) }) : t('dataRequests.answered')}
          </DeadlineBadge>{' '}
          {t('dataRequests.dueDate', { date: r.due_date.split('-').reverse().join('/') })}
        </dd>
        <dt>{t('dataRequests.field.status')}</dt>
        <dd>{t(`dataRequests.status.${r.status}`)}</dd>
        {r.finished_at && (
          <>
            <dt>{t('dataRequests.field.finished')}</dt>
            <dd>{t('dataRequests.finishedBy', { date: formatDateTime(r.finished_at) ?? '', who: r.finished_by ?? '' })}</dd>
            <dt>{t('dataRequests.field.reply')}</dt>
            <dd style={{ whiteSpace: 'pre-wrap' }}>{r.reply}</dd>
          </>
        )}
      </Facts>
      {r.proof && (
        <section aria-labelledby="proof-title">
          <h3 id="proof-title" style={{ margin: '8px 0 4px' }}>
            <FormattedMessage id="dataRequests.proofTitle" />
          </h3>
          <MutedLine>
            {t('dataRequests.proofSummary', { at: formatDateTime(r.proof.at) ?? '', by: r.proof.by, suppressed: r.proof.suppressed })}
            {r.proof.pseudonym ? ` ${t('dataRequests.proofPseudonym', { pseudonym: r.proof.pseudonym })}` : ''}
          </MutedLine>
          <ProofList aria-label={t('dataRequests.proofTitle')}>
            {r.proof.entries.map((entry) => (
              <li key={`${entry.store}:${entry.target}`} data-proof-target={entry.target}>
                <span className="target">{entry.target}</span>
                <span className="count" data-metric="LINHAS_AFETADAS" data-value={entry.rows}>
                  {t('dataRequests.proof.rowsCount', { count: entry.rows, shown: formatNumber(entry.rows, 0) })}
                </span>
                <MutedLine>
                  {entry.store} · {entry.action}
                </MutedLine>
              </li>
            ))}
          </ProofList>
        </section>
      )}
    </ModalDialog>
  );
}

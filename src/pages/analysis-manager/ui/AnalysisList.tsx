import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '@/shared/lib';
import { WEEKDAY_LONG } from '@/shared/lib/periods';
import { Badge, Button, Card, HeaderRow, Table, TableEmptyState, TableScroll } from '@/shared/ui';
import type { MessageId } from '@/shared/i18n';
import type { AnalysisList_analyses$data, AnalysisList_analyses$key } from './__generated__/AnalysisList_analyses.graphql';

const fragment = graphql`
  fragment AnalysisList_analyses on AHubAnalyticsConfiguration @relay(plural: true) {
    id
    title
    createdAt
    default
    status
    error
    recurrent {
      modelType
      initialWeekDay
    }
    notRecurrent {
      analyzedPeriod {
        initialDate
        finalDate
      }
      referencePeriod {
        initialDate
        finalDate
      }
    }
    periods {
      id
      title
    }
    filters {
      clientsType
      units
    }
  }
`;

type Analysis = AnalysisList_analyses$data[number];

export const ANALYSIS_COLUMNS: MessageId[] = [
  'analysisManager.colTitle',
  'analysisManager.colKind',
  'analysisManager.colPeriods',
  'analysisManager.colStatus',
  'analysisManager.colCreated',
  'analysisManager.colActions',
];

const Actions = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  flex-wrap: wrap;
`;

const Muted = styled.span`
  display: block;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.xs};
`;

const brDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
/** 0 = domingo (the server's numbering) to the shared weekday names (Monday first). */
const weekdayName = (day: number) => WEEKDAY_LONG[(day + 6) % 7].toLowerCase();

const STATUS_TONE = { DONE: 'success', PROCESSING: 'brand', PENDING: 'neutral', FAILED: 'neutral' } as const;

export interface AnalysisListProps {
  analyses: AnalysisList_analyses$key;
  /** ids being deleted (their delete button shows progress) */
  deleting: ReadonlySet<string>;
  onDelete: (analysis: { id: string; title: string }) => void;
}

/** The account's analyses with their kind, computed periods and live status. */
export function AnalysisList({ analyses, deleting, onDelete }: AnalysisListProps) {
  const intl = useIntl();
  const rows = useFragment(fragment, analyses);
  const kindOf = (a: Analysis) => {
    if (a.recurrent) {
      return a.recurrent.modelType === 'WEEKLY'
        ? intl.formatMessage({ id: 'analysisManager.weekly' }, { weekday: weekdayName(a.recurrent.initialWeekDay ?? 0) })
        : intl.formatMessage({ id: 'analysisManager.monthly' });
    }
    return intl.formatMessage({ id: 'analysisManager.fixed' });
  };
  if (rows.length === 0) {
    return (
      <Card>
        <TableEmptyState>
          <p>{intl.formatMessage({ id: 'analysisManager.empty' })}</p>
          <p>{intl.formatMessage({ id: 'analysisManager.emptyHint' })}</p>
        </TableEmptyState>
      </Card>
    );
  }
  return (
    <Card>
      <TableScroll tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'analysisManager.listCaption' })}>
        <Table aria-label={intl.formatMessage({ id: 'analysisManager.listCaption' })} stacked>
          <thead>
            <HeaderRow messageIds={ANALYSIS_COLUMNS} />
          </thead>
          <tbody>
            {rows.map((a) => (
              <tr key={a.id} data-analysis={a.id}>
                <td data-label={intl.formatMessage({ id: 'analysisManager.colTitle' })}>
                  {a.title} {a.default && <Badge tone="brand">{intl.formatMessage({ id: 'analysisManager.default' })}</Badge>}
                </td>
                <td data-label={intl.formatMessage({ id: 'analysisManager.colKind' })}>
                  {kindOf(a)}
                  {(a.filters.clientsType || a.filters.units.length > 0) && (
                    <Muted data-filters>
                      {intl.formatMessage(
                        { id: 'analysisManager.filterSummary' },
                        {
                          type: intl.formatMessage({ id: a.filters.clientsType === 'J' ? 'analysisManager.clientsTypeJ' : a.filters.clientsType === 'F' ? 'analysisManager.clientsTypeF' : 'analysisManager.clientsTypeAll' }),
                          stores: a.filters.units.length,
                        },
                      )}
                    </Muted>
                  )}
                  {a.notRecurrent && (
                    <Muted>
                      {intl.formatMessage(
                        { id: 'analysisManager.fixedPeriods' },
                        {
                          referenceStart: brDate(a.notRecurrent.referencePeriod.initialDate),
                          referenceEnd: brDate(a.notRecurrent.referencePeriod.finalDate),
                          analyzedStart: brDate(a.notRecurrent.analyzedPeriod.initialDate),
                          analyzedEnd: brDate(a.notRecurrent.analyzedPeriod.finalDate),
                        },
                      )}
                    </Muted>
                  )}
                </td>
                <td data-label={intl.formatMessage({ id: 'analysisManager.colPeriods' })}>
                  {intl.formatMessage({ id: 'analysisManager.periodCount' }, { count: a.periods.length })}
                  {a.periods.slice(0, 3).map((p) => (
                    <Muted key={p.id}>{p.title}</Muted>
                  ))}
                </td>
                <td data-label={intl.formatMessage({ id: 'analysisManager.colStatus' })}>
                  <Badge tone={STATUS_TONE[a.status as keyof typeof STATUS_TONE] ?? 'neutral'} role="status" data-status={a.status}>
                    {intl.formatMessage({ id: `analysisManager.status.${a.status}` as MessageId })}
                  </Badge>
                  {a.error && <Muted>{a.error}</Muted>}
                </td>
                <td data-label={intl.formatMessage({ id: 'analysisManager.colCreated' })}>{formatDisplayDateTime(a.createdAt, DATE_TIME_MINUTES_FORMAT)}</td>
                <td data-label={intl.formatMessage({ id: 'analysisManager.colActions' })}>
                  <Actions>
                    <Link to={`/clientes/classificacao-rfv/${a.id}`} aria-label={intl.formatMessage({ id: 'analysisManager.openLabel' }, { title: a.title })}>
                      {intl.formatMessage({ id: 'analysisManager.open' })}
                    </Link>
                    <Button
                      variant="secondary"
                      disabled={a.default}
                      title={a.default ? intl.formatMessage({ id: 'analysisManager.defaultNotDeletable' }) : undefined}
                      loading={deleting.has(a.id)}
                      aria-label={intl.formatMessage({ id: 'analysisManager.deleteLabel' }, { title: a.title })}
                      onClick={() => onDelete({ id: a.id, title: a.title })}
                    >
                      {intl.formatMessage({ id: deleting.has(a.id) ? 'analysisManager.deleting' : 'analysisManager.delete' })}
                    </Button>
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </Card>
  );
}

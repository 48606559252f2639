import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { InfoTip } from '@/entities/metric';
import { formatNumber, formatPercent } from '@/shared/lib/number';
import { monthLabel } from '@/shared/lib/periods';
import { Card } from '@/shared/ui/Card';
import { ChartCard } from '@/shared/ui/analytics-page';
import type { CohortTriangle_retention$key } from './__generated__/CohortTriangle_retention.graphql';

const fragment = graphql`
  fragment CohortTriangle_retention on CustomerRetention {
    cohorts {
      month
      NUM_CLIENTES
      retained
      PER_RETENCAO
    }
    average {
      k
      PER_RETENCAO
      cohorts
    }
  }
`;

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(5)};
  min-width: 0;
  h2 {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Grid = styled.table`
  border-collapse: separate;
  border-spacing: 2px;
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  th {
    padding: 4px 6px;
    font-weight: 600;
    color: ${(p) => p.theme.colors.textMuted};
    white-space: nowrap;
    text-align: right;
  }
  th[scope='row'] {
    text-align: left;
  }
  td {
    min-width: 52px;
    padding: 6px;
    text-align: right;
    border-radius: 4px;
    white-space: nowrap;
  }
`;

/** The heat of a retention cell: a blue whose strength follows the percentage (month 0, 100 %, darkest). */
function heat(percent: number): { background: string; color: string } {
  const strength = Math.max(0, Math.min(1, percent / 100));
  return { background: `rgba(37, 99, 235, ${0.08 + strength * 0.82})`, color: strength > 0.45 ? '#fff' : '#1f2937' };
}

/** The cohort triangle (heat colours) and the weighted average curve. */
export function CohortTriangle({ retention }: { retention: CohortTriangle_retention$key }) {
  const intl = useIntl();
  const data = useFragment(fragment, retention);
  const heading = intl.formatMessage({ id: 'customerRetention.triangle' });
  const months = data.cohorts.length;
  const anyCohort = data.cohorts.some((cohort) => cohort.NUM_CLIENTES > 0);
  const curve = data.average.filter((point) => point.cohorts > 0);
  return (
    <>
      <Box as="section" aria-label={heading}>
        <h2>
          {heading} <InfoTip label={heading} text={intl.formatMessage({ id: 'customerRetention.triangleTip' })} />
        </h2>
        <p>{intl.formatMessage({ id: 'customerRetention.triangleNote' })}</p>
        {!anyCohort ? (
          <p role="status">{intl.formatMessage({ id: 'customerRetention.noCohorts' })}</p>
        ) : (
          <Scroll tabIndex={0} role="region" aria-label={heading}>
            <Grid aria-label={heading}>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage({ id: 'customerRetention.cohort' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'customerRetention.cohortSize' })}</th>
                  {Array.from({ length: months }, (_, k) => (
                    <th key={k} scope="col">
                      {intl.formatMessage({ id: 'customerRetention.monthK' }, { k })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.cohorts.map((cohort) => (
                  <tr key={cohort.month} data-cohort={cohort.month}>
                    <th scope="row">{monthLabel(cohort.month)}</th>
                    <td data-metric="NUM_CLIENTES" data-value={cohort.NUM_CLIENTES}>
                      {formatNumber(cohort.NUM_CLIENTES, 0)}
                    </td>
                    {Array.from({ length: months }, (_, k) => {
                      if (k >= cohort.PER_RETENCAO.length || cohort.NUM_CLIENTES === 0) return <td key={k} />;
                      const percent = cohort.PER_RETENCAO[k];
                      return (
                        <td
                          key={k}
                          style={heat(percent)}
                          data-metric="PER_RETENCAO"
                          data-k={k}
                          data-value={percent}
                          data-count={cohort.retained[k]}
                          title={intl.formatMessage(
                            { id: 'customerRetention.cellLabel' },
                            {
                              cohort: monthLabel(cohort.month),
                              k,
                              percent: formatPercent(percent),
                              count: formatNumber(cohort.retained[k], 0),
                              size: formatNumber(cohort.NUM_CLIENTES, 0),
                            },
                          )}
                        >
                          {formatPercent(percent)}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </Grid>
          </Scroll>
        )}
      </Box>
      {anyCohort && (
        <ChartCard
          heading={intl.formatMessage({ id: 'customerRetention.curve' })}
          note={intl.formatMessage({ id: 'customerRetention.curveNote' })}
          kind="line"
          height={280}
          categories={curve.map((point) => intl.formatMessage({ id: 'customerRetention.curveMonth' }, { k: point.k }))}
          series={[{ name: intl.formatMessage({ id: 'customerRetention.curveSeries' }), data: curve.map((point) => point.PER_RETENCAO) }]}
          formats={['percent']}
        />
      )}
    </>
  );
}

import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { InfoTip } from '@/entities/metric';
import { Badge, Card } from '@/shared/ui';
import type { AnalysisLimits_limits$key } from './__generated__/AnalysisLimits_limits.graphql';

const fragment = graphql`
  fragment AnalysisLimits_limits on AHubAnalyticsLimits {
    rfv {
      recurrent {
        createdTotal
        limitTotal
      }
      notRecurrent {
        createdTotal
        limitTotal
      }
    }
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${(p) => p.theme.space(3)};
`;

const Box = styled(Card)`
  padding: ${(p) => p.theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
  font-weight: 600;
`;

const Value = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.xl};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

/** createdTotal / limitTotal of RFV analyses, recurrent and not (spec §3 hub limits). */
export function AnalysisLimits({ limits }: { limits: AnalysisLimits_limits$key }) {
  const intl = useIntl();
  const { rfv } = useFragment(fragment, limits);
  const items = [
    { key: 'recurrent', label: intl.formatMessage({ id: 'analysisManager.limitRecurrent' }), value: rfv.recurrent },
    { key: 'notRecurrent', label: intl.formatMessage({ id: 'analysisManager.limitNotRecurrent' }), value: rfv.notRecurrent },
  ];
  return (
    <section aria-label={intl.formatMessage({ id: 'analysisManager.limits' })}>
      <Row>
        {items.map(({ key, label, value }) => (
          <Box key={key} aria-label={label}>
            <Head>
              <span>{label}</span>
              <InfoTip label={label} text={intl.formatMessage({ id: 'analysisManager.limitTip' })} />
            </Head>
            <Value data-metric={`rfv.${key}.createdTotal`} data-value={String(value.createdTotal)} data-limit={String(value.limitTotal)}>
              {intl.formatMessage({ id: 'analysisManager.limitValue' }, { created: value.createdTotal, limit: value.limitTotal })}
            </Value>
            {value.createdTotal >= value.limitTotal && <Badge tone="neutral">{intl.formatMessage({ id: 'analysisManager.limitReached' })}</Badge>}
          </Box>
        ))}
      </Row>
    </section>
  );
}

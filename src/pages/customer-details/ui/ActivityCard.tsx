import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { RfvClusterName } from '@/entities/rfv-cluster';
import { InfoTip } from '@/entities/metric';
import { Card } from '@/shared/ui';

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  min-width: 0;
  padding: ${(p) => p.theme.space(4)};
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 600;
    color: ${(p) => p.theme.colors.textMuted};
  }
  p {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
    font-weight: 700;
  }
`;

/** The activity groups' names. */
const CLUSTERS = {
  ACTIVE: 'customerDetails.cluster.ACTIVE',
  RECENT_INACTIVE: 'customerDetails.cluster.RECENT_INACTIVE',
  AT_RISK: 'customerDetails.cluster.AT_RISK',
  LOST: 'customerDetails.cluster.LOST',
  NEVER_BOUGHT: 'customerDetails.cluster.NEVER_BOUGHT',
  NONE: 'customerDetails.cluster.NONE',
} as const;

/** The customer's activity group (metrics contract, the account's recency criteria) on a reference date. */
export function ActivityCard({ cluster, referenceDate, rfvCluster }: { cluster: string | null; referenceDate: string; rfvCluster: string | null }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'customerDetails.activity' });
  return (
    <Box aria-label={label}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <h3>{label}</h3>
        <InfoTip label={label} text={intl.formatMessage({ id: 'customerDetails.activityTip' }, { date: referenceDate.split('-').reverse().join('/') })} />
      </div>
      <p data-metric="CLUSTER_ATIVIDADE" data-value={cluster ?? ''}>
        {intl.formatMessage({ id: CLUSTERS[(cluster ?? 'NONE') as keyof typeof CLUSTERS] ?? CLUSTERS.NONE })}
      </p>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <h3>{intl.formatMessage({ id: 'customerDetails.rfv' })}</h3>
        <InfoTip label={intl.formatMessage({ id: 'customerDetails.rfv' })} text={intl.formatMessage({ id: 'customerDetails.rfvTip' })} />
      </div>
      <p data-metric="CLUSTER_RFV" data-value={rfvCluster ?? ''}>
        <RfvClusterName cluster={rfvCluster} />
      </p>
    </Box>
  );
}

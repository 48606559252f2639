import styled from '@emotion/styled';
import { useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { InfoTip } from '@/entities/metric';
import { formatNumber, formatPercent } from '@/shared/lib/number';
import { formatDay } from '@/shared/lib/sales-filters';
import { Card } from '@/shared/ui';
import { Chart } from '@/shared/ui/chart';
import type { CustomerActivityClusters_account$key } from './__generated__/CustomerActivityClusters_account.graphql';
import type { CustomerActivityClusters_clusters$key } from './__generated__/CustomerActivityClusters_clusters.graphql';

const accountFragment = graphql`
  fragment CustomerActivityClusters_account on Account {
    cbm_configuration {
      recency_criteria {
        actives {
          bought
          not_bought
        }
        recent_inactives {
          bought
          not_bought
        }
        at_risk {
          bought
          not_bought
        }
        losses {
          bought
          not_bought
        }
      }
    }
  }
`;

const clustersFragment = graphql`
  fragment CustomerActivityClusters_clusters on ClientsActivityClusters {
    date
    registered
    actives {
      quantity
      percentage
    }
    recentInactives {
      quantity
      percentage
    }
    atRisk {
      quantity
      percentage
    }
    losses {
      quantity
      percentage
    }
    neverBought {
      quantity
      percentage
    }
  }
`;

type GroupKey = 'actives' | 'recentInactives' | 'atRisk' | 'losses' | 'neverBought';
interface Window {
  readonly bought: number | null | undefined;
  readonly not_bought: number | null | undefined;
}

const GROUPS: { key: GroupKey; criterion: 'actives' | 'recent_inactives' | 'at_risk' | 'losses' | null; color: string }[] = [
  { key: 'actives', criterion: 'actives', color: '#16a34a' },
  { key: 'recentInactives', criterion: 'recent_inactives', color: '#eab308' },
  { key: 'atRisk', criterion: 'at_risk', color: '#f97316' },
  { key: 'losses', criterion: 'losses', color: '#dc2626' },
  { key: 'neverBought', criterion: null, color: '#64748b' },
];

/** The account's rule of a group in words ("Compraram nos últimos 120 dias, mas não nos últimos 60"). */
export function criterionText(intl: IntlShape, window: Window | null): string {
  if (!window) return intl.formatMessage({ id: 'clusters.rule.never' });
  const { bought, not_bought: notBought } = window;
  if (bought && notBought) return intl.formatMessage({ id: 'clusters.rule.between' }, { bought, notBought });
  if (bought) return intl.formatMessage({ id: 'clusters.rule.within' }, { bought });
  if (notBought) return intl.formatMessage({ id: 'clusters.rule.notWithin' }, { notBought });
  return intl.formatMessage({ id: 'clusters.rule.none' });
}

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(5)};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const Body = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  align-items: center;
  grid-template-columns: 1fr;
  ${(p) => p.theme.mq.md} {
    grid-template-columns: minmax(220px, 1fr) minmax(260px, 1.3fr);
  }
`;

const Groups = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
`;

const Group = styled.li`
  display: grid;
  grid-template-columns: 12px 1fr auto;
  gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(3)};
  align-items: baseline;
  padding: ${(p) => p.theme.space(2)} 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  &:last-of-type {
    border-bottom: none;
  }
`;

const Dot = styled.span`
  width: 12px;
  height: 12px;
  border-radius: 50%;
  align-self: center;
`;

const Name = styled.span`
  font-weight: 600;
`;

const Figures = styled.span`
  font-variant-numeric: tabular-nums;
  text-align: right;
  white-space: nowrap;
  strong {
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  span {
    margin-left: ${(p) => p.theme.space(2)};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Rule = styled.span`
  grid-column: 2 / 4;
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
`;

export interface CustomerActivityClustersProps {
  account: CustomerActivityClusters_account$key;
  /** null before the account's first processing */
  clusters: CustomerActivityClusters_clusters$key | null;
}

/**
 * The customer base on the reference date split into the five activity groups of the account's
 * recency criteria: a donut, and each group with its quantity, share and rule.
 */
export function CustomerActivityClusters({ account, clusters }: CustomerActivityClustersProps) {
  const intl = useIntl();
  const { cbm_configuration: config } = useFragment(accountFragment, account);
  const data = useFragment(clustersFragment, clusters);
  const title = intl.formatMessage({ id: 'clusters.title' });
  const rules = GROUPS.map((group) => ({
    ...group,
    name: intl.formatMessage({ id: `clusters.${group.key}` }),
    rule: criterionText(intl, group.criterion ? config.recency_criteria[group.criterion] : null),
  }));
  const help = `${intl.formatMessage({ id: 'clusters.help' })} ${rules.map((r) => `${r.name}: ${r.rule}.`).join(' ')}`;

  return (
    <Box as="section" aria-labelledby="clusters-title">
      <Head>
        <h2 id="clusters-title">{title}</h2>
        <InfoTip label={title} text={help} />
      </Head>
      {!data ? (
        <Muted>{intl.formatMessage({ id: 'clusters.empty' })}</Muted>
      ) : (
        <>
          <Muted>
            {intl.formatMessage({ id: 'clusters.subtitle' }, { date: formatDay(data.date), registered: formatNumber(data.registered, 0) })}
          </Muted>
          {data.registered === 0 ? (
            <Muted>{intl.formatMessage({ id: 'clusters.noClients' })}</Muted>
          ) : (
            <Body>
              <Chart
                title={intl.formatMessage({ id: 'clusters.chartTitle' })}
                kind="donut"
                categories={rules.map((r) => r.name)}
                series={[{ name: intl.formatMessage({ id: 'clusters.clients' }), data: rules.map((r) => data[r.key].quantity) }]}
                formats={['number']}
                height={260}
                colors={rules.map((r) => r.color)}
              />
              <Groups>
                {rules.map((r) => (
                  <Group key={r.key} data-cluster={r.key} data-quantity={data[r.key].quantity} data-percentage={data[r.key].percentage}>
                    <Dot style={{ background: r.color }} aria-hidden="true" />
                    <Name>{r.name}</Name>
                    <Figures>
                      <strong>{formatNumber(data[r.key].quantity, 0)}</strong>
                      <span>{formatPercent(data[r.key].percentage)}</span>
                    </Figures>
                    <Rule>{r.rule}</Rule>
                  </Group>
                ))}
              </Groups>
            </Body>
          )}
        </>
      )}
    </Box>
  );
}

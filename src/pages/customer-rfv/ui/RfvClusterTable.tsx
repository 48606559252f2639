import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { InfoTip } from '@/entities/metric';
import { formatCurrency, formatNumber, formatPercent } from '@/shared/lib/number';
import type { MessageId } from '@/shared/i18n';
import { Card, Table, TableScroll } from '@/shared/ui';
import { ChartCard } from '@/shared/ui/analytics-page';
import type { RfvClusterTable_metrics$data, RfvClusterTable_metrics$key } from './__generated__/RfvClusterTable_metrics.graphql';

const fragment = graphql`
  fragment RfvClusterTable_metrics on RfvClientsMetrics {
    clusters {
      cluster
      clients
      tickets
      recency
      revenue
      frequency
      averageTicket
      percentageRevenue
      percentageTickets
      monthlyAverageRevenuePerClient
      channels {
        sms
        email
        app
        whatsapp
      }
    }
  }
`;

type Cluster = RfvClusterTable_metrics$data['clusters'][number];
type Metric = 'clients' | 'tickets' | 'recency' | 'revenue' | 'frequency' | 'averageTicket' | 'percentageRevenue' | 'percentageTickets' | 'monthlyAverageRevenuePerClient';

/** Every figure of a cluster (spec §3), with how it is shown. */
const METRICS: { key: Metric; format: (value: number | null) => string }[] = [
  { key: 'clients', format: (v) => formatNumber(v, 0) },
  { key: 'revenue', format: (v) => formatCurrency(v) },
  { key: 'tickets', format: (v) => formatNumber(v, 0) },
  { key: 'recency', format: (v) => (v === null ? '—' : formatNumber(v, 1)) },
  { key: 'frequency', format: (v) => formatNumber(v, 2) },
  { key: 'averageTicket', format: (v) => formatCurrency(v) },
  { key: 'percentageRevenue', format: (v) => formatPercent(v) },
  { key: 'percentageTickets', format: (v) => formatPercent(v) },
  { key: 'monthlyAverageRevenuePerClient', format: (v) => formatCurrency(v) },
];

const CHANNELS = ['sms', 'email', 'app', 'whatsapp'] as const;

const Head = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  white-space: nowrap;
`;

const Title = styled.h2`
  margin: 0;
  padding: ${(p) => `${p.theme.space(4)} ${p.theme.space(5)} 0`};
  font-size: ${(p) => p.theme.fontSizes.md};
`;

const Note = styled.p`
  margin: 0;
  padding: ${(p) => `${p.theme.space(1)} ${p.theme.space(5)} ${p.theme.space(3)}`};
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const Num = styled.td`
  text-align: right !important;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** The seven clusters with every figure and the reach per channel; a chart of clients per cluster. */
export function RfvClusterTable({ metrics }: { metrics: RfvClusterTable_metrics$key }) {
  const intl = useIntl();
  const { clusters } = useFragment(fragment, metrics);
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const name = (cluster: string) => t(`customerRfv.cluster.${cluster}` as MessageId);
  const header = (label: string, tip: string) => (
    <Head>
      {label}
      <InfoTip label={label} text={tip} />
    </Head>
  );
  const figure = (c: Cluster, metric: string, value: number | null, text: string) => (
    <Num key={metric} data-label={metric} data-metric={`rfv.${c.cluster}.${metric}`} data-value={value === null ? '' : String(value)}>
      {text}
    </Num>
  );
  return (
    <>
      <ChartCard
        heading={t('customerRfv.clientsChart')}
        kind="bar"
        height={260}
        categories={clusters.map((c) => name(c.cluster))}
        series={[{ name: t('customerRfv.metric.clients'), data: clusters.map((c) => c.clients) }]}
        formats={['number']}
      />
      <Card>
        <Title>{t('customerRfv.clustersTitle')}</Title>
        <Note>{t('customerRfv.clustersNote')}</Note>
        <TableScroll tabIndex={0} role="region" aria-label={t('customerRfv.clustersTitle')}>
          <Table aria-label={t('customerRfv.clustersTitle')}>
            <thead>
              <tr>
                <th scope="col">{t('customerRfv.colCluster')}</th>
                {METRICS.map((m) => (
                  <th scope="col" key={m.key}>
                    {header(t(`customerRfv.metric.${m.key}` as MessageId), t(`customerRfv.metric.${m.key}Tip` as MessageId))}
                  </th>
                ))}
                {CHANNELS.map((channel) => (
                  <th scope="col" key={channel}>
                    {header(t(`customerRfv.channel.${channel}`), t('customerRfv.channelTip', { channel: t(`customerRfv.channel.${channel}`) }))}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {clusters.map((c) => (
                <tr key={c.cluster} data-cluster={c.cluster}>
                  <th scope="row">
                    {header(name(c.cluster), t(`customerRfv.clusterRule.${c.cluster}` as MessageId))}
                  </th>
                  {METRICS.map((m) => figure(c, m.key, c[m.key] ?? null, m.format(c[m.key] ?? null)))}
                  {CHANNELS.map((channel) => figure(c, `channels.${channel}`, c.channels[channel], formatNumber(c.channels[channel], 0)))}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      </Card>
    </>
  );
}

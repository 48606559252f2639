import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { InfoTip } from '@/entities/metric';
import { formatNumber } from '@/shared/lib/number';
import type { MessageId } from '@/shared/i18n';
import { Card, Table, TableScroll } from '@/shared/ui';
import { EmptyState } from '@/shared/ui/analytics-page';
import { RFV_CLUSTER_KEYS } from '../model/clusters';
import type { RfvMigrationMatrix_migrations$key } from './__generated__/RfvMigrationMatrix_migrations.graphql';

const fragment = graphql`
  fragment RfvMigrationMatrix_migrations on RfvPeriodMigrations {
    from {
      id
      title
    }
    to {
      id
      title
    }
    cells {
      from
      to
      clients
    }
  }
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

const Cell = styled.td<{ strength: number }>`
  text-align: right !important;
  font-variant-numeric: tabular-nums;
  background: ${(p) => (p.strength > 0 ? `color-mix(in srgb, ${p.theme.colors.primary} ${Math.round(8 + p.strength * 40)}%, transparent)` : 'transparent')};
`;

const Head = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  white-space: nowrap;
`;

/** Rows: the cluster in period A ("novo" last); columns: the cluster in period B. */
const FROM_ROWS = [...RFV_CLUSTER_KEYS, 'novo'] as const;

/** The period-migration matrix (contracts/customers.md): consumers by cluster in A and in B. */
export function RfvMigrationMatrix({ migrations }: { migrations: RfvMigrationMatrix_migrations$key | null }) {
  const intl = useIntl();
  const data = useFragment(fragment, migrations);
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (!data) {
    return (
      <Card>
        <Title>{t('customerRfv.migrationsTitle')}</Title>
        <EmptyState title={t('customerRfv.migrationsEmpty')} hint={t('customerRfv.migrationsEmptyHint')} />
      </Card>
    );
  }
  const name = (key: string) => (key === 'novo' ? t('customerRfv.novo') : t(`customerRfv.cluster.${key}` as MessageId));
  const count = new Map(data.cells.map((cell) => [`${cell.from}>${cell.to}`, cell.clients]));
  const max = Math.max(1, ...data.cells.map((cell) => cell.clients));
  const rows = FROM_ROWS.filter((from) => from !== 'novo' || data.cells.some((cell) => cell.from === 'novo'));
  return (
    <Card>
      <Title>{t('customerRfv.migrationsTitle')}</Title>
      <Note>{t('customerRfv.migrationsNote', { from: data.from.title, to: data.to.title })}</Note>
      <TableScroll tabIndex={0} role="region" aria-label={t('customerRfv.migrationsTitle')}>
        <Table aria-label={t('customerRfv.migrationsTitle')}>
          <thead>
            <tr>
              <th scope="col">{t('customerRfv.fromTo')}</th>
              {RFV_CLUSTER_KEYS.map((to) => (
                <th scope="col" key={to}>
                  {name(to)}
                </th>
              ))}
              <th scope="col">{t('customerRfv.total')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((from) => (
              <tr key={from} data-from={from}>
                <th scope="row">{name(from)}</th>
                {RFV_CLUSTER_KEYS.map((to) => {
                  const value = count.get(`${from}>${to}`) ?? 0;
                  return (
                    <Cell key={to} strength={value / max} data-metric="rfv.migration" data-from={from} data-to={to} data-value={String(value)}>
                      <Head>
                        {formatNumber(value, 0)}
                        {value > 0 && <InfoTip label={`${name(from)} → ${name(to)}`} text={t('customerRfv.migrationTip', { from: name(from), to: name(to) })} />}
                      </Head>
                    </Cell>
                  );
                })}
                <Cell strength={0} data-metric="rfv.migration.total" data-from={from} data-value={String(RFV_CLUSTER_KEYS.reduce((s, to) => s + (count.get(`${from}>${to}`) ?? 0), 0))}>
                  {formatNumber(RFV_CLUSTER_KEYS.reduce((s, to) => s + (count.get(`${from}>${to}`) ?? 0), 0), 0)}
                </Cell>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </Card>
  );
}

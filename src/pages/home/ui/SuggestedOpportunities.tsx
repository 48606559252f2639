import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { ExportTableButton } from '@/features/export-table';
import { clearQueryCache } from '@/shared/api';
import { formatDateTime } from '@/shared/lib/date';
import { formatCurrency, formatNumber, formatPercent } from '@/shared/lib/number';
import { formatDay, type SalesFilterInput } from '@/shared/lib/sales-filters';
import { Alert, Badge, Button, Card, Table, TableEmptyState, TableScroll } from '@/shared/ui';
import type {
  SuggestedOpportunities_opportunities$data,
  SuggestedOpportunities_opportunities$key,
} from './__generated__/SuggestedOpportunities_opportunities.graphql';

const opportunitiesFragment = graphql`
  fragment SuggestedOpportunities_opportunities on SuggestedProductsOpportunities {
    id
    computedAt
    outdated
    windowStart
    windowEnd
    activeClients
    chainActiveClients
    opportunities {
      products {
        sku
        name
        department
      }
      clientsPercentage
      chainClientsPercentage
      revenuePercentage
      basketItemsPercentage
      missingClients
      averageSpend
      potentialRevenue
    }
  }
`;

type Row = SuggestedOpportunities_opportunities$data['opportunities'][number];
type SortKey = 'product' | 'clientsPercentage' | 'chainClientsPercentage' | 'revenuePercentage' | 'basketItemsPercentage' | 'missingClients' | 'potentialRevenue';

const COLUMNS: { key: SortKey; numeric: boolean }[] = [
  { key: 'product', numeric: false },
  { key: 'clientsPercentage', numeric: true },
  { key: 'chainClientsPercentage', numeric: true },
  { key: 'revenuePercentage', numeric: true },
  { key: 'basketItemsPercentage', numeric: true },
  { key: 'missingClients', numeric: true },
  { key: 'potentialRevenue', numeric: true },
];

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(5)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  p {
    margin: ${(p) => p.theme.space(1)} 0 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
`;

const HowWeCompute = styled.details`
  margin: 0 ${(p) => p.theme.space(5)} ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  ul {
    margin: ${(p) => p.theme.space(2)} 0 0;
    padding-left: ${(p) => p.theme.space(5)};
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(1)};
  }
`;

const SortButton = styled.button`
  all: unset;
  cursor: pointer;
  display: inline-flex;
  gap: ${(p) => p.theme.space(1)};
  align-items: center;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Numeric = styled.td`
  text-align: right !important;
  font-variant-numeric: tabular-nums;
`;

const ProductName = styled.span`
  display: block;
  font-weight: 600;
  white-space: normal;
`;

const ProductMeta = styled.span`
  display: block;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: 400;
`;

const Total = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(5)};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  font-size: ${(p) => p.theme.fontSizes.sm};
  text-align: right;
`;

const ErrorBox = styled.div`
  margin: 0 ${(p) => p.theme.space(5)} ${(p) => p.theme.space(4)};
`;

const valueOf = (row: Row, key: SortKey): number | string => (key === 'product' ? row.products[0]?.name ?? '' : row[key]);

export interface SuggestedOpportunitiesProps {
  opportunities: SuggestedOpportunities_opportunities$key;
  /** the stores selected on the page (id_erp; empty = every store): the list is theirs */
  units: readonly string[];
  /** how the page names the selection ("Todas as lojas", "Loja 2"…) */
  unitsLabel: string;
  /** the page's filters, for "Exportar" (the file is recomputed with the same rule and stores) */
  filter: SalesFilterInput;
}

/**
 * Suggested-product opportunities of the selected stores: the stored list (computed on demand by
 * "Recalcular", which reads 90 days of item sales), how it was computed, and each product's gap to
 * the chain. The rule is the server's (server/modules/sales-analytics/opportunities.ts) and is spelled out here.
 */
export function SuggestedOpportunities({ opportunities, units, unitsLabel, filter }: SuggestedOpportunitiesProps) {
  const intl = useIntl();
  const data = useFragment(opportunitiesFragment, opportunities);
  const environment = useRelayEnvironment();
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'potentialRevenue', desc: true });
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const rows = useMemo(() => {
    const sorted = [...data.opportunities];
    sorted.sort((a, b) => {
      const x = valueOf(a, sort.key);
      const y = valueOf(b, sort.key);
      const order = typeof x === 'string' ? x.localeCompare(String(y), 'pt-BR') : x - Number(y);
      return sort.desc ? -order : order;
    });
    return sorted;
  }, [data.opportunities, sort]);
  const total = data.opportunities.reduce((sum, row) => sum + row.potentialRevenue, 0);

  const recompute = () => {
    setError(null);
    setRefreshing(true);
    const fail = (failure: Error) => {
      setRefreshing(false);
      setError(failure.message || t('opportunities.error'));
    };
    import(/* webpackChunkName: "home-refresh-opportunities" */ '../api/refreshOpportunities').then(
      ({ commitRefreshOpportunities }) =>
        commitRefreshOpportunities(environment, units, {
          onCompleted: () => {
            setRefreshing(false);
            // the home's stored answers (spec §7 cache) hold the previous list, and a new list does
            // not change the processing stamp that would otherwise retire them
            clearQueryCache();
          },
          onError: fail,
        }),
      fail,
    );
  };

  const computedDay = formatDateTime(data.computedAt, 'DD/MM/YYYY');
  const computedAt = computedDay && t('opportunities.computedAt', { day: computedDay, time: formatDateTime(data.computedAt, 'HH:mm') ?? '' });
  const title = t('opportunities.title');

  return (
    <Box as="section" aria-labelledby="opportunities-title" aria-busy={refreshing}>
      <Head>
        <div>
          <h2 id="opportunities-title">{title}</h2>
          <p>
            {data.computedAt && data.windowStart && data.windowEnd
              ? t('opportunities.computed', {
                  when: computedAt ?? '-',
                  start: formatDay(data.windowStart),
                  end: formatDay(data.windowEnd),
                  units: unitsLabel,
                  clients: formatNumber(data.activeClients, 0),
                })
              : t('opportunities.neverSubtitle', { units: unitsLabel })}
          </p>
        </div>
        <Actions>
          {data.outdated && <Badge tone="neutral">{t('opportunities.outdated')}</Badge>}
          <ExportTableButton table="home.oportunidades" title={title} filter={filter} disabled={!data.computedAt || data.opportunities.length === 0} />
          <Button type="button" variant="secondary" onClick={recompute} disabled={refreshing}>
            {refreshing ? t('opportunities.refreshing') : t('opportunities.refresh')}
          </Button>
        </Actions>
      </Head>

      <HowWeCompute>
        <summary>{t('opportunities.howTitle')}</summary>
        <ul>
          <li>{t('opportunities.how.window')}</li>
          <li>{t('opportunities.how.products')}</li>
          <li>{t('opportunities.how.share')}</li>
          <li>{t('opportunities.how.potential')}</li>
          <li>{t('opportunities.how.columns')}</li>
        </ul>
      </HowWeCompute>

      {error && (
        <ErrorBox>
          <Alert>{error}</Alert>
        </ErrorBox>
      )}

      {!data.computedAt ? (
        <TableEmptyState>
          <p>{t('opportunities.never')}</p>
          <p>{t('opportunities.neverHint')}</p>
        </TableEmptyState>
      ) : rows.length === 0 ? (
        <TableEmptyState>
          <p>{t('opportunities.none')}</p>
          <p>{t('opportunities.noneHint')}</p>
        </TableEmptyState>
      ) : (
        <>
          <TableScroll tabIndex={0} role="region" aria-label={t('opportunities.tableRegion')}>
            <Table stacked aria-label={title}>
              <thead>
                <tr>
                  {COLUMNS.map((column) => {
                    const active = sort.key === column.key;
                    return (
                      <th
                        key={column.key}
                        scope="col"
                        aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}
                        style={column.numeric ? { textAlign: 'right' } : undefined}
                      >
                        <SortButton
                          type="button"
                          onClick={() => setSort({ key: column.key, desc: active ? !sort.desc : column.numeric })}
                        >
                          {t(`opportunities.col.${column.key}`)}
                          <span aria-hidden="true">{active ? (sort.desc ? '↓' : '↑') : ''}</span>
                        </SortButton>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const product = row.products[0];
                  return (
                    <tr key={product?.sku} data-sku={product?.sku} data-potential={row.potentialRevenue}>
                      <th scope="row">
                        <ProductName>{product?.name}</ProductName>
                        <ProductMeta>{[product?.sku, product?.department].filter(Boolean).join(' · ')}</ProductMeta>
                      </th>
                      <Numeric data-label={t('opportunities.col.clientsPercentage')}>{formatPercent(row.clientsPercentage)}</Numeric>
                      <Numeric data-label={t('opportunities.col.chainClientsPercentage')}>{formatPercent(row.chainClientsPercentage)}</Numeric>
                      <Numeric data-label={t('opportunities.col.revenuePercentage')}>{formatPercent(row.revenuePercentage)}</Numeric>
                      <Numeric data-label={t('opportunities.col.basketItemsPercentage')}>{formatPercent(row.basketItemsPercentage)}</Numeric>
                      <Numeric data-label={t('opportunities.col.missingClients')}>{formatNumber(row.missingClients, 0)}</Numeric>
                      <Numeric data-label={t('opportunities.col.potentialRevenue')}>
                        <strong>{formatCurrency(row.potentialRevenue)}</strong>
                      </Numeric>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </TableScroll>
          <Total>{t('opportunities.total', { count: rows.length, total: formatCurrency(total) })}</Total>
        </>
      )}
    </Box>
  );
}

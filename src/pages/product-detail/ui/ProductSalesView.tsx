import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { InfoTip } from '@/entities/metric';
import { formatCurrency, formatNumber, formatPercent, formatWeight } from '@/shared/lib/number';
import { formatDay } from '@/shared/lib/sales-filters';
import { Card } from '@/shared/ui/Card';
import { ChartCard, EmptyState, KpiGrid, TwoColumns } from '@/shared/ui/analytics-page';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import type { ProductSalesView_sales$data, ProductSalesView_sales$key } from './__generated__/ProductSalesView_sales.graphql';
import { ProductHeatmap } from './ProductHeatmap';

const fragment = graphql`
  fragment ProductSalesView_sales on ProductSales {
    figures {
      NUM_ITENS
      VAL_QUANTIDADE_KG
      VAL_FATURAMENTO
      NUM_CUPONS
      NUM_CLIENTES
      VAL_PRECO_MEDIO
      VAL_QUANTIDADE_MEDIA_NA_CESTA
    }
    PER_CESTAS
    hours {
      hour
      NUM_CUPONS
    }
    weekdayHours {
      weekday
      hour
      NUM_CUPONS
    }
    days {
      day
      VAL_FATURAMENTO
      quantity
    }
    magicPrice {
      weekStart
      VAL_PRECO
      quantity
    }
    stores {
      unitId
      unitName
      VAL_FATURAMENTO
      PER_FATURAMENTO
      NUM_ITENS
      VAL_QUANTIDADE_KG
      NUM_CUPONS
      NUM_CLIENTES
    }
    boughtWith {
      department
      PER_CUPONS
    }
  }
`;

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  min-width: 0;
  padding: ${(p) => p.theme.space(4)};
  h3 {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Value = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.xl};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

type Store = ProductSalesView_sales$data['stores'][number];

export interface ProductSalesViewProps {
  sales: ProductSalesView_sales$key;
  isWeightable: boolean;
  /** "Exportar" of the stores table (the page knows the product and the filters) */
  storesExport?: ReactNode;
}

/** A product's sales: KPIs (with the magic price point), days, peak hours, the weekday × hour map, stores and departments bought with it. */
export function ProductSalesView({ sales, isWeightable, storesExport }: ProductSalesViewProps) {
  const intl = useIntl();
  const data = useFragment(fragment, sales);
  const figures = data.figures;
  if (!figures) {
    return <EmptyState title={intl.formatMessage({ id: 'productDetail.noSales' })} hint={intl.formatMessage({ id: 'productDetail.noSalesHint' })} />;
  }
  const quantity = (items: number, kg: number) => (isWeightable ? formatWeight(kg) : formatNumber(items, 0));
  const magic = data.magicPrice;
  const kpis: { field: string; value: number; text: string; tip?: string }[] = [
    { field: 'VAL_FATURAMENTO', value: figures.VAL_FATURAMENTO, text: formatCurrency(figures.VAL_FATURAMENTO) },
    isWeightable
      ? { field: 'VAL_QUANTIDADE_KG', value: figures.VAL_QUANTIDADE_KG, text: formatWeight(figures.VAL_QUANTIDADE_KG) }
      : { field: 'NUM_ITENS', value: figures.NUM_ITENS, text: formatNumber(figures.NUM_ITENS, 0) },
    { field: 'NUM_CUPONS', value: figures.NUM_CUPONS, text: formatNumber(figures.NUM_CUPONS, 0) },
    { field: 'NUM_CLIENTES', value: figures.NUM_CLIENTES, text: formatNumber(figures.NUM_CLIENTES, 0) },
    { field: 'VAL_PRECO_MEDIO', value: figures.VAL_PRECO_MEDIO, text: formatCurrency(figures.VAL_PRECO_MEDIO) },
    { field: 'PER_CESTAS', value: data.PER_CESTAS, text: formatPercent(data.PER_CESTAS) },
    { field: 'VAL_QUANTIDADE_MEDIA_NA_CESTA', value: figures.VAL_QUANTIDADE_MEDIA_NA_CESTA, text: formatNumber(figures.VAL_QUANTIDADE_MEDIA_NA_CESTA, 2) },
    {
      field: 'VAL_PRECO_MAGICO',
      value: magic?.VAL_PRECO ?? 0,
      text: magic ? formatCurrency(magic.VAL_PRECO) : '—',
      tip: magic
        ? intl.formatMessage(
            { id: 'productDetail.kpi.VAL_PRECO_MAGICO.tip' },
            { week: formatDay(magic.weekStart), quantity: isWeightable ? formatWeight(magic.quantity) : formatNumber(magic.quantity, 0) },
          )
        : intl.formatMessage({ id: 'productDetail.kpi.VAL_PRECO_MAGICO.none' }),
    },
  ];
  const storeColumns: DataTableColumn<Store>[] = [
    { id: 'unitName', header: intl.formatMessage({ id: 'productDetail.stores.col.unitName' }), value: (r) => r.unitName, cell: (r) => r.unitName },
    { id: 'VAL_FATURAMENTO', header: intl.formatMessage({ id: 'productDetail.stores.col.VAL_FATURAMENTO' }), numeric: true, value: (r) => r.VAL_FATURAMENTO, cell: (r) => formatCurrency(r.VAL_FATURAMENTO) },
    { id: 'PER_FATURAMENTO', header: intl.formatMessage({ id: 'productDetail.stores.col.PER_FATURAMENTO' }), numeric: true, value: (r) => r.PER_FATURAMENTO, cell: (r) => formatPercent(r.PER_FATURAMENTO) },
    {
      id: 'quantity',
      header: intl.formatMessage({ id: 'productDetail.stores.col.quantity' }),
      numeric: true,
      value: (r) => (isWeightable ? r.VAL_QUANTIDADE_KG : r.NUM_ITENS),
      cell: (r) => quantity(r.NUM_ITENS, r.VAL_QUANTIDADE_KG),
    },
    { id: 'NUM_CUPONS', header: intl.formatMessage({ id: 'productDetail.stores.col.NUM_CUPONS' }), numeric: true, value: (r) => r.NUM_CUPONS, cell: (r) => formatNumber(r.NUM_CUPONS, 0) },
    { id: 'NUM_CLIENTES', header: intl.formatMessage({ id: 'productDetail.stores.col.NUM_CLIENTES' }), numeric: true, value: (r) => r.NUM_CLIENTES, cell: (r) => formatNumber(r.NUM_CLIENTES, 0) },
  ];
  return (
    <>
      <KpiGrid>
        {kpis.map(({ field, value, text, tip }) => {
          const label = intl.formatMessage({ id: `productDetail.kpi.${field}` as 'productDetail.kpi.VAL_FATURAMENTO' });
          return (
            <Box key={field} aria-label={label}>
              <h3>
                {label}
                <InfoTip label={label} text={tip ?? intl.formatMessage({ id: `productDetail.kpi.${field}.tip` as 'productDetail.kpi.VAL_FATURAMENTO.tip' })} />
              </h3>
              <Value data-metric={field} data-value={String(value)}>
                {text}
              </Value>
            </Box>
          );
        })}
      </KpiGrid>
      <ChartCard
        heading={intl.formatMessage({ id: 'productDetail.days' })}
        kind="mixed"
        categories={data.days.map((d) => formatDay(d.day))}
        series={[
          { name: intl.formatMessage({ id: 'productDetail.days.revenue' }), type: 'column', data: data.days.map((d) => d.VAL_FATURAMENTO) },
          { name: intl.formatMessage({ id: 'productDetail.days.quantity' }), type: 'line', data: data.days.map((d) => d.quantity) },
        ]}
        formats={['currency', 'number']}
      />
      <TwoColumns>
        <ChartCard
          heading={intl.formatMessage({ id: 'productDetail.hours' })}
          note={intl.formatMessage({ id: 'productDetail.hours.note' })}
          kind="bar"
          categories={data.hours.map((h) => `${String(h.hour).padStart(2, '0')}h`)}
          series={[{ name: intl.formatMessage({ id: 'productDetail.hours.series' }), data: data.hours.map((h) => h.NUM_CUPONS) }]}
          formats={['number']}
        />
        <ChartCard
          heading={intl.formatMessage({ id: 'productDetail.boughtWith' })}
          note={intl.formatMessage({ id: 'productDetail.boughtWith.note' })}
          kind="bar"
          horizontal
          height={Math.max(220, 44 + data.boughtWith.length * 30)}
          categories={data.boughtWith.map((b) => b.department || intl.formatMessage({ id: 'productDetail.notInformed' }))}
          series={[{ name: intl.formatMessage({ id: 'productDetail.boughtWith.series' }), data: data.boughtWith.map((b) => b.PER_CUPONS) }]}
          formats={['percent']}
          empty={data.boughtWith.length === 0 ? intl.formatMessage({ id: 'productDetail.boughtWith.none' }) : undefined}
        />
      </TwoColumns>
      <ProductHeatmap cells={data.weekdayHours} />
      <DataTable
        rawValues
        caption={intl.formatMessage({ id: 'productDetail.stores.caption' })}
        title={intl.formatMessage({ id: 'productDetail.stores' })}
        actions={storesExport}
        columns={storeColumns}
        rows={data.stores}
        rowKey={(r) => r.unitId}
        empty={{ title: intl.formatMessage({ id: 'productDetail.stores.empty' }), hint: intl.formatMessage({ id: 'productDetail.noSalesHint' }) }}
        initialSort={[{ id: 'VAL_FATURAMENTO', desc: true }]}
        pageSize={25}
      />
    </>
  );
}

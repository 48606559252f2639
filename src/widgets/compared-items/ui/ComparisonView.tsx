import styled from '@emotion/styled';
import { Fragment, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import { ExportTableButton } from '@/features/export-table';
import { formatCurrency, formatNumber, formatPercent, formatWeight } from '@/shared/lib/number';
import { formatDay, type SalesFilterInput } from '@/shared/lib/sales-filters';
import { Button, Card, Table, TableScroll } from '@/shared/ui';
import { ChartCard, TwoColumns } from '@/shared/ui/analytics-page';
import { FilterField, FilterPanel } from '@/shared/ui/filterPanel';
import { COMPARED_MAX, COMPARED_MIN, writeItems } from '../lib/scope';
import type { ComparisonView_comparison$data, ComparisonView_comparison$key } from './__generated__/ComparisonView_comparison.graphql';

const fragment = graphql`
  fragment ComparisonView_comparison on ProductComparison {
    granularity
    buckets
    referenceStart
    referenceEnd
    rows {
      key
      name
      department
      category
      sku
      productId
      current {
        VAL_FATURAMENTO
        NUM_ITENS
        VAL_QUANTIDADE_KG
        NUM_CUPONS
        NUM_CLIENTES
        VAL_PRECO_MEDIO
        PER_FATURAMENTO
      }
      reference {
        VAL_FATURAMENTO
        NUM_ITENS
        VAL_QUANTIDADE_KG
        NUM_CUPONS
        NUM_CLIENTES
        VAL_PRECO_MEDIO
        PER_FATURAMENTO
      }
      series
    }
    candidates {
      key
      name
      department
      category
    }
  }
`;

type Row = ComparisonView_comparison$data['rows'][number];
type Figures = Row['current'];
type Figure = keyof Figures;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    padding: ${(p) => `${p.theme.space(1)} ${p.theme.space(3)}`};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 999px;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  button {
    border: none;
    background: none;
    cursor: pointer;
    font-size: ${(p) => p.theme.fontSizes.md};
    line-height: 1;
  }
`;

/** The candidates' select: long product names must not push it past a phone's width. */
const Choice = styled(FilterField)`
  flex: 1 1 260px;
  min-width: 0;
  max-width: 520px;
  select {
    width: 100%;
    max-width: 100%;
  }
`;

const Note = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
`;

const TableHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
  justify-content: space-between;
`;

const TableCard = styled(Card)`
  padding: ${(p) => p.theme.space(4)};
  min-width: 0;
  h2 {
    margin: 0 0 ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  td {
    text-align: right;
  }
`;

const FIGURES: readonly Figure[] = ['VAL_FATURAMENTO', 'NUM_ITENS', 'VAL_QUANTIDADE_KG', 'NUM_CUPONS', 'NUM_CLIENTES', 'VAL_PRECO_MEDIO', 'PER_FATURAMENTO'];

const FORMAT: Record<Figure, (value: number) => string> = {
  VAL_FATURAMENTO: formatCurrency,
  NUM_ITENS: (v) => formatNumber(v, 0),
  VAL_QUANTIDADE_KG: (v) => (v > 0 ? formatWeight(v) : '—'),
  NUM_CUPONS: (v) => formatNumber(v, 0),
  NUM_CLIENTES: (v) => formatNumber(v, 0),
  VAL_PRECO_MEDIO: (v) => (v > 0 ? formatCurrency(v) : '—'),
  PER_FATURAMENTO: formatPercent,
};

/** (current ÷ reference − 1) × 100; null when the reference is zero. */
const change = (current: number, reference: number) => (reference === 0 ? null : (current / reference - 1) * 100);

export interface ComparisonViewProps {
  comparison: ComparisonView_comparison$key;
  kind: 'PRODUCTS' | 'CATEGORIES';
  /** the address's choice (none: the best sellers are shown) */
  chosen: readonly string[];
  /** the page's filters, for the table's export (the file holds the items and periods on screen) */
  exportFilter: SalesFilterInput;
}

/** Two to five products or categories side by side: the choice (in the address), two charts and the table of figures. */
export function ComparisonView({ comparison, kind, chosen, exportFilter }: ComparisonViewProps) {
  const intl = useIntl();
  const data = useFragment(fragment, comparison);
  const [search, setSearch] = useSearchParams();
  const current = data.rows.map((row) => row.key);
  const available = data.candidates.filter((candidate) => !current.includes(candidate.key));
  const [pick, setPick] = useState('');
  const label = (row: { name: string; department: string }) =>
    kind === 'CATEGORIES' ? `${row.department || intl.formatMessage({ id: 'comparedItems.notInformed' })} › ${row.name || intl.formatMessage({ id: 'comparedItems.notInformed' })}` : row.name;
  const setItems = (items: string[]) => setSearch(writeItems(search, items));
  const kindName = intl.formatMessage({ id: `comparedItems.kind.${kind}` });
  return (
    <>
      <FilterPanel aria-label={intl.formatMessage({ id: 'comparedItems.compared' })} onSubmit={(event) => event.preventDefault()}>
        <Chips aria-label={intl.formatMessage({ id: 'comparedItems.compared' })}>
          {data.rows.map((row) => (
            <li key={row.key} data-item={row.key}>
              {label(row)}
              {data.rows.length > COMPARED_MIN && (
                <button
                  type="button"
                  aria-label={intl.formatMessage({ id: 'comparedItems.remove' }, { name: label(row) })}
                  onClick={() => setItems(current.filter((key) => key !== row.key))}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </Chips>
        {data.rows.length < COMPARED_MAX && available.length > 0 && (
          <>
            <Choice>
              {intl.formatMessage({ id: 'comparedItems.choose' })}
              <select value={pick} onChange={(event) => setPick(event.target.value)}>
                <option value="">—</option>
                {available.map((candidate) => (
                  <option key={candidate.key} value={candidate.key}>
                    {label(candidate)}
                  </option>
                ))}
              </select>
            </Choice>
            <Button
              type="button"
              variant="secondary"
              disabled={!pick}
              onClick={() => {
                setItems([...current, pick]);
                setPick('');
              }}
            >
              {intl.formatMessage({ id: 'comparedItems.add' })}
            </Button>
          </>
        )}
        <Note>
          {chosen.length === 0 ? intl.formatMessage({ id: 'comparedItems.defaultNote' }) : intl.formatMessage({ id: 'comparedItems.limits' }, { kind: kindName })}
        </Note>
      </FilterPanel>
      <TwoColumns>
        <ChartCard
          heading={intl.formatMessage({ id: 'comparedItems.seriesChart' }, { granularity: data.granularity })}
          kind="line"
          categories={data.buckets.map((bucket) => (data.granularity === 'DAY' ? formatDay(bucket) : bucket.slice(0, 7)))}
          series={data.rows.map((row) => ({ name: label(row), data: [...row.series] }))}
          formats={['currency']}
        />
        <ChartCard
          heading={intl.formatMessage({ id: 'comparedItems.periodChart' })}
          note={intl.formatMessage({ id: 'comparedItems.referenceNote' }, { start: formatDay(data.referenceStart), end: formatDay(data.referenceEnd) })}
          kind="bar"
          categories={data.rows.map(label)}
          series={[
            { name: intl.formatMessage({ id: 'comparedItems.period' }), data: data.rows.map((row) => row.current.VAL_FATURAMENTO) },
            { name: intl.formatMessage({ id: 'comparedItems.reference' }), data: data.rows.map((row) => row.reference.VAL_FATURAMENTO) },
          ]}
          formats={['currency']}
        />
      </TwoColumns>
      <TableCard as="section" aria-label={intl.formatMessage({ id: 'comparedItems.tableTitle' })}>
        <TableHeading>
          <h2>{intl.formatMessage({ id: 'comparedItems.tableTitle' })}</h2>
          <ExportTableButton
            table={kind === 'PRODUCTS' ? 'produtos.comparativo-produtos' : 'produtos.comparativo-categorias'}
            title={intl.formatMessage({ id: `comparedItems.exportTitle.${kind}` })}
            filter={exportFilter}
            params={{ referenceStart: data.referenceStart, referenceEnd: data.referenceEnd, items: current.join('\u001e') }}
          />
        </TableHeading>
        <Note>{intl.formatMessage({ id: 'comparedItems.tableNote' })}</Note>
        <TableScroll tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'comparedItems.tableTitle' })}>
          <Table aria-label={intl.formatMessage({ id: 'comparedItems.tableTitle' })}>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'comparedItems.col.figure' })}</th>
                {data.rows.map((row) => (
                  <th key={row.key} scope="colgroup" colSpan={3} style={{ textAlign: 'center' }}>
                    {row.productId ? <Link to={`/produtos/detalhes-produto/${encodeURIComponent(row.productId)}`}>{label(row)}</Link> : label(row)}
                  </th>
                ))}
              </tr>
              <tr>
                <th scope="col" />
                {data.rows.map((row) => (
                  <Fragment key={row.key}>
                    <th scope="col">{intl.formatMessage({ id: 'comparedItems.col.current' })}</th>
                    <th scope="col">{intl.formatMessage({ id: 'comparedItems.col.reference' })}</th>
                    <th scope="col">{intl.formatMessage({ id: 'comparedItems.col.change' })}</th>
                  </Fragment>
                ))}
              </tr>
            </thead>
            <tbody>
              {FIGURES.map((figure) => (
                <tr key={figure} data-row={figure}>
                  <th scope="row">{intl.formatMessage({ id: `comparedItems.figure.${figure}` })}</th>
                  {data.rows.map((row) => {
                    const delta = change(row.current[figure], row.reference[figure]);
                    return (
                      <Fragment key={row.key}>
                        <td data-item={row.key} data-column="current" data-value={String(row.current[figure])}>
                          {FORMAT[figure](row.current[figure])}
                        </td>
                        <td data-item={row.key} data-column="reference" data-value={String(row.reference[figure])}>
                          {FORMAT[figure](row.reference[figure])}
                        </td>
                        <td data-item={row.key} data-column="change" data-value={delta === null ? '' : String(delta)}>
                          {figure === 'PER_FATURAMENTO' || delta === null ? '—' : formatPercent(delta)}
                        </td>
                      </Fragment>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      </TableCard>
    </>
  );
}

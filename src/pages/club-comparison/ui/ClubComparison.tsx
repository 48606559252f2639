import { useIntl } from 'react-intl';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { KpiCard, METRICS, formatMetric, metricLabel, type MetricField } from '@/entities/metric';
import { formatPercent } from '@/shared/lib/number';
import { formatDay } from '@/shared/lib/sales-filters';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import type { ClubComparison_comparison$key } from './__generated__/ClubComparison_comparison.graphql';
import { KpiGrid } from '@/shared/ui/analytics-page';
import { exportHeaders } from '@/shared/config';

/** the same headers as the exported file's */
const HEADERS = exportHeaders('clube.comparativo');

const fragment = graphql`
  fragment ClubComparison_comparison on ClubComparison {
    referenceStart
    referenceEnd
    current {
      NUM_CLIENTES_CADASTRADOS
      NUM_CLIENTES_ATIVOS
      NUM_CLIENTES_PERDIDOS
      PER_FATURAMENTO_FIDELIDADE
      PER_TICKET_MEDIO_FIDELIDADE
      VAL_GASTO_MEDIO_POR_CLIENTE
      VAL_MEDIA_COMPRAS_POR_CLIENTE
      VAL_FATURAMENTO
      NUM_CUPONS
      VAL_TICKET_MEDIO
    }
    reference {
      NUM_CLIENTES_CADASTRADOS
      NUM_CLIENTES_ATIVOS
      NUM_CLIENTES_PERDIDOS
      PER_FATURAMENTO_FIDELIDADE
      PER_TICKET_MEDIO_FIDELIDADE
      VAL_GASTO_MEDIO_POR_CLIENTE
      VAL_MEDIA_COMPRAS_POR_CLIENTE
      VAL_FATURAMENTO
      NUM_CUPONS
      VAL_TICKET_MEDIO
    }
  }
`;

/** The club KPIs compared (the same list, in the same order, as the server's export). */
const FIELDS = [
  'NUM_CLIENTES_CADASTRADOS',
  'NUM_CLIENTES_ATIVOS',
  'NUM_CLIENTES_PERDIDOS',
  'PER_FATURAMENTO_FIDELIDADE',
  'PER_TICKET_MEDIO_FIDELIDADE',
  'VAL_GASTO_MEDIO_POR_CLIENTE',
  'VAL_MEDIA_COMPRAS_POR_CLIENTE',
  'VAL_FATURAMENTO',
  'NUM_CUPONS',
  'VAL_TICKET_MEDIO',
] as const satisfies readonly MetricField[];

type Field = (typeof FIELDS)[number];

interface Line {
  field: Field;
  current: number | null;
  reference: number | null;
  absolute: number | null;
  relative: number | null;
}

/** Absolute and relative change from the reference; relative is empty when the reference is 0. */
export function changeOf(current: number | null, reference: number | null): { absolute: number | null; relative: number | null } {
  if (current === null || reference === null) return { absolute: null, relative: null };
  return { absolute: current - reference, relative: reference === 0 ? null : (current / reference - 1) * 100 };
}

const Change = styled.span<{ tone: 'up' | 'down' | 'flat' }>`
  font-weight: 600;
  color: ${(p) => (p.tone === 'up' ? p.theme.colors.success : p.tone === 'down' ? p.theme.colors.danger : p.theme.colors.textMuted)};
`;

function signed(text: string, value: number | null) {
  return value !== null && value > 0 ? `+${text}` : text;
}

function ChangeText({ line }: { line: Line }) {
  const format = METRICS[line.field].format;
  if (line.absolute === null) return <Change tone="flat">-</Change>;
  // more lost clients is bad news: its colours are the other way round
  const better = line.field === 'NUM_CLIENTES_PERDIDOS' ? -line.absolute : line.absolute;
  const tone = better > 0 ? 'up' : better < 0 ? 'down' : 'flat';
  // a change of a percentage is in percentage points; of anything else, also in % of the reference
  const absolute = format === 'percent' ? `${signed(formatMetric('decimal', line.absolute), line.absolute)} p.p.` : signed(formatMetric(format, line.absolute), line.absolute);
  return (
    <Change tone={tone}>
      {absolute}
      {format !== 'percent' && line.relative !== null ? ` (${signed(formatPercent(line.relative), line.relative)})` : ''}
    </Change>
  );
}

export interface ClubComparisonProps {
  comparison: ClubComparison_comparison$key;
  /** tools in the table's header (export) */
  actions?: ReactNode;
}

/** The club KPIs of the period next to the reference period's, with the absolute and % change of each. */
export function ClubComparison({ comparison, actions }: ClubComparisonProps) {
  const intl = useIntl();
  const data = useFragment(fragment, comparison);
  const reference = intl.formatMessage({ id: 'clubComparison.range' }, { start: formatDay(data.referenceStart), end: formatDay(data.referenceEnd) });
  const lines: Line[] = FIELDS.map((field) => {
    const current = data.current[field] ?? null;
    const before = data.reference[field] ?? null;
    return { field, current, reference: before, ...changeOf(current, before) };
  });
  const columns: DataTableColumn<Line>[] = [
    { id: 'label', header: HEADERS.label, value: (l) => metricLabel(intl, l.field), cell: (l) => metricLabel(intl, l.field) },
    {
      id: 'current',
      header: HEADERS.current,
      numeric: true,
      value: (l) => l.current,
      cell: (l) => formatMetric(METRICS[l.field].format, l.current),
    },
    {
      id: 'reference',
      header: HEADERS.reference,
      numeric: true,
      value: (l) => l.reference,
      cell: (l) => formatMetric(METRICS[l.field].format, l.reference),
    },
    { id: 'absolute', header: HEADERS.absolute, numeric: true, value: (l) => l.absolute, cell: (l) => <ChangeText line={l} /> },
    { id: 'relative', header: HEADERS.relative, numeric: true, value: (l) => l.relative, cell: (l) => (l.relative === null ? '-' : signed(formatPercent(l.relative), l.relative)) },
  ];
  return (
    <>
      <KpiGrid>
        {lines.map((line) => (
          <KpiCard
            key={line.field}
            metric={line.field}
            value={line.current}
            footer={
              <>
                {intl.formatMessage({ id: 'clubComparison.referenceValue' }, { value: formatMetric(METRICS[line.field].format, line.reference) })}
                <ChangeText line={line} />
              </>
            }
          />
        ))}
      </KpiGrid>
      <DataTable
        rawValues
        caption={intl.formatMessage({ id: 'clubComparison.tableCaption' }, { reference })}
        title={intl.formatMessage({ id: 'clubComparison.tableTitle' }, { reference })}
        columns={columns}
        rows={lines}
        rowKey={(l) => l.field}
        empty={{ title: intl.formatMessage({ id: 'clubComparison.empty' }), hint: intl.formatMessage({ id: 'clubComparison.emptyHint' }) }}
        actions={actions}
      />
    </>
  );
}

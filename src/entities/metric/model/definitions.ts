import type { IntlShape } from 'react-intl';
import { formatCurrency, formatNumber, formatPercent } from '@/shared/lib/number';
import { formatDay } from '@/shared/lib/sales-filters';

/**
 * The figures of contracts/metrics.md as people read them: how the value is shown here, and a label
 * and a tooltip saying how it is computed in the slice's texts (`metric.label.<FIELD>`,
 * `metric.tip.<FIELD>`, read with `metricLabel` / `metricTip`). Field names are the spec's
 * (§3 Analytics), so a figure on screen, its `data-metric` attribute and the server's field are the same word.
 */
export type MetricFormat = 'currency' | 'integer' | 'decimal' | 'percent' | 'day';

export interface MetricDefinition {
  format: MetricFormat;
}

export const METRICS = {
  VAL_FATURAMENTO: { format: 'currency' },
  NUM_CUPONS: { format: 'integer' },
  VAL_TICKET_MEDIO: { format: 'currency' },
  NUM_ITENS: { format: 'decimal' },
  VAL_ITENS_NA_CESTA: { format: 'decimal' },
  PER_FATURAMENTO_FIDELIDADE: { format: 'percent' },
  PER_TICKET_MEDIO_FIDELIDADE: { format: 'percent' },
  VAL_GASTO_MEDIO_POR_CLIENTE: { format: 'currency' },
  VAL_MEDIA_COMPRAS_POR_CLIENTE: { format: 'decimal' },
  VAL_FATURAMENTO_DTA: { format: 'currency' },
  PER_FATURAMENTO_DTA: { format: 'percent' },
  NUM_CLIENTES_CADASTRADOS: { format: 'integer' },
  NUM_CLIENTES_ATIVOS: { format: 'integer' },
  NUM_CLIENTES_PERDIDOS: { format: 'integer' },
  // Decomposição do faturamento (/empresa/decomposicao): additive LMDI effects of the change from
  // the reference period (0) to the current one (1); L = (R1 − R0) ÷ (ln R1 − ln R0).
  VAL_FATURAMENTO_REFERENCIA: { format: 'currency' },
  VAL_VARIACAO_FATURAMENTO: { format: 'currency' },
  VAL_EFEITO_CLIENTES: { format: 'currency' },
  VAL_EFEITO_FREQUENCIA: { format: 'currency' },
  VAL_EFEITO_TICKET_MEDIO: { format: 'currency' },
  VAL_EFEITO_CUPONS_NAO_FIDELIDADE: { format: 'currency' },
  VAL_EFEITO_TICKET_NAO_FIDELIDADE: { format: 'currency' },
  DAT_INICIO_FIDELIDADE: { format: 'day' },
  DAT_DATA_PRIMEIRO_REGISTRO: { format: 'day' },
  // operational performance (/clube/performance-operacional): a coupon is identified when it carries a CPF/CNPJ
  NUM_CUPONS_TOTAL: { format: 'integer' },
  NUM_CUPONS_IDENTIFICADOS: { format: 'integer' },
  PER_CUPONS_IDENTIFICADOS: { format: 'percent' },
  VAL_FATURAMENTO_TOTAL: { format: 'currency' },
  VAL_FATURAMENTO_IDENTIFICADO: { format: 'currency' },
  PER_FATURAMENTO_IDENTIFICADO: { format: 'percent' },
  DATA_INCLUSAO: { format: 'day' },
  // a customer's first and last loyalty purchase (/clientes/detalhes-cliente, /clientes/melhores-clientes)
  DAT_PRIMEIRA_COMPRA: { format: 'day' },
  DAT_ULTIMA_COMPRA: { format: 'day' },
} as const satisfies Record<string, MetricDefinition>;

export type MetricField = keyof typeof METRICS;

/** A figure's name on screen. */
export function metricLabel(intl: IntlShape, field: MetricField): string {
  return intl.formatMessage({ id: `metric.label.${field}` });
}

/** How a figure is computed, in words (its tooltip). */
export function metricTip(intl: IntlShape, field: MetricField): string {
  return intl.formatMessage({ id: `metric.tip.${field}` });
}

/** The value as shown: money with two decimals, percentages with one (metrics contract, Rounding). */
export function formatMetric(format: MetricFormat, value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '-';
  if (format === 'day') return typeof value === 'string' ? formatDay(value) : '-';
  const number = typeof value === 'number' ? value : Number(value);
  switch (format) {
    case 'currency':
      return formatCurrency(number);
    case 'integer':
      return formatNumber(number, 0);
    case 'decimal':
      return formatNumber(number, 2);
    case 'percent':
      return formatPercent(number);
  }
}

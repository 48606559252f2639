import { formatCurrency, formatNumber, formatPercent } from '@/shared/lib/number';
import { formatDay } from '@/shared/lib/sales-filters';

/**
 * The figures of contracts/metrics.md as people read them: a pt-BR label, how the value is shown and
 * a tooltip saying how it is computed. Field names are the spec's (§3 Analytics), so a figure on
 * screen, its `data-metric` attribute and the server's field are the same word.
 */
export type MetricFormat = 'currency' | 'integer' | 'decimal' | 'percent' | 'day';

export interface MetricDefinition {
  label: string;
  format: MetricFormat;
  /** how it is computed, in pt-BR (shown in the tooltip) */
  tooltip: string;
}

export const METRICS = {
  VAL_FATURAMENTO: {
    label: 'Faturamento',
    format: 'currency',
    tooltip: 'Soma do valor pago nos cupons do período (após descontos), nas lojas selecionadas.',
  },
  NUM_CUPONS: { label: 'Cupons', format: 'integer', tooltip: 'Quantidade de cupons (vendas) emitidos no período.' },
  VAL_TICKET_MEDIO: { label: 'Ticket médio', format: 'currency', tooltip: 'Faturamento dividido pela quantidade de cupons do período.' },
  NUM_ITENS: {
    label: 'Itens vendidos',
    format: 'decimal',
    tooltip: 'Soma das quantidades dos itens vendidos por unidade, mais 1 para cada linha de item pesável (kg).',
  },
  VAL_ITENS_NA_CESTA: { label: 'Itens por cesta', format: 'decimal', tooltip: 'Itens vendidos divididos pela quantidade de cupons.' },
  PER_FATURAMENTO_FIDELIDADE: {
    label: 'Faturamento do clube',
    format: 'percent',
    tooltip:
      'Parte do faturamento vinda de cupons de fidelidade: o CPF/CNPJ do cupom é de um cliente cadastrado até o dia da compra.',
  },
  PER_TICKET_MEDIO_FIDELIDADE: {
    label: 'Ticket do clube vs. demais',
    format: 'percent',
    tooltip: 'Quanto o ticket médio dos cupons de fidelidade é maior (ou menor) que o dos demais cupons: (fidelidade ÷ demais − 1) × 100.',
  },
  VAL_GASTO_MEDIO_POR_CLIENTE: {
    label: 'Gasto médio por cliente',
    format: 'currency',
    tooltip: 'Faturamento de fidelidade dividido pelos clientes distintos que compraram identificados no período.',
  },
  VAL_MEDIA_COMPRAS_POR_CLIENTE: {
    label: 'Compras por cliente',
    format: 'decimal',
    tooltip: 'Cupons de fidelidade divididos pelos clientes distintos que compraram identificados no período.',
  },
  VAL_FATURAMENTO_DTA: {
    label: 'Faturamento no ano anterior',
    format: 'currency',
    tooltip: 'Faturamento dos mesmos dias um ano antes (29/02 vira 28/02), com os mesmos filtros.',
  },
  PER_FATURAMENTO_DTA: {
    label: 'Variação sobre o ano anterior',
    format: 'percent',
    tooltip: '(Faturamento ÷ faturamento dos mesmos dias do ano anterior − 1) × 100. Vazio quando não houve venda no ano anterior.',
  },
  NUM_CLIENTES_CADASTRADOS: {
    label: 'Clientes cadastrados',
    format: 'integer',
    tooltip: 'Clientes cadastrados até o último dia do período. Com lojas selecionadas, os cadastrados nelas.',
  },
  NUM_CLIENTES_ATIVOS: {
    label: 'Clientes ativos',
    format: 'integer',
    tooltip: 'Cadastrados que compraram identificados nos últimos 60 dias até o último dia do período (critério de recência da conta).',
  },
  NUM_CLIENTES_PERDIDOS: {
    label: 'Clientes perdidos',
    format: 'integer',
    tooltip: 'Cadastrados que já compraram, mas não compram há mais de 180 dias até o último dia do período (critério de recência da conta).',
  },
  // Decomposição do faturamento (/empresa/decomposicao): additive LMDI effects of the change from
  // the reference period (0) to the current one (1); L = (R1 − R0) ÷ (ln R1 − ln R0).
  VAL_FATURAMENTO_REFERENCIA: {
    label: 'Faturamento de referência',
    format: 'currency',
    tooltip: 'Faturamento do período de referência (por padrão, os mesmos dias um ano antes), com os mesmos filtros.',
  },
  VAL_VARIACAO_FATURAMENTO: {
    label: 'Variação do faturamento',
    format: 'currency',
    tooltip: 'Faturamento do período − faturamento de referência. É a soma exata dos cinco efeitos (arredondados ao centavo).',
  },
  VAL_EFEITO_CLIENTES: {
    label: 'Efeito clientes',
    format: 'currency',
    tooltip: 'Fidelidade: L × ln(C1 ÷ C0), com C = clientes distintos com cupom de fidelidade e L a média logarítmica dos faturamentos de fidelidade (R1 − R0) ÷ (ln R1 − ln R0).',
  },
  VAL_EFEITO_FREQUENCIA: {
    label: 'Efeito frequência',
    format: 'currency',
    tooltip: 'Fidelidade: L × ln(F1 ÷ F0), com F = cupons de fidelidade ÷ clientes (compras por cliente).',
  },
  VAL_EFEITO_TICKET_MEDIO: {
    label: 'Efeito ticket médio (fidelidade)',
    format: 'currency',
    tooltip: 'Fidelidade: L × ln(T1 ÷ T0), com T = faturamento de fidelidade ÷ cupons de fidelidade.',
  },
  VAL_EFEITO_CUPONS_NAO_FIDELIDADE: {
    label: 'Efeito cupons (não fidelidade)',
    format: 'currency',
    tooltip: 'Não fidelidade: L × ln(N1 ÷ N0), com N = cupons sem cliente do clube e L a média logarítmica do faturamento não fidelidade.',
  },
  VAL_EFEITO_TICKET_NAO_FIDELIDADE: {
    label: 'Efeito ticket médio (não fidelidade)',
    format: 'currency',
    tooltip: 'Não fidelidade: L × ln(T1 ÷ T0), com T = faturamento não fidelidade ÷ cupons não fidelidade.',
  },
  DAT_INICIO_FIDELIDADE: { label: 'Início do clube', format: 'day', tooltip: 'Data do primeiro cadastro de cliente.' },
  DAT_DATA_PRIMEIRO_REGISTRO: { label: 'Primeira venda registrada', format: 'day', tooltip: 'Dia da primeira venda recebida.' },
  // operational performance (/clube/performance-operacional): a coupon is identified when it carries a CPF/CNPJ
  NUM_CUPONS_TOTAL: { label: 'Cupons', format: 'integer', tooltip: 'Cupons emitidos pelo operador no período, nas lojas selecionadas.' },
  NUM_CUPONS_IDENTIFICADOS: {
    label: 'Cupons identificados',
    format: 'integer',
    tooltip: 'Cupons do operador com CPF/CNPJ do comprador informado, seja ou não cliente cadastrado no clube.',
  },
  PER_CUPONS_IDENTIFICADOS: { label: 'Cupons identificados (%)', format: 'percent', tooltip: 'Cupons identificados divididos pelos cupons do operador × 100.' },
  VAL_FATURAMENTO_TOTAL: { label: 'Faturamento', format: 'currency', tooltip: 'Soma do valor dos cupons emitidos pelo operador no período.' },
  VAL_FATURAMENTO_IDENTIFICADO: { label: 'Faturamento identificado', format: 'currency', tooltip: 'Soma do valor dos cupons identificados do operador.' },
  PER_FATURAMENTO_IDENTIFICADO: {
    label: 'Faturamento identificado (%)',
    format: 'percent',
    tooltip: 'Faturamento identificado dividido pelo faturamento do operador × 100.',
  },
  DATA_INCLUSAO: { label: 'Primeiro dia', format: 'day', tooltip: 'Primeiro dia em que o operador emitiu um cupom, até o fim do período.' },
} as const satisfies Record<string, MetricDefinition>;

export type MetricField = keyof typeof METRICS;

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

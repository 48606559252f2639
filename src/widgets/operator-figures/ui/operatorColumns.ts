import { formatCurrency, formatNumber, formatPercent } from '@/shared/lib/number';
import { formatDay } from '@/shared/lib/sales-filters';
import type { IntlShape } from 'react-intl';
import type { DataTableColumn } from '@/shared/ui/data-table';

/**
 * What an operator's row has, over the chain or in one store (the columns below read these): the
 * fields both operator fragments (OperatorsPerformance_rows, OperatorDetails_operator) select.
 */
export interface OperatorFigures {
  readonly NOM_NOME: string;
  readonly DATA_INCLUSAO: string;
  readonly NUM_CUPONS_TOTAL: number;
  readonly NUM_CUPONS_IDENTIFICADOS: number;
  readonly PER_CUPONS_IDENTIFICADOS: number;
  readonly VAL_FATURAMENTO_TOTAL: number;
  readonly VAL_FATURAMENTO_IDENTIFICADO: number;
  readonly PER_FATURAMENTO_IDENTIFICADO: number;
}

/** The store, first day, coupons and revenue (identified and total) columns of the operator tables. */
export function operatorFigureColumns<T extends OperatorFigures>(intl: IntlShape): DataTableColumn<T>[] {
  return [
    { id: 'NOM_NOME', header: intl.formatMessage({ id: 'operatorFigures.col.store' }), value: (r) => r.NOM_NOME, cell: (r) => r.NOM_NOME },
    { id: 'DATA_INCLUSAO', header: intl.formatMessage({ id: 'operatorFigures.col.firstDay' }), value: (r) => r.DATA_INCLUSAO, cell: (r) => formatDay(r.DATA_INCLUSAO) },
    { id: 'NUM_CUPONS_TOTAL', header: intl.formatMessage({ id: 'operatorFigures.col.coupons' }), numeric: true, value: (r) => r.NUM_CUPONS_TOTAL, cell: (r) => formatNumber(r.NUM_CUPONS_TOTAL, 0) },
    { id: 'NUM_CUPONS_IDENTIFICADOS', header: intl.formatMessage({ id: 'operatorFigures.col.identified' }), numeric: true, value: (r) => r.NUM_CUPONS_IDENTIFICADOS, cell: (r) => formatNumber(r.NUM_CUPONS_IDENTIFICADOS, 0) },
    { id: 'PER_CUPONS_IDENTIFICADOS', header: intl.formatMessage({ id: 'operatorFigures.col.identifiedShare' }), numeric: true, value: (r) => r.PER_CUPONS_IDENTIFICADOS, cell: (r) => formatPercent(r.PER_CUPONS_IDENTIFICADOS) },
    { id: 'VAL_FATURAMENTO_TOTAL', header: intl.formatMessage({ id: 'operatorFigures.col.revenue' }), numeric: true, value: (r) => r.VAL_FATURAMENTO_TOTAL, cell: (r) => formatCurrency(r.VAL_FATURAMENTO_TOTAL) },
    { id: 'VAL_FATURAMENTO_IDENTIFICADO', header: intl.formatMessage({ id: 'operatorFigures.col.identifiedRevenue' }), numeric: true, value: (r) => r.VAL_FATURAMENTO_IDENTIFICADO, cell: (r) => formatCurrency(r.VAL_FATURAMENTO_IDENTIFICADO) },
    {
      id: 'PER_FATURAMENTO_IDENTIFICADO',
      header: intl.formatMessage({ id: 'operatorFigures.col.identifiedRevenueShare' }),
      numeric: true,
      value: (r) => r.PER_FATURAMENTO_IDENTIFICADO,
      cell: (r) => formatPercent(r.PER_FATURAMENTO_IDENTIFICADO),
    },
  ];
}

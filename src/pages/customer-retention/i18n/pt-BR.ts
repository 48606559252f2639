/** pt-BR texts of pages/customer-retention (README "Texts"). */
export const messages = {
  // pages/customer-retention (/clientes/retencao)
  'customerRetention.title': 'Retenção',
  'customerRetention.description':
    'Quantos clientes voltam a comprar nos meses seguintes à primeira compra, e quem está ativo ou inativo na data de referência (fim do período).',
  'customerRetention.loading': 'Carregando a retenção de clientes',
  'customerRetention.storesNote': 'As lojas selecionam os clientes pela loja de cadastro; as compras contam em todas as lojas.',

  // cohort triangle
  'customerRetention.triangle': 'Coortes dos últimos 12 meses',
  'customerRetention.triangleNote':
    'Cada linha reúne os clientes cuja primeira compra fidelidade foi naquele mês; cada coluna, a % deles que comprou de novo k meses depois (mês 0 = 100%).',
  'customerRetention.triangleTip':
    'Retenção no mês k = clientes da coorte com cupom fidelidade no mês da coorte + k ÷ tamanho da coorte × 100. Meses inteiros até o mês da data de referência.',
  'customerRetention.cohort': 'Coorte',
  'customerRetention.cohortSize': 'Clientes',
  'customerRetention.monthK': 'Mês {k}',
  'customerRetention.cellLabel': '{cohort}, mês {k}: {percent} ({count} de {size} clientes)',
  'customerRetention.noCohorts': 'Nenhum cliente fez a primeira compra nos últimos 12 meses.',

  // average curve
  'customerRetention.curve': 'Curva média de retenção',
  'customerRetention.curveNote': 'Média de cada mês entre as coortes que já o alcançaram, ponderada pelo tamanho da coorte.',
  'customerRetention.curveSeries': '% retenção média',
  'customerRetention.curveMonth': 'Mês {k}',

  // lists
  'customerRetention.actives': 'Clientes ativos',
  'customerRetention.activesNote': 'Compraram dentro da janela de ativos do critério de recência da conta, até a data de referência.',
  'customerRetention.inactives': 'Clientes inativos',
  'customerRetention.inactivesNote': 'Já compraram, mas não dentro da janela de ativos: inativos recentes, em risco e perdidos.',
  'customerRetention.count': '{count, plural, one {# cliente} other {# clientes}}',
  'customerRetention.emptyList': 'Nenhum cliente nesta lista',
  'customerRetention.emptyListHint': 'Escolha outras lojas ou outra data de referência.',
  'customerRetention.exportActives': 'Clientes ativos',
  'customerRetention.exportInactives': 'Clientes inativos',
  'customerRetention.group.ACTIVES': 'Ativo',
  'customerRetention.group.RECENT_INACTIVES': 'Inativo recente',
  'customerRetention.group.AT_RISK': 'Em risco',
  'customerRetention.group.LOSSES': 'Perdido',
  'customerRetention.days': '{days, plural, one {# dia} other {# dias}}',
};

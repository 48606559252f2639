/** pt-BR texts of entities/metric (README "Texts"): each figure's name and how it is computed (its tooltip). */
export const messages = {
  'metric.label.VAL_FATURAMENTO': 'Faturamento',
  'metric.label.NUM_CUPONS': 'Cupons',
  'metric.label.VAL_TICKET_MEDIO': 'Ticket médio',
  'metric.label.NUM_ITENS': 'Itens vendidos',
  'metric.label.VAL_ITENS_NA_CESTA': 'Itens por cesta',
  'metric.label.PER_FATURAMENTO_FIDELIDADE': 'Faturamento do clube',
  'metric.label.PER_TICKET_MEDIO_FIDELIDADE': 'Ticket do clube vs. demais',
  'metric.label.VAL_GASTO_MEDIO_POR_CLIENTE': 'Gasto médio por cliente',
  'metric.label.VAL_MEDIA_COMPRAS_POR_CLIENTE': 'Compras por cliente',
  'metric.label.VAL_FATURAMENTO_DTA': 'Faturamento no ano anterior',
  'metric.label.PER_FATURAMENTO_DTA': 'Variação sobre o ano anterior',
  'metric.label.NUM_CLIENTES_CADASTRADOS': 'Clientes cadastrados',
  'metric.label.NUM_CLIENTES_ATIVOS': 'Clientes ativos',
  'metric.label.NUM_CLIENTES_PERDIDOS': 'Clientes perdidos',
  'metric.label.VAL_FATURAMENTO_REFERENCIA': 'Faturamento de referência',
  'metric.label.VAL_VARIACAO_FATURAMENTO': 'Variação do faturamento',
  'metric.label.VAL_EFEITO_CLIENTES': 'Efeito clientes',
  'metric.label.VAL_EFEITO_FREQUENCIA': 'Efeito frequência',
  'metric.label.VAL_EFEITO_TICKET_MEDIO': 'Efeito ticket médio (fidelidade)',
  'metric.label.VAL_EFEITO_CUPONS_NAO_FIDELIDADE': 'Efeito cupons (não fidelidade)',
  'metric.label.VAL_EFEITO_TICKET_NAO_FIDELIDADE': 'Efeito ticket médio (não fidelidade)',
  'metric.label.DAT_INICIO_FIDELIDADE': 'Início do clube',
  'metric.label.DAT_DATA_PRIMEIRO_REGISTRO': 'Primeira venda registrada',
  'metric.label.DAT_PRIMEIRA_COMPRA': 'Primeira compra',
  'metric.label.DAT_ULTIMA_COMPRA': 'Última compra',
  'metric.label.NUM_CUPONS_TOTAL': 'Cupons',
  'metric.label.NUM_CUPONS_IDENTIFICADOS': 'Cupons identificados',
  'metric.label.PER_CUPONS_IDENTIFICADOS': 'Cupons identificados (%)',
  'metric.label.VAL_FATURAMENTO_TOTAL': 'Faturamento',
  'metric.label.VAL_FATURAMENTO_IDENTIFICADO': 'Faturamento identificado',
  'metric.label.PER_FATURAMENTO_IDENTIFICADO': 'Faturamento identificado (%)',
  'metric.label.DATA_INCLUSAO': 'Primeiro dia',
  'metric.tip.VAL_FATURAMENTO':
    'Soma do valor pago nos cupons do período (após descontos), nas lojas selecionadas.',
  'metric.tip.NUM_CUPONS':
    'Quantidade de cupons (vendas) emitidos no período.',
  'metric.tip.VAL_TICKET_MEDIO':
    'Faturamento dividido pela quantidade de cupons do período.',
  'metric.tip.NUM_ITENS':
    'Soma das quantidades dos itens vendidos por unidade, mais 1 para cada linha de item pesável (kg).',
  'metric.tip.VAL_ITENS_NA_CESTA':
    'Itens vendidos divididos pela quantidade de cupons.',
  'metric.tip.PER_FATURAMENTO_FIDELIDADE':
    'Parte do faturamento vinda de cupons de fidelidade: o CPF/CNPJ do cupom é de um cliente cadastrado até o dia da compra.',
  'metric.tip.PER_TICKET_MEDIO_FIDELIDADE':
    'Quanto o ticket médio dos cupons de fidelidade é maior (ou menor) que o dos demais cupons: (fidelidade ÷ demais − 1) × 100.',
  'metric.tip.VAL_GASTO_MEDIO_POR_CLIENTE':
    'Faturamento de fidelidade dividido pelos clientes distintos que compraram identificados no período.',
  'metric.tip.VAL_MEDIA_COMPRAS_POR_CLIENTE':
    'Cupons de fidelidade divididos pelos clientes distintos que compraram identificados no período.',
  'metric.tip.VAL_FATURAMENTO_DTA':
    'Faturamento dos mesmos dias um ano antes (29/02 vira 28/02), com os mesmos filtros.',
  'metric.tip.PER_FATURAMENTO_DTA':
    '(Faturamento ÷ faturamento dos mesmos dias do ano anterior − 1) × 100. Vazio quando não houve venda no ano anterior.',
  'metric.tip.NUM_CLIENTES_CADASTRADOS':
    'Clientes cadastrados até o último dia do período. Com lojas selecionadas, os cadastrados nelas.',
  'metric.tip.NUM_CLIENTES_ATIVOS':
    'Cadastrados que compraram identificados nos últimos 60 dias até o último dia do período (critério de recência da conta).',
  'metric.tip.NUM_CLIENTES_PERDIDOS':
    'Cadastrados que já compraram, mas não compram há mais de 180 dias até o último dia do período (critério de recência da conta).',
  'metric.tip.VAL_FATURAMENTO_REFERENCIA':
    'Faturamento do período de referência (por padrão, os mesmos dias um ano antes), com os mesmos filtros.',
  'metric.tip.VAL_VARIACAO_FATURAMENTO':
    'Faturamento do período − faturamento de referência. É a soma exata dos cinco efeitos (arredondados ao centavo).',
  'metric.tip.VAL_EFEITO_CLIENTES':
    'Fidelidade: L × ln(C1 ÷ C0), com C = clientes distintos com cupom de fidelidade e L a média logarítmica dos faturamentos de fidelidade (R1 − R0) ÷ (ln R1 − ln R0).',
  'metric.tip.VAL_EFEITO_FREQUENCIA':
    'Fidelidade: L × ln(F1 ÷ F0), com F = cupons de fidelidade ÷ clientes (compras por cliente).',
  'metric.tip.VAL_EFEITO_TICKET_MEDIO':
    'Fidelidade: L × ln(T1 ÷ T0), com T = faturamento de fidelidade ÷ cupons de fidelidade.',
  'metric.tip.VAL_EFEITO_CUPONS_NAO_FIDELIDADE':
    'Não fidelidade: L × ln(N1 ÷ N0), com N = cupons sem cliente do clube e L a média logarítmica do faturamento não fidelidade.',
  'metric.tip.VAL_EFEITO_TICKET_NAO_FIDELIDADE':
    'Não fidelidade: L × ln(T1 ÷ T0), com T = faturamento não fidelidade ÷ cupons não fidelidade.',
  'metric.tip.DAT_INICIO_FIDELIDADE':
    'Data do primeiro cadastro de cliente.',
  'metric.tip.DAT_PRIMEIRA_COMPRA': 'Dia da primeira compra do cliente no clube: o primeiro cupom com o CPF/CNPJ dele a partir do dia do cadastro.',
  'metric.tip.DAT_ULTIMA_COMPRA': 'Dia da compra mais recente do cliente no clube (cupom com o CPF/CNPJ dele a partir do dia do cadastro).',
  'metric.tip.DAT_DATA_PRIMEIRO_REGISTRO':
    'Dia da primeira venda recebida.',
  'metric.tip.NUM_CUPONS_TOTAL':
    'Cupons emitidos pelo operador no período, nas lojas selecionadas.',
  'metric.tip.NUM_CUPONS_IDENTIFICADOS':
    'Cupons do operador com CPF/CNPJ do comprador informado, seja ou não cliente cadastrado no clube.',
  'metric.tip.PER_CUPONS_IDENTIFICADOS':
    'Cupons identificados divididos pelos cupons do operador × 100.',
  'metric.tip.VAL_FATURAMENTO_TOTAL':
    'Soma do valor dos cupons emitidos pelo operador no período.',
  'metric.tip.VAL_FATURAMENTO_IDENTIFICADO':
    'Soma do valor dos cupons identificados do operador.',
  'metric.tip.PER_FATURAMENTO_IDENTIFICADO':
    'Faturamento identificado dividido pelo faturamento do operador × 100.',
  'metric.tip.DATA_INCLUSAO':
    'Primeiro dia em que o operador emitiu um cupom, até o fim do período.',
};

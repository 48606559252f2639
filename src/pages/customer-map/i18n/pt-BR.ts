/** pt-BR texts of pages/customer-map (README "Texts"). */
export const messages = {
  // pages/customer-map (/clientes/mapa)
  'customerMap.title': 'Mapa de clientes',
  'customerMap.description': 'Onde moram os clientes do clube, a situação de cada um no último dia do período e as lojas da rede.',
  'customerMap.loading': 'Carregando o mapa de clientes',
  'customerMap.exportTitle': 'Clientes por bairro',

  // status filter and counts
  'customerMap.statuses': 'Situação dos clientes',
  'customerMap.statusesHint': 'Escolha quais grupos aparecem no mapa, na tabela e nas contagens. Sem escolha, todos aparecem.',
  'customerMap.statusTip': '{status}: clientes nos filtros nessa situação em {date}, pela última compra identificada (critério de recência da conta). Clique para mostrar ou esconder o grupo.',
  'customerMap.showAll': 'Mostrar todos',
  'customerMap.registered': 'Clientes nos filtros',
  'customerMap.registeredTip': 'Clientes cadastrados até {date} nas lojas de cadastro escolhidas e nas situações escolhidas.',
  'customerMap.located': 'Com endereço no mapa',
  'customerMap.locatedTip': 'Desses clientes, os que têm latitude e longitude no endereço do cadastro.',
  'customerMap.locatedShare': '{share} dos clientes nos filtros',

  // map
  'customerMap.mapLabel': 'Mapa dos clientes e das lojas',
  'customerMap.view': 'Visualização',
  'customerMap.viewPoints': 'Pontos agrupados',
  'customerMap.viewHeat': 'Mapa de calor',
  'customerMap.mapLoading': 'Desenhando {count, plural, one {# cliente} other {# clientes}} no mapa…',
  'customerMap.mapError': 'Não foi possível desenhar o mapa: {message}',
  'customerMap.retry': 'Tentar de novo',
  'customerMap.mapErrorStillBelow': 'As contagens e a tabela por bairro continuam abaixo.',
  'customerMap.sampleNote': 'O mapa mostra {shown} de {total} clientes com endereço, escolhidos por igual em toda a área (limite de {max} pontos por consulta). As contagens usam todos.',
  'customerMap.coarseNote': 'Sem acesso a dados pessoais: as posições aparecem arredondadas a uma grade de cerca de 500 m, nunca o endereço exato.',
  'customerMap.legendStores': 'Lojas',
  'customerMap.clusterLegend': 'Grupos: a cor vai do vermelho (poucos ativos) ao azul (maioria ativa); o número é a quantidade de clientes.',
  'customerMap.basemapNote': 'Mapa base: limites dos estados (Natural Earth, domínio público) e sedes dos municípios da rede.',

  // visible area
  'customerMap.areaTitle': 'Na área visível do mapa',
  'customerMap.areaTip': 'Clientes com endereço dentro do retângulo que o mapa mostra agora, por situação. Muda quando o mapa para de se mover.',
  'customerMap.areaTotal': 'Clientes na área',
  'customerMap.areaUpdating': 'Atualizando a contagem da área…',
  'customerMap.areaError': 'Não foi possível contar os clientes da área.',
  'customerMap.areaWaiting': 'A contagem aparece quando o mapa termina de carregar.',

  // neighbourhood table
  'customerMap.tableTitle': 'Clientes por bairro',
  'customerMap.tableCaption': 'Clientes, ativos e faturamento fidelidade por bairro',
  'customerMap.tableSearch': 'Buscar bairro ou cidade',
  'customerMap.tableEmpty': 'Nenhum cliente nos filtros escolhidos',
  'customerMap.tableEmptyHint': 'Escolha outras lojas ou situações nos filtros acima.',
  'customerMap.unnamed': 'Não informado',
  'customerMap.revenueTip': 'Faturamento dos cupons fidelidade desses clientes no período, em qualquer loja.',

  // page states
  'customerMap.noCustomers': 'Nenhum cliente cadastrado até {date} nos filtros escolhidos.',
  'customerMap.noCustomersHint': 'Escolha outras lojas, situações ou um período mais recente.',
};

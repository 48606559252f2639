/** pt-BR texts of widgets/sales-filter-bar (README "Texts"). */
export const messages = {
  // sales filter bar: what was corrected in the address's filters (issue 14 §6)
  'salesFilterBar.correctionsLabel': 'Ajustes nos filtros do endereço',
  'salesFilterBar.invalidPeriod': 'O período do endereço ({start} a {end}) não é uma data válida; mostrando o período padrão, {shownStart} a {shownEnd}.',
  'salesFilterBar.reversedPeriod': 'O período do endereço começa depois de terminar ({start} a {end}); mostrando o período padrão, {shownStart} a {shownEnd}.',
  'salesFilterBar.unknownUnits': '{count, plural, one {A loja {ids} do endereço não existe nesta conta e não entra nos números.} other {As lojas {ids} do endereço não existem nesta conta e não entram nos números.}}',
  'salesFilterBar.unknownUnitLabel': 'Loja {id} (não encontrada)',
  'salesFilterBar.futureDays': 'O período vai além de {yesterday}: as vendas chegam até o dia anterior, então os dias seguintes ainda não têm dados.',
};

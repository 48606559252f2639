/**
 * pt-BR texts of the reference-period picker (shared/ui/reference-period). Not in the first load: the part puts them in scope itself
 * (MessagesScope around its view), so they come with the chunks that show it (README "Texts").
 */
export const messages = {
  'referencePeriod.label': 'Período de referência',
  'referencePeriod.compareWith': 'Comparar com',
  'referencePeriod.from': 'Referência de',
  'referencePeriod.to': 'Referência até',
  'referencePeriod.apply': 'Aplicar referência',
  'referencePeriod.summary':
    'Referência: {start} a {end}{custom, select, true {} other { (mesmos dias do ano anterior)}}{valid, select, true {} other { · a data inicial deve ser anterior ou igual à final}}',
};

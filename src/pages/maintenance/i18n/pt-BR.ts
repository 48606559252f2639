/** pt-BR texts of pages/maintenance (README "Texts"). */
export const messages = {
  'maintenance.title': 'Estamos em manutenção',
  'maintenance.expected': 'Previsão de retorno: {date}',
  'maintenance.generic': 'Estamos fazendo melhorias na plataforma e voltaremos em breve.',
  'maintenance.timeZone': 'Horário de Brasília',
};

/** pt-BR texts of widgets/top-bar (README "Texts"). */
export const messages = {
  'shell.homeLink': 'Ir para a Home',
  'shell.account': 'Conta',
  // shell: maintenance menu items, onboarding logo (helper "guard")
  'shell.firstValueLink': 'Ir para Primeiros passos',
};

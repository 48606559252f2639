/** pt-BR texts of features/module-selector (README "Texts"). */
export const messages = {
  'moduleSelector.open': 'Configurar módulos',
  'moduleSelector.openWithShortcut': '{label} (Ctrl+Shift+M)',
  'moduleSelector.title': 'Configurar módulos localmente',
  'moduleSelector.description': 'Escolha os módulos que esta sessão exibe. A escolha vale só para você, nesta aba; o servidor continua aplicando os módulos reais da conta.',
  'moduleSelector.database': 'Banco de dados:',
  'moduleSelector.copyDatabase': 'Copiar nome do banco de dados',
  'moduleSelector.modules': 'Módulos',
  'moduleSelector.docs': 'Documentação dos módulos',
  'moduleSelector.cancel': 'Cancelar',
  'moduleSelector.confirm': 'Confirmar',
};

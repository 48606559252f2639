/**
 * pt-BR texts of the shared kit (src/shared/ui, forms, status words): the root of the catalogue. Every
 * other slice keeps its own texts in <slice>/i18n/pt-BR.ts (README "Texts"); src/app/i18n gathers them
 * and types every id. Kit parts that the first load does not show (data table, multi-select, export
 * dialog, reference period, emoji text area, guided tour) keep theirs in `shared/ui/<part>/i18n` and
 * put them in scope themselves.
 */
export const messages = {
  // shared UI
  'ui.loadingPage': 'Carregando página',
  'ui.required': 'Campo obrigatório',
  'ui.invalidEmail': 'Informe um e-mail válido',
  'ui.invalidValue': 'Valor inválido',
  'form.invalid.cpf': 'Informe um CPF válido',
  'form.invalid.cnpj': 'Informe um CNPJ válido',
  'form.invalid.document': 'Informe um CPF ou CNPJ válido',
  'form.invalid.phone': 'Informe um telefone válido com DDD',
  'form.invalid.cep': 'Informe um CEP válido (00000-000)',
  'form.invalid.money': 'Informe um valor dentro do permitido',
  'form.invalid.date': 'Informe uma data válida (DD/MM/AAAA)',
  'form.invalid.password': 'Use de 8 a 200 caracteres, com letras e números',
  'form.invalid.size': 'Tamanho fora do permitido',
  'form.leave.title': 'Sair sem salvar?',
  'form.leave.message': 'As alterações deste formulário ainda não foram salvas.',
  'form.leave.confirm': 'Sair sem salvar',
  'form.leave.cancel': 'Continuar editando',
  'form.wizard.next': 'Próximo',
  'form.wizard.back': 'Voltar',
  'form.wizard.finish': 'Concluir',
  'form.wizard.progress': 'Passo {current} de {total}: {title}',
  'form.wizard.resumed': 'Rascunho retomado de onde você parou.',
  'ui.defaultError': 'Ocorreu um erro, tente novamente',
  'ui.logoAlt': 'Logotipo {brand}',

  // charts (shared/ui/chart)
  'chart.failed': 'Não foi possível desenhar o gráfico. Os valores estão na tabela da página.',
  'chart.category': 'Categoria',
  'metric.howComputed': 'Como é calculado: {label}',

  // a change against last year without a figure (issue 14 §6)
  'metric.comparison.noData': 'Sem dados no período',
  'metric.comparison.noBase': 'Sem base de comparação',

  // shared/ui analytics-page: the analytics page kit (loading, "sem vendas ainda", empty and error states)
  'analyticsPage.loading': 'Carregando os números…',
  'analyticsPage.noSalesYet.title': 'Ainda não há vendas processadas para esta conta',
  'analyticsPage.noSalesYet.hint': 'Os indicadores aparecem assim que as vendas da rede forem enviadas e processadas. Configure o envio em Configurações > Integrações.',
  'analyticsPage.noSalesYet.link': 'Ir para Configurações > Integrações',
  'analyticsPage.noSalesInPeriod.title': 'Nenhuma venda no período',
  'analyticsPage.noSalesInPeriod.hint': 'Não há vendas nas lojas e no período escolhidos. Escolha outro período ou outras lojas nos filtros acima.',
  'analyticsPage.beforeFirstSale.note': 'Sem dados antes de {day}: a primeira venda recebida da rede é desse dia; os dias anteriores aparecem zerados.',
  'analyticsPage.beforeFirstSale.title': 'Sem dados antes de {day}',
  'analyticsPage.beforeFirstSale.hint': 'A primeira venda recebida da rede é de {day}; o período escolhido termina antes dela. Escolha um período a partir desse dia nos filtros acima.',
  'analyticsPage.error.title': 'Não foi possível mostrar estes números',
  'analyticsPage.error.hint': 'Tente novamente em alguns instantes.',
  'analyticsPage.error.retry': 'Tentar novamente',

  // shell
  'shell.skipToContent': 'Pular para o conteúdo',

  // status pages
  'status.backHome': 'Voltar para a Home',
  'status.goHome': 'Ir para a página inicial',
  'status.reload': 'Recarregar',
  'status.retry': 'Tentar novamente',
  'somethingWrong.title': 'Algo deu errado',
  'somethingWrong.description': 'Não conseguimos carregar esta página. Tente novamente em alguns instantes.',
  // shared UI: dialogs, snackbar, copy button
  'ui.close': 'Fechar',
  'ui.undo': 'Desfazer',
  'ui.confirm.yes': 'Sim',
  'ui.confirm.no': 'Não',
  'ui.alertDialog.title': 'Aviso',
  'ui.snackbar.region': 'Notificações',
  'ui.copy': 'Copiar',
  'ui.copy.done': 'Copiado!',
  'ui.copy.failed': 'Não foi possível copiar',
};

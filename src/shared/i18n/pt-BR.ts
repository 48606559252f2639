/**
 * pt-BR texts of the shared kit (src/shared/ui, forms, status words): the root of the catalogue. Every
 * other slice keeps its own texts in <slice>/i18n/pt-BR.ts (README "Texts"); src/app/i18n gathers them
 * and types every id.
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

  // shared data table: columns past the card's edge (issue 14 §6)
  'dataTable.moreColumns': 'Há colunas fora da área visível: role a tabela para o lado ou use os botões.',
  'dataTable.previousColumns': '← Colunas anteriores',
  'dataTable.nextColumns': 'Mais colunas →',
  'dataTable.noMatch': 'Nenhum resultado para a busca',
  'dataTable.noMatchHint': 'Confira o nome ou o código digitado.',
  'dataTable.pageRange': '{first}–{last} de {total}',
  'dataTable.previousPage': 'Anterior',
  'dataTable.nextPage': 'Próxima',
  'multiSelect.placeholder': 'Digite para buscar',
  'multiSelect.remove': 'Remover {label}',
  'multiSelect.loading': 'Buscando…',
  'multiSelect.noOptions': 'Nenhuma opção encontrada',
  'multiSelect.more': 'Mostrando {shown, number} de {total, number}: digite para refinar',
  'dataTable.showing': 'Mostrando {shown, number} de {total, number}',
  'dataTable.loadMore': 'Carregar mais',
  'dataTable.loadingMore': 'Carregando…',

  // reference period of a comparison (shared/ui/reference-period)
  'referencePeriod.label': 'Período de referência',
  'referencePeriod.compareWith': 'Comparar com',
  'referencePeriod.from': 'Referência de',
  'referencePeriod.to': 'Referência até',
  'referencePeriod.apply': 'Aplicar referência',
  'referencePeriod.summary':
    'Referência: {start} a {end}{custom, select, true {} other { (mesmos dias do ano anterior)}}{valid, select, true {} other { · a data inicial deve ser anterior ou igual à final}}',

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
  // shared UI: dialogs, snackbar, copy button, emoji text area, guided tour
  'ui.close': 'Fechar',
  'ui.undo': 'Desfazer',
  'ui.confirm.yes': 'Sim',
  'ui.confirm.no': 'Não',
  'ui.alertDialog.title': 'Aviso',
  'ui.snackbar.region': 'Notificações',
  'ui.copy': 'Copiar',
  'ui.copy.done': 'Copiado!',
  'ui.copy.failed': 'Não foi possível copiar',
  'ui.emojiTextArea.counter': '{used}/{max}',
  'ui.emojiTextArea.counterDescription': '{used} de {max} caracteres usados',
  'ui.emojiTextArea.openPicker': 'Inserir emoji',
  'ui.emojiTextArea.picker': 'Emojis',
  'ui.emojiTextArea.tooLong': 'Não é possível inserir emojis devido ao tamanho limite do campo.',
  'ui.tour.previous': 'Anterior',
  'ui.tour.next': 'Próximo',
  'ui.tour.done': 'Concluir',
  'ui.tour.skip': 'Pular',
  'ui.tour.progress': 'Passo {current} de {total}',
  'export.format': 'Formato do arquivo',
  'export.csv': 'CSV (separado por ponto e vírgula)',
  'export.xlsx': 'Excel (XLSX)',
  'export.emails': 'E-mails que receberão o relatório',
  'export.emailsHint': 'Separe os e-mails com vírgula (até 10).',
  'export.emailsInvalid': 'E-mail inválido: {email}',
  'export.emailsTooMany': 'Informe no máximo 10 e-mails.',
  'export.emailsRepeated': 'E-mail repetido: {email}',
  'export.cancel': 'Cancelar',
  'export.submit': 'Exportar',
  'export.started': 'Exportação iniciada. Acompanhe no Histórico de exportações.',
};

/**
 * Every text the user reads, in pt-BR. Components refer to these ids through react-intl; the id
 * type below makes a missing or misspelt id a compile error.
 */
export const ptBR = {
  // shared UI
  'ui.loadingPage': 'Carregando página',
  'ui.required': 'Campo obrigatório',
  'ui.invalidEmail': 'Informe um e-mail válido',
  'ui.invalidValue': 'Valor inválido',
  'ui.defaultError': 'Ocorreu um erro, tente novamente',
  'ui.logoAlt': 'Logotipo {brand}',

  // login
  'login.title': 'Acesse sua conta',
  'login.subtitle': 'Entre com o e-mail e a senha cadastrados pela sua rede.',
  'login.email': 'E-mail',
  'login.emailPlaceholder': 'voce@suarede.com.br',
  'login.password': 'Senha',
  'login.showPassword': 'Mostrar senha',
  'login.hidePassword': 'Ocultar senha',
  'login.submit': 'Entrar',
  'login.invalidCredentials': 'E-mail ou senha inválidos',
  'login.tooManyAttempts': 'Muitas tentativas de acesso. Tente novamente em alguns minutos.',
  'login.unavailable': 'Não foi possível entrar agora. Verifique sua conexão e tente novamente.',
  'login.authCodeFailed': 'Não foi possível concluir o acesso. Entre novamente.',
  'login.brandHeadline': 'Fidelidade, campanhas e resultados da sua rede em um só lugar.',
  'login.brandPoints.analytics': 'Acompanhe faturamento, clientes e lojas',
  'login.brandPoints.campaigns': 'Crie campanhas por SMS, e-mail, WhatsApp e aplicativo',
  'login.brandPoints.club': 'Gerencie o clube de fidelidade e as ofertas',
  'login.footer': '© {year} {brand}. Uso restrito a colaboradores autorizados.',

  // shell
  'shell.skipToContent': 'Pular para o conteúdo',
  'shell.homeLink': 'Ir para a Home',
  'shell.account': 'Conta',
  'shell.user': 'Usuário',
  'shell.logout': 'Sair',
  'shell.logoutFailed': 'Não foi possível sair. Tente novamente.',
  'shell.switchClient': 'Trocar de cliente',
  'shell.switchingClient': 'Trocando de cliente…',
  'shell.switchClientFailed': 'Não foi possível trocar de cliente. Tente novamente.',
  'shell.mainNavigation': 'Navegação principal',

  // home
  'home.greeting': 'Olá, {name}',
  'home.accountSubtitle': 'Você está na conta {account}.',
  'home.storesTitle': 'Lojas',
  'home.storesCount': '{count, plural, =0 {Nenhuma loja} one {# loja} other {# lojas}}',
  'home.storesShowing': 'Exibindo {shown} de {total}',
  'home.storesEmpty': 'Nenhuma loja cadastrada',
  'home.storesEmptyHint': 'As lojas aparecem aqui assim que forem cadastradas para a conta.',
  'home.storesTableLabel': 'Lojas da conta {account}',
  'home.loadMore': 'Carregar mais lojas',
  'home.loadingMore': 'Carregando mais lojas…',

  // unit entity
  'unit.name': 'Loja',
  'unit.idErp': 'Código ERP',
  'unit.city': 'Cidade/UF',
  'unit.cnpj': 'CNPJ',
  'unit.status': 'Situação',
  'unit.active': 'Ativa',
  'unit.inactive': 'Inativa',

  // status pages
  'status.backHome': 'Voltar para a Home',
  'status.goHome': 'Ir para a página inicial',
  'status.reload': 'Recarregar',
  'status.retry': 'Tentar novamente',
  'expiredSession.title': 'Sua sessão expirou',
  'expiredSession.description':
    'Por segurança, sua sessão foi encerrada. Entre novamente para continuar de onde parou.',
  'expiredSession.action': 'Entrar novamente',
  'maintenance.title': 'Estamos em manutenção',
  'maintenance.expected': 'Previsão de retorno: {date}',
  'maintenance.generic': 'Estamos fazendo melhorias na plataforma e voltaremos em breve.',
  'maintenance.timeZone': 'Horário de Brasília',
  'restrictAccess.title': 'Acesso restrito',
  'restrictAccess.description':
    'Você não tem permissão para acessar esta página. Se precisar dela, fale com o administrador da sua conta.',
  'notFound.title': 'Página não encontrada',
  'notFound.description': 'O endereço que você acessou não existe ou foi movido.',
  'somethingWrong.title': 'Algo deu errado',
  'somethingWrong.description': 'Não conseguimos carregar esta página. Tente novamente em alguns instantes.',
  'updatingSystem.title': 'Estamos atualizando o sistema',
  'updatingSystem.description': 'Uma nova versão está sendo publicada. Recarregue a página em alguns instantes.',
  'chunkError.title': 'Não foi possível carregar a página',
  'chunkError.description': 'A conexão demorou demais ou foi interrompida. Recarregue para tentar de novo.',
  'underConstruction.title': 'Página em construção',
  'underConstruction.description':
    'A página {page} ainda está sendo construída. Em breve ela estará disponível aqui.',
  // shared UI: dialogs, snackbar, copy button, emoji text area, guided tour
  'ui.close': 'Fechar',
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
} as const;

/** An id of a pt-BR message. */
export type MessageId = keyof typeof ptBR;

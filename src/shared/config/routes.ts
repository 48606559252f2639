import type { AccountModule } from './modules';

/**
 * The route/permission catalogue: one source for the router, the client guard, the side menu, the
 * global page search and the server's access control. It holds every route of spec §2.
 *
 * Conventions (see the decisions in the report / README):
 * - ids are `area.page[.sub]` and never change: the server's policies (`canOpen('id')`) and the
 *   e2e tests refer to them;
 * - paths are react-router patterns: `:id`, optional `:id?`, a trailing `*` for "one or more
 *   segments" (`{p+}` in the spec);
 * - the catalogue is matched in order (first match wins), so a fixed segment (`nova`) comes before
 *   a parameter (`:id`) of the same parent;
 * - sub-pages (nova, editar, resultados, tabs…) carry their parent page's permission and rules,
 *   unless a franchisee switch (spec §6) targets them, in which case their permission is the
 *   switch's target so `franchiseePermissionFor` finds it;
 * - `menu` only on side-menu pages; the global search offers the pages `searchDescriptions.ts`
 *   describes (never pages with required parameters): those sentences live there, so they come
 *   with the search's list instead of the first load.
 */
export type RouteAccess = 'public' | 'unlogged' | 'private';

/** The side menu's groups, in the order the menu shows them (spec §2 Shell). */
export const MENU_GROUPS = [
  'Home',
  'Empresa',
  'Clube',
  'mar.ia',
  'Indústria',
  'Clientes',
  'Produtos',
  'Aplicativo',
  'Campanhas',
  'Gerenciador de análises',
  'Configurações',
] as const;

export type MenuGroup = (typeof MENU_GROUPS)[number];

export interface RouteMenu {
  group: MenuGroup;
  /** the item's label in the side menu */
  label: string;
  /** position inside the group */
  order: number;
}

export interface RouteModules {
  /** every one of these modules must be on */
  all?: readonly AccountModule[];
  /** at least one of these modules must be on */
  any?: readonly AccountModule[];
  /** every one of these modules must be off */
  none?: readonly AccountModule[];
}

export interface RouteRequirements {
  /** personal-data (PII) access of consumers */
  pii?: boolean;
  /** personal-data access of employees (operators) */
  piiEmployees?: boolean;
  /** permission to download personal data */
  piiDownload?: boolean;
  /** the user's account-admin flag */
  accountAdmin?: boolean;
}

export interface RouteHidden {
  franchise?: boolean;
  franchisee?: boolean;
}

/**
 * Account types a page is shown to (side menu and global search); other accounts do not see it.
 * Visibility only: the guard does not refuse the address for it (see `visibleOnlyFor` on RouteDef).
 */
export interface RouteOnlyFor {
  /** franchisor accounts (is_franchise) */
  franchise?: boolean;
}

/**
 * A second page permission that also opens the route, for accounts of a franchise network
 * (spec §6: client management needs visualizar-cadastros, or solicitacoes for a franchise).
 */
export interface RouteAlternativePermission {
  permission: string;
  /** 'franchise' = any account of a franchise network: franchisor (is_franchise) or franchisee (is_franchisee) */
  for: 'franchise';
}

export interface RouteDef {
  /** stable key, used by the server's policies and tests */
  id: string;
  /** react-router path pattern */
  path: string;
  /** pt-BR page title */
  title: string;
  access: RouteAccess;
  /** page permission string (spec §6); absent = any logged-in user */
  permission?: string;
  alternativePermission?: RouteAlternativePermission;
  modules?: RouteModules;
  requires?: RouteRequirements;
  hiddenFor?: RouteHidden;
  /**
   * shown in the menu and the search only to these account types. Not a guard rule: refusing the
   * address too would change the server's answer to a retailer calling
   * updateAccountFranchiseePermissions (NOT_FOUND today → FORBIDDEN), see the report.
   */
  visibleOnlyFor?: RouteOnlyFor;
  /** promotions-only (only_mercapromo) users may open it */
  allowOnlyMercapromo?: boolean;
  /** an alias or a tabbed page that lands elsewhere: a path pattern whose `:params` come from this route's match */
  redirectTo?: string;
  /** the side-menu entry; absent = not in the side menu */
  menu?: RouteMenu;
  /** 'YYYY-MM-DD': the "new" badge shows until the start of this day (Brasília time) */
  newUntil?: string;
  /** the page hides the side menu */
  hideSideMenu?: boolean;
  /**
   * The page slice that renders this route (`src/pages/<page>`): THE one place a route id meets its
   * slice. Absent = not built yet: the route renders the "em construção" page inside the shell.
   */
  page?: string;
  /** whether this page is built (it has a `page`) */
  built: boolean;
}

/** A catalogue entry as written: `built` follows from `page`. */
type RouteInput = Omit<RouteDef, 'built'>;

const route = (def: RouteInput): RouteDef => ({ ...def, built: def.page !== undefined });

type Extra = Partial<Omit<RouteInput, 'id' | 'path' | 'title'>>;
type Entry = readonly [id: string, path: string, title: string, extra?: Extra];

/** Private, unbuilt pages that share rules (a page and its sub-pages); an entry's own fields win. */
function family(common: Extra, entries: readonly Entry[]): RouteDef[] {
  return entries.map(([id, path, title, extra]) => route({ access: 'private', ...common, ...extra, id, path, title }));
}

const menu = (group: MenuGroup, label: string, order: number): RouteMenu => ({ group, label, order });

/** End dates of the "new" badge (spec §2 Feature-highlight flags; dates picked within 15/07/2024–25/11/2024). */
export const NEW_UNTIL = {
  segmentacao: '2024-07-15',
  cashbackTrade: '2024-07-30',
  mobileDestaques: '2024-07-30',
  faturamentoIncremental: '2024-11-25',
  consultarOfertas: '2024-11-25',
  gerenciadorAnalises: '2024-11-25',
} as const;

const PII = { pii: true } as const;
const MOBILE: RouteModules = { all: ['mobile'] };
const INDUSTRY: RouteModules = { all: ['industry'] };
const OFFER_MANAGEMENT: RouteModules = { all: ['offer_management'] };
const PRODUCTS_TREE: RouteModules = { all: ['products_tree'] };

/** Fixed pages (spec §2): status pages, sign-in, home, user menu. */
const FIXED: RouteDef[] = [
  route({ id: 'login', path: '/login', title: 'Entrar', access: 'unlogged', page: 'login', allowOnlyMercapromo: true }),
  // "Esqueci minha senha" (issue 14 §6): public, so a reset link opened while signed in still works
  route({ id: 'forgot-password', path: '/esqueci-minha-senha', title: 'Esqueci minha senha', access: 'public', page: 'forgot-password', allowOnlyMercapromo: true }),
  route({ id: 'reset-password', path: '/redefinir-senha', title: 'Criar nova senha', access: 'public', page: 'reset-password', allowOnlyMercapromo: true }),
  route({ id: 'expired-session', path: '/expired-session', title: 'Sessão expirada', access: 'public', page: 'expired-session', allowOnlyMercapromo: true }),
  route({ id: 'maintenance', path: '/maintenance', title: 'Em manutenção', access: 'public', page: 'maintenance', allowOnlyMercapromo: true }),
  route({ id: 'updating-system', path: '/updating-system', title: 'Atualizando o sistema', access: 'public', page: 'updating-system', allowOnlyMercapromo: true }),
  route({ id: 'someting-wrong', path: '/someting-wrong', title: 'Algo deu errado', access: 'public', page: 'something-wrong', allowOnlyMercapromo: true }),
  route({ id: 'not-found', path: '/not-found', title: 'Página não encontrada', access: 'public', page: 'not-found', allowOnlyMercapromo: true }),
  route({ id: 'restrict-access', path: '/restrict-access', title: 'Acesso restrito', access: 'private', page: 'restrict-access', allowOnlyMercapromo: true }),
  route({
    id: 'home',
    path: '/home',
    title: 'Início',
    access: 'private',
    page: 'home',
    allowOnlyMercapromo: true,
    menu: menu('Home', 'Home', 1),
  }),
  ...family({}, [
    ['perfil', '/perfil', 'Notificações', { page: 'profile', allowOnlyMercapromo: true }],
    // Onboarding of a new account (first-value flag): the toolbar logo leads here; no side menu
    // ("hidden on first access").
    ['primeiro-valor', '/primeiro-valor', 'Primeiros passos', { page: 'first-value', hideSideMenu: true }],
  ]),
  ...family({ requires: { pii: true, accountAdmin: true } }, [
    ['usuarios', '/usuarios', 'Usuários', { page: 'users', permission: 'usuarios/editar' }],
    ['usuarios.permissionamento', '/usuarios/permissionamento/:email', 'Permissões do usuário', { page: 'user-permissions', permission: 'usuarios/permissionamento' }],
  ]),
  ...family({ requires: { accountAdmin: true }, allowOnlyMercapromo: true }, [
    ['configuracoes-admin', '/configuracoes-admin', 'Configurações', { page: 'admin-settings-index' }],
    // Orders are a retailer's: telesales is hidden for franchise networks (spec §6, orders).
    ['configuracoes-admin.televendas', '/configuracoes-admin/televendas', 'Configurações de televendas', { page: 'admin-telesales', hiddenFor: { franchise: true, franchisee: true } }],
    ['configuracoes-admin.hotsite', '/configuracoes-admin/hotsite', 'Configurações do hotsite', { page: 'admin-hotsite' }],
    ['configuracoes-admin.app', '/configuracoes-admin/app', 'Configurações do aplicativo', { page: 'admin-app' }],
    ['configuracoes-admin.termos', '/configuracoes-admin/termos', 'Termos de uso', { page: 'admin-terms' }],
    ['configuracoes-admin.lojas', '/configuracoes-admin/lojas', 'Configurações de lojas', { page: 'admin-stores' }],
    // Issue 14 §6: findable from the side menu and the global search (account admins only, like the page).
    ['configuracoes-admin.integracoes', '/configuracoes-admin/integracoes', 'Integrações', {
      page: 'admin-integrations',
      menu: menu('Configurações', 'Integrações', 7),
    }],
  ]),
  ...family({ permission: 'gerenciador-analises', modules: OFFER_MANAGEMENT }, [
    ['gerenciador-analises', '/gerenciador-analises', 'Gerenciador de análises', {
      page: 'analysis-manager',
      menu: menu('Gerenciador de análises', 'Gerenciador de análises', 1),
      newUntil: NEW_UNTIL.gerenciadorAnalises,
    }],
  ]),
];

const EMPRESA = [
  ...family({ permission: 'empresa/faturamento' }, [
    ['empresa.faturamento', '/empresa/faturamento', 'Faturamento', {
      page: 'company-revenue',
      menu: menu('Empresa', 'Faturamento', 1),
    }],
    ['empresa.faturamento.diario', '/empresa/faturamento/diario/:mes', 'Faturamento diário', { page: 'company-daily-revenue' }],
  ]),
  ...family({}, [
    ['empresa.desempenho', '/empresa/desempenho', 'Desempenho da empresa', {
      page: 'company-performance',
      permission: 'empresa/desempenho',
      menu: menu('Empresa', 'Desempenho', 2),
    }],
    ['empresa.decomposicao', '/empresa/decomposicao', 'Decomposição do faturamento', {
      page: 'company-decomposition',
      permission: 'empresa/decomposicao',
      menu: menu('Empresa', 'Decomposição', 3),
    }],
    ['empresa.faturamento-incremental', '/empresa/faturamento-incremental/:analysisId?', 'Faturamento incremental', {
      permission: 'empresa/faturamento-incremental',
      modules: OFFER_MANAGEMENT,
      newUntil: NEW_UNTIL.faturamentoIncremental,
      menu: menu('Empresa', 'Faturamento incremental', 4),
    }],
  ]),
];

const CLUBE = [
  ...family({}, [
    ['clube.dashboard', '/clube/dashboard', 'Dashboard do Clube', {
      page: 'club-dashboard',
      permission: 'clube/dashboard',
      menu: menu('Clube', 'Dashboard', 1),
    }],
    ['clube.desempenho', '/clube/desempenho', 'Desempenho do Clube', {
      page: 'club-performance',
      permission: 'clube/desempenho',
      menu: menu('Clube', 'Desempenho', 2),
    }],
    ['clube.comparativo', '/clube/comparativo', 'Comparativo do Clube', {
      page: 'club-comparison',
      permission: 'clube/comparativo',
      menu: menu('Clube', 'Comparativo', 3),
    }],
    ['clube.lojas', '/clube/lojas', 'Clube por loja', {
      page: 'club-stores',
      permission: 'clube/lojas',
      menu: menu('Clube', 'Lojas', 4),
    }],
  ]),
  ...family({ permission: 'clube/performance-operacional', modules: { all: ['operational_performance'] }, requires: { piiEmployees: true } }, [
    ['clube.performance-operacional', '/clube/performance-operacional', 'Performance operacional', {
      page: 'club-operational-performance',
      menu: menu('Clube', 'Performance operacional', 5),
    }],
    ['clube.performance-operacional.detalhes-operador', '/clube/performance-operacional/detalhes-operador/:id', 'Detalhes do operador', { page: 'club-operator-details' }],
  ]),
];

const CLIENTES = [
  ...family({ permission: 'clientes/segmentacao' }, [
    ['clientes.segmentacao', '/clientes/segmentacao', 'Segmentação', {
      page: 'segment-list',
      newUntil: NEW_UNTIL.segmentacao,
      menu: menu('Clientes', 'Segmentação', 1),
    }],
    ['clientes.segmentacao.nova', '/clientes/segmentacao/nova/:id?', 'Nova segmentação', { page: 'segment-new' }],
    ['clientes.segmentacao.editar', '/clientes/segmentacao/editar/:id', 'Editar segmentação', { page: 'segment-edit' }],
    ['clientes.segmentacao.visualizar', '/clientes/segmentacao/visualizar/:campaignId/:segmentId', 'Visualizar segmentação', { page: 'segment-view' }],
  ]),
  ...family({}, [
    ['clientes.perfil-demografico', '/clientes/perfil-demografico', 'Perfil demográfico', {
      page: 'customer-demographics',
      permission: 'clientes/perfil-demografico',
      menu: menu('Clientes', 'Perfil demográfico', 2),
    }],
  ]),
  ...family({ requires: PII }, [
    ['clientes.melhores-clientes', '/clientes/melhores-clientes', 'Melhores clientes', {
      page: 'customer-best',
      permission: 'clientes/melhores-clientes',
      menu: menu('Clientes', 'Melhores clientes', 3),
    }],
    ['clientes.busca-cliente', '/clientes/busca-cliente', 'Busca de cliente', {
      page: 'customer-search',
      permission: 'clientes/busca-cliente',
      menu: menu('Clientes', 'Busca de cliente', 4),
    }],
    ['clientes.detalhes-cliente', '/clientes/detalhes-cliente/:id', 'Detalhes do cliente', { page: 'customer-details', permission: 'clientes/busca-cliente' }],
  ]),
  ...family({}, [
    ['clientes.retencao', '/clientes/retencao', 'Retenção', {
      page: 'customer-retention',
      permission: 'clientes/retencao',
      menu: menu('Clientes', 'Retenção', 5),
    }],
  ]),
  ...family({ permission: 'clientes/interesses', modules: { none: ['uncategorized_products'] }, hiddenFor: { franchise: true } }, [
    ['clientes.interesses', '/clientes/interesses', 'Interesses', {
      page: 'customer-interests',
      menu: menu('Clientes', 'Interesses', 6),
    }],
    ['clientes.interesses.por-genero', '/clientes/interesses/por-genero', 'Interesses por gênero', { page: 'customer-interests-gender' }],
    ['clientes.interesses.por-idade', '/clientes/interesses/por-idade', 'Interesses por idade', { page: 'customer-interests-age' }],
    ['clientes.interesses.pessoa-juridica', '/clientes/interesses/pessoa-juridica', 'Interesses de pessoa jurídica', { page: 'customer-interests-company' }],
  ]),
  ...family({}, [
    ['clientes.mapa', '/clientes/mapa', 'Mapa de clientes', {
      permission: 'clientes/mapa',
      page: 'customer-map',
      menu: menu('Clientes', 'Mapa de clientes', 7),
    }],
    ['clientes.gerenciamento', '/clientes/gerenciamento', 'Gerenciamento de clientes', {
      permission: 'clientes/visualizar-cadastros',
      alternativePermission: { permission: 'clientes/gerenciamento/solicitacoes', for: 'franchise' },
      page: 'customer-management',
      menu: menu('Clientes', 'Gerenciamento de clientes', 8),
    }],
    ['clientes.gerenciamento.cadastros', '/clientes/gerenciamento/cadastros', 'Cadastros de clientes', {
      page: 'customer-registrations',
      permission: 'clientes/visualizar-cadastros',
      requires: PII,
    }],
    ['clientes.gerenciamento.cadastros.edicao-cadastros', '/clientes/gerenciamento/cadastros/edicao-cadastros', 'Edição de cadastros', {
      page: 'customer-registration-edit',
      permission: 'clientes/gerenciamento/cadastros/edicao-cadastros',
      requires: PII,
    }],
    ['clientes.gerenciamento.cadastros.edicao-pontos', '/clientes/gerenciamento/cadastros/edicao-pontos', 'Edição de pontos', {
      page: 'customer-points-edit',
      permission: 'clientes/gerenciamento/cadastros/edicao-pontos',
      requires: PII,
    }],
    ['clientes.gerenciamento.solicitacoes', '/clientes/gerenciamento/solicitacoes', 'Solicitações de clientes', { permission: 'clientes/gerenciamento/solicitacoes', page: 'customer-data-requests' }],
    ['clientes.classificacao-rfv', '/clientes/classificacao-rfv/:analysisId?', 'Classificação RFV', {
      page: 'customer-rfv',
      permission: 'clientes/rfv',
      menu: menu('Clientes', 'Classificação RFV', 9),
    }],
  ]),
  ...family({ permission: 'clientes/consultar-ofertas', modules: { any: ['offer_management', 'industry'] } }, [
    ['clientes.consultar-ofertas', '/clientes/consultar-ofertas', 'Consultar ofertas', {
      newUntil: NEW_UNTIL.consultarOfertas,
      menu: menu('Clientes', 'Consultar ofertas', 10),
    }],
    ['clientes.consultar-ofertas.ofertas-e-descontos', '/clientes/consultar-ofertas/ofertas-e-descontos', 'Consultar ofertas e descontos'],
    ['clientes.consultar-ofertas.ofertas-e-descontos.resultado', '/clientes/consultar-ofertas/ofertas-e-descontos/resultado/:c/:d/:u/*', 'Resultado da consulta de ofertas e descontos'],
    ['clientes.consultar-ofertas.cashback', '/clientes/consultar-ofertas/cashback', 'Consultar cashback'],
    ['clientes.consultar-ofertas.cashback.resultado', '/clientes/consultar-ofertas/cashback/resultado/:c/:sd/:ed', 'Resultado da consulta de cashback'],
    ['clientes.consultar-ofertas.voucher-ze', '/clientes/consultar-ofertas/voucher-ze', 'Consultar voucher Zé Delivery'],
    ['clientes.consultar-ofertas.voucher-ze.resultado', '/clientes/consultar-ofertas/voucher-ze/resultado/:c', 'Resultado da consulta de voucher Zé Delivery'],
    ['clientes.consultar-ofertas.ativacao-cadastro', '/clientes/consultar-ofertas/ativacao-cadastro', 'Consultar ativação de cadastro'],
    ['clientes.consultar-ofertas.ativacao-cadastro.resultado', '/clientes/consultar-ofertas/ativacao-cadastro/resultado/:c', 'Resultado da consulta de ativação de cadastro'],
    ['clientes.consultar-ofertas.pontos', '/clientes/consultar-ofertas/pontos', 'Consultar pontos'],
    ['clientes.consultar-ofertas.pontos.resultado', '/clientes/consultar-ofertas/pontos/resultado/:c/:v?', 'Resultado da consulta de pontos'],
  ]),
];

/** Telesales orders: no "Pedidos" group in the side menu, so they sit in Clientes (decision). */
const PEDIDOS = [
  ...family({ modules: { all: ['telesales'] }, hiddenFor: { franchise: true, franchisee: true } }, [
    ['pedidos.controle-pedidos', '/pedidos/controle-pedidos', 'Controle de pedidos', {
      permission: 'pedidos/controle-pedidos',
      requires: PII,
      menu: menu('Clientes', 'Controle de pedidos', 11),
    }],
    ['pedidos.controle-pedidos.historico', '/pedidos/controle-pedidos/historico', 'Histórico de pedidos', { permission: 'pedidos/controle-pedidos', requires: PII }],
    ['pedidos.gerenciamento-preco', '/pedidos/gerenciamento-preco', 'Gerenciamento de preços', {
      permission: 'pedidos/gerenciamento-preco',
      menu: menu('Clientes', 'Preços do televendas', 12),
    }],
  ]),
];

const MARIA = [
  ...family({}, [
    ['maria.quando-vou-vender', '/maria/quando-vou-vender', 'Quando vou vender?', {
      permission: 'maria/quando-vou-vender',
      menu: menu('mar.ia', 'Quando vou vender?', 1),
    }],
    ['maria.produtos-impulsionadores', '/maria/produtos-impulsionadores', 'Produtos impulsionadores', {
      permission: 'maria/produtos-impulsionadores',
      menu: menu('mar.ia', 'Produtos impulsionadores', 2),
    }],
  ]),
  ...family({ permission: 'maria/campanha-da-maria' }, [
    ['maria.campanha-da-maria', '/maria/campanha-da-maria', 'Campanha da mar.ia', {
      menu: menu('mar.ia', 'Campanha da mar.ia', 3),
    }],
    ['maria.campanha-da-maria.nova', '/maria/campanha-da-maria/nova', 'Nova campanha da mar.ia'],
    ['maria.campanha-da-maria.editar', '/maria/campanha-da-maria/editar/:id', 'Editar campanha da mar.ia'],
    ['maria.campanha-da-maria.visualizar', '/maria/campanha-da-maria/visualizar/:id', 'Visualizar campanha da mar.ia'],
    ['maria.campanha-da-maria.resultados', '/maria/campanha-da-maria/resultados/:id', 'Resultados da campanha da mar.ia'],
  ]),
];

const PRODUTOS = [
  ...family({ permission: 'produtos/busca-produto' }, [
    ['produtos.busca-produto', '/produtos/busca-produto', 'Busca de produto', {
      page: 'product-search',
      menu: menu('Produtos', 'Busca de produto', 1),
    }],
    ['produtos.detalhes-produto', '/produtos/detalhes-produto/:id', 'Detalhes do produto', { page: 'product-detail' }],
  ]),
  ...family({}, [
    ['produtos.ranking-produtos', '/produtos/ranking-produtos', 'Ranking de produtos', {
      permission: 'produtos/ranking-produtos',
      page: 'product-ranking',
      menu: menu('Produtos', 'Ranking de produtos', 2),
    }],
    ['produtos.arvore-produtos', '/produtos/arvore-produtos', 'Árvore de produtos', {
      permission: 'produtos/arvore-produtos',
      page: 'product-tree',
      modules: PRODUCTS_TREE,
      hiddenFor: { franchise: true },
      menu: menu('Produtos', 'Árvore de produtos', 3),
    }],
    ['produtos.comparativo-produtos', '/produtos/comparativo-produtos', 'Comparativo de produtos', {
      permission: 'produtos/comparativo-produtos',
      page: 'product-comparison',
      menu: menu('Produtos', 'Comparativo de produtos', 4),
    }],
    ['produtos.comparativo-categorias', '/produtos/comparativo-categorias', 'Comparativo de categorias', {
      permission: 'produtos/comparativo-categorias',
      page: 'category-comparison',
      modules: PRODUCTS_TREE,
      hiddenFor: { franchise: true },
      menu: menu('Produtos', 'Comparativo de categorias', 5),
    }],
  ]),
  ...family({ permission: 'produtos/gerenciamento-produtos' }, [
    ['produtos.gerenciamento-produtos', '/produtos/gerenciamento-produtos', 'Gerenciamento de produtos', {
      page: 'product-catalogue',
      menu: menu('Produtos', 'Gerenciamento de produtos', 6),
    }],
    ['produtos.gerenciamento-produtos.produtos-loja', '/produtos/gerenciamento-produtos/produtos-loja', 'Produtos por loja', { page: 'store-product-list' }],
    ['produtos.gerenciamento-produtos.grupos', '/produtos/gerenciamento-produtos/grupos', 'Grupos de produtos', { page: 'product-groups' }],
    ['produtos.novo', '/produtos/novo', 'Novo produto', { page: 'product-new' }],
    ['produtos.alterar', '/produtos/alterar/:id?', 'Alterar produto', { page: 'product-edit' }],
    ['produtos.alterar-produto-loja', '/produtos/alterar-produto-loja/:id?', 'Alterar produto da loja', { page: 'store-product-edit' }],
    ['produtos.novo-produto-loja', '/produtos/novo-produto-loja', 'Novo produto da loja', { page: 'store-product-new' }],
  ]),
  ...family({ permission: 'produtos/faixas-precos' }, [
    ['produtos.faixas-precos', '/produtos/faixas-precos', 'Faixas de preços', {
      page: 'price-range-list',
      menu: menu('Produtos', 'Faixas de preços', 7),
    }],
    ['produtos.faixas-precos.nova-analise', '/produtos/faixas-precos/nova-analise', 'Nova análise de faixas de preços', { page: 'price-range-new' }],
    ['produtos.faixas-precos.analise', '/produtos/faixas-precos/:id', 'Análise de faixas de preços', { page: 'price-range-analysis' }],
  ]),
];

/** A campaign channel: list, nova, {id} (one list page and one wizard page for every channel, which they read from the path), resultados/{id}. */
const channel = (key: string, label: string, order: number, extra: Extra = {}): RouteDef[] =>
  family({ permission: `campanhas/${key}`, ...extra }, [
    [`campanhas.${key}`, `/campanhas/${key}`, `Campanhas de ${label}`, { menu: menu('Campanhas', label, order), page: 'campaign-list' }],
    [`campanhas.${key}.nova`, `/campanhas/${key}/nova`, `Nova campanha de ${label}`, { page: 'campaign-editor' }],
    [`campanhas.${key}.resultados`, `/campanhas/${key}/resultados/:id`, `Resultados da campanha de ${label}`, { page: 'campaign-results' }],
    [`campanhas.${key}.detalhes`, `/campanhas/${key}/:id`, `Campanha de ${label}`, { page: 'campaign-editor' }],
  ]);

const CAMPANHAS = [
  ...channel('sms', 'SMS', 1),
  ...channel('email', 'E-mail', 2, { modules: { all: ['email_v2'] } }),
  ...family({ permission: 'campanhas/email', modules: { all: ['email_v2'] }, redirectTo: '/campanhas/email' }, [
    ['campanhas.email-marketing', '/campanhas/email-marketing', 'Campanhas de E-mail'],
    ['campanhas.campanhas-email', '/campanhas/campanhas-email', 'Campanhas de E-mail'],
  ]),
  ...channel('aplicativo', 'Aplicativo', 3, { modules: { all: ['push'] } }),
  ...family({ permission: 'campanhas/gestao-ofertas', modules: OFFER_MANAGEMENT }, [
    ['campanhas.gestao-ofertas', '/campanhas/gestao-ofertas', 'Gestão de ofertas', {
      menu: menu('Campanhas', 'Gestão de ofertas', 4),
    }],
    ['campanhas.gestao-ofertas.nova', '/campanhas/gestao-ofertas/nova', 'Nova oferta'],
    ['campanhas.gestao-ofertas.resultados', '/campanhas/gestao-ofertas/resultados/:id', 'Resultados da oferta'],
    ['campanhas.gestao-ofertas.historico-consultas', '/campanhas/gestao-ofertas/historico-consultas/:id', 'Histórico de consultas da oferta'],
    ['campanhas.gestao-ofertas.detalhes', '/campanhas/gestao-ofertas/:id', 'Oferta'],
  ]),
  ...family({ permission: 'campanhas/whatsapp', modules: { all: ['whatsapp'] } }, [
    ['campanhas.whatsapp', '/campanhas/whatsapp', 'Campanhas de WhatsApp', {
      menu: menu('Campanhas', 'WhatsApp', 5),
      page: 'campaign-list',
    }],
    ['campanhas.whatsapp.nova', '/campanhas/whatsapp/nova', 'Nova campanha de WhatsApp', { page: 'campaign-editor' }],
    ['campanhas.whatsapp.editar', '/campanhas/whatsapp/editar/:id', 'Editar campanha de WhatsApp', { page: 'campaign-editor' }],
    ['campanhas.whatsapp.resultados', '/campanhas/whatsapp/resultados/:id', 'Resultados da campanha de WhatsApp', { page: 'campaign-results' }],
    // the flow list and the human inbox are ours (issue 12; the spec names only the editor's routes): README "WhatsApp — flows"
    ['campanhas.whatsapp.fluxos', '/campanhas/whatsapp/fluxos', 'Fluxos de WhatsApp', { page: 'whatsapp-flow-list' }],
    ['campanhas.whatsapp.fluxos.novo', '/campanhas/whatsapp/fluxos/novo', 'Novo fluxo de WhatsApp', { page: 'whatsapp-flow-editor' }],
    ['campanhas.whatsapp.fluxos.editar', '/campanhas/whatsapp/fluxos/editar/:id', 'Editar fluxo de WhatsApp', { page: 'whatsapp-flow-editor' }],
    ['campanhas.whatsapp.atendimento', '/campanhas/whatsapp/atendimento', 'Atendimento de WhatsApp', { page: 'whatsapp-inbox' }],
  ]),
  ...family({ permission: 'campanhas/cupom-desconto', modules: { all: ['discount_coupon'] } }, [
    ['campanhas.cupom-desconto', '/campanhas/cupom-desconto', 'Cupom de desconto', {
      menu: menu('Campanhas', 'Cupom de desconto', 6),
      page: 'coupon-list',
    }],
    ['campanhas.cupom-desconto.nova', '/campanhas/cupom-desconto/nova', 'Novo cupom de desconto', { page: 'coupon-edit' }],
    ['campanhas.cupom-desconto.resultados', '/campanhas/cupom-desconto/resultados/:id', 'Resultados do cupom de desconto', { page: 'coupon-results' }],
    ['campanhas.cupom-desconto.historico-utilizacao', '/campanhas/cupom-desconto/historico-utilizacao/:id', 'Histórico de utilização do cupom', { page: 'coupon-usage' }],
    ['campanhas.cupom-desconto.detalhes', '/campanhas/cupom-desconto/:id', 'Cupom de desconto', { page: 'coupon-edit' }],
  ]),
  ...family({}, [
    ['campanhas.resultados-encarte', '/campanhas/resultados-encarte', 'Resultados de encartes', {
      permission: 'campanhas/resultados-encarte',
      modules: { all: ['mobile', 'chatbot'] },
      menu: menu('Campanhas', 'Resultados de encartes', 7),
    }],
    ['campanhas.resultados-gerais', '/campanhas/resultados-gerais', 'Resultados gerais das campanhas', {
      permission: 'campanhas/resultados-gerais',
      menu: menu('Campanhas', 'Resultados gerais', 8),
      // not for promotions-only users: spec §9's "resultados-gerais, ofertas-trade, sms-trade" are the
      // industry pages (/industria/resultados-gerais), which they already open
      page: 'campaigns-overview',
    }],
    ['campanhas.calendario-promocional', '/campanhas/calendario-promocional', 'Calendário promocional', {
      permission: 'campanhas/calendario-promocional',
      menu: menu('Campanhas', 'Calendário promocional', 9),
    }],
  ]),
  ...family({ permission: 'campanhas/destaques', modules: MOBILE }, [
    ['campanhas.destaques.novo', '/campanhas/destaques/novo', 'Novo destaque'],
    ['campanhas.destaques.resultados', '/campanhas/destaques/resultados/:id', 'Resultados do destaque'],
  ]),
];

/** Industry (trade) pages: all open to promotions-only users. */
const INDUSTRIA = [
  ...family({ permission: 'industria/resultados-gerais', modules: INDUSTRY, allowOnlyMercapromo: true }, [
    ['industria.resultados-gerais', '/industria/resultados-gerais', 'Resultados gerais da indústria', {
      menu: menu('Indústria', 'Resultados gerais', 1),
    }],
  ]),
  ...family({ permission: 'industria/ofertas-trade', modules: INDUSTRY, allowOnlyMercapromo: true }, [
    ['industria.ofertas-trade', '/industria/ofertas-trade', 'Ofertas trade', {
      redirectTo: '/industria/ofertas-trade/propostas',
      menu: menu('Indústria', 'Ofertas trade', 2),
    }],
    ['industria.ofertas-trade.propostas', '/industria/ofertas-trade/propostas', 'Propostas de ofertas trade'],
    ['industria.ofertas-trade.aceitas', '/industria/ofertas-trade/aceitas', 'Ofertas trade aceitas'],
    ['industria.ofertas-trade.historico', '/industria/ofertas-trade/historico', 'Histórico de ofertas trade'],
    ['industria.ofertas-trade.resultados', '/industria/ofertas-trade/resultados/:id', 'Resultados da oferta trade'],
    ['industria.ofertas-trade.resultados-mercapromo', '/industria/ofertas-trade/resultados-mercapromo/:id', 'Resultados da oferta trade (Mercapromo)'],
    ['industria.ofertas-trade.historico-consultas', '/industria/ofertas-trade/historico-consultas/:id', 'Histórico de consultas da oferta trade'],
    ['industria.ofertas-trade.visualizar', '/industria/ofertas-trade/visualizar/:id', 'Visualizar oferta trade'],
  ]),
  ...family({ permission: 'industria/sms-trade', modules: INDUSTRY, allowOnlyMercapromo: true }, [
    ['industria.sms-trade', '/industria/sms-trade', 'SMS trade', {
      menu: menu('Indústria', 'SMS trade', 3),
    }],
    ['industria.sms-trade.editar', '/industria/sms-trade/editar/:id', 'Editar SMS trade'],
    ['industria.sms-trade.resultados', '/industria/sms-trade/resultados/:id', 'Resultados do SMS trade'],
  ]),
  ...family({ permission: 'industria/cashback-trade', allowOnlyMercapromo: true }, [
    ['industria.cashback-trade', '/industria/cashback-trade', 'Cashback trade', {
      newUntil: NEW_UNTIL.cashbackTrade,
      menu: menu('Indústria', 'Cashback trade', 4),
    }],
  ]),
];

const APLICATIVO = [
  ...family({ permission: 'mobile/configuracoes', modules: MOBILE }, [
    ['mobile.configuracoes', '/mobile/configuracoes', 'Configurações do aplicativo', {
      menu: menu('Aplicativo', 'Configurações do aplicativo', 1),
    }],
  ]),
  ...family({ permission: 'mobile/ofertas/produtos', modules: MOBILE }, [
    ['mobile.ofertas.produtos', '/mobile/ofertas/produtos', 'Ofertas do aplicativo', {
      menu: menu('Aplicativo', 'Ofertas', 2),
    }],
    ['mobile.ofertas.produtos.edicao', '/mobile/ofertas/produtos/edicao', 'Edição de ofertas do aplicativo'],
    ['mobile.ofertas.produtos.edicao-lojas-franquia', '/mobile/ofertas/produtos/edicao-lojas-franquia', 'Edição de ofertas das lojas da franquia', {
      permission: 'mobile/ofertas/produtos/edicao-lojas-franquia',
    }],
  ]),
  ...family({ permission: 'mobile/ofertas/destaques', modules: MOBILE }, [
    ['mobile.ofertas.destaques', '/mobile/ofertas/destaques', 'Ofertas em destaque'],
    ['mobile.ofertas.destaques.editar', '/mobile/ofertas/destaques/editar/:type', 'Editar ofertas em destaque'],
  ]),
  ...family({ permission: 'mobile/destaques', modules: MOBILE }, [
    ['mobile.destaques', '/mobile/destaques', 'Destaques', {
      newUntil: NEW_UNTIL.mobileDestaques,
      menu: menu('Aplicativo', 'Destaques', 3),
    }],
    ['mobile.destaques.novo', '/mobile/destaques/novo', 'Novo destaque do aplicativo'],
    ['mobile.destaques.editar', '/mobile/destaques/editar/:id', 'Editar destaque do aplicativo'],
  ]),
  ...family({ permission: 'mobile/banners', modules: MOBILE }, [
    ['mobile.banners', '/mobile/banners', 'Banners', {
      menu: menu('Aplicativo', 'Banners', 4),
    }],
    ['mobile.banners.novo', '/mobile/banners/novo', 'Novo banner'],
    ['mobile.banners.editar', '/mobile/banners/editar/:id', 'Editar banner'],
    ['mobile.banners.resultados', '/mobile/banners/resultados/:id', 'Resultados do banner'],
  ]),
  ...family({ permission: 'mobile/pontos', modules: { all: ['mobile', 'points'] }, hiddenFor: { franchisee: true } }, [
    ['mobile.pontos', '/mobile/pontos', 'Pontos', {
      menu: menu('Aplicativo', 'Pontos', 5),
    }],
    ['mobile.pontos.novo', '/mobile/pontos/novo', 'Novo programa de pontos'],
    ['mobile.pontos.bloqueios-de-saldos', '/mobile/pontos/bloqueios-de-saldos', 'Bloqueios de saldos de pontos'],
    ['mobile.pontos.resultados', '/mobile/pontos/resultados/:id', 'Programa de pontos', { redirectTo: '/mobile/pontos/:id' }],
    ['mobile.pontos.editar', '/mobile/pontos/editar/:id', 'Programa de pontos', { redirectTo: '/mobile/pontos/:id' }],
    ['mobile.pontos.detalhes', '/mobile/pontos/:id', 'Programa de pontos'],
  ]),
  ...family({ permission: 'mobile/desempenho', modules: MOBILE }, [
    ['mobile.desempenho', '/mobile/desempenho', 'Desempenho do aplicativo', {
      menu: menu('Aplicativo', 'Desempenho', 6),
    }],
  ]),
  ...family({ permission: 'mobile/cashback', modules: { all: ['mobile', 'cashback'] } }, [
    ['mobile.cashback', '/mobile/cashback/cashback', 'Cashback', {
      menu: menu('Aplicativo', 'Cashback', 7),
    }],
    ['mobile.cashback.controle-de-cpf', '/mobile/cashback/controle-de-cpf', 'Controle de CPF do cashback'],
    ['mobile.cashback.bloqueios-de-saldos', '/mobile/cashback/bloqueios-de-saldos', 'Bloqueios de saldos de cashback'],
    ['mobile.cashback.ajustes', '/mobile/cashback/ajustes', 'Ajustes de cashback', { permission: 'mobile/cashback/ajustes' }],
  ]),
  ...family({ permission: 'mobile/bloquear-cpf', modules: MOBILE }, [
    ['mobile.bloquear-cpf', '/mobile/bloquear-cpf', 'Bloquear CPF', {
      menu: menu('Aplicativo', 'Bloquear CPF', 8),
    }],
  ]),
  ...family({ permission: 'mobile/encartes', modules: { all: ['mobile', 'chatbot'] } }, [
    ['mobile.encartes', '/mobile/encartes', 'Encartes', {
      menu: menu('Aplicativo', 'Encartes', 9),
    }],
    ['mobile.encartes.novo', '/mobile/encartes/novo', 'Novo encarte'],
    ['mobile.encartes.editar', '/mobile/encartes/editar/:id', 'Editar encarte'],
    ['mobile.encartes.visualizar', '/mobile/encartes/visualizar/:id', 'Visualizar encarte'],
    ['mobile.encartes.resultados', '/mobile/encartes/resultados/:id', 'Resultados do encarte'],
  ]),
  ...family({ permission: 'mobile/sorteios', modules: { all: ['mobile', 'raffle'] }, hideSideMenu: true }, [
    ['mobile.sorteios', '/mobile/sorteios', 'Sorteios', {
      menu: menu('Aplicativo', 'Sorteios', 10),
    }],
    ['mobile.sorteios.novo', '/mobile/sorteios/novo', 'Novo sorteio'],
    ['mobile.sorteios.sorteador', '/mobile/sorteios/sorteador', 'Sorteador'],
    ['mobile.sorteios.detalhes', '/mobile/sorteios/:id', 'Sorteio'],
  ]),
  ...family({ permission: 'mobile/sorteio', modules: MOBILE }, [['mobile.sorteio', '/mobile/sorteio', 'Sorteio do aplicativo']]),
];

/** Settings (breadcrumb Home > Configurações). */
const CONFIGURACOES = [
  ...family({}, [
    ['configuracoes.units', '/configuracoes/units', 'Lojas', {
      permission: 'configuracoes/lojas',
      page: 'unit-list',
      menu: menu('Configurações', 'Lojas', 1),
    }],
    // the store form (issue 13): a child route of the list, so a store's form has its own address
    ['configuracoes.units.editar', '/configuracoes/units/:id', 'Editar loja', {
      permission: 'configuracoes/lojas',
      page: 'unit-edit',
    }],
    ['configuracoes.gerais', '/configuracoes/gerais', 'Configurações gerais', {
      permission: 'usuarios/permissionamento',
      page: 'general-settings',
      hiddenFor: { franchisee: true },
      menu: menu('Configurações', 'Gerais', 2),
    }],
    ['configuracoes.redes-sociais', '/configuracoes/redes-sociais', 'Redes sociais', {
      permission: 'configuracoes/redes-sociais',
      page: 'social-networks',
      modules: MOBILE,
      hiddenFor: { franchisee: true },
      menu: menu('Configurações', 'Redes sociais', 3),
    }],
  ]),
  ...family({ permission: 'configuracoes/site-cadastramento', hiddenFor: { franchisee: true } }, [
    ['configuracoes.site-cadastramento', '/configuracoes/site-cadastramento', 'Site de cadastramento', {
      page: 'hotsite-slot-list',
      menu: menu('Configurações', 'Site de cadastramento', 4),
    }],
    ['configuracoes.site-cadastramento.hotsite-slot', '/configuracoes/site-cadastramento/hotsite-slot/:id', 'Espaço do site de cadastramento', { page: 'hotsite-slot-edit' }],
  ]),
  ...family({ permission: 'configuracoes/mensagens' }, [
    ['configuracoes.mensagens', '/configuracoes/mensagens', 'Mensagens', {
      page: 'message-template-list',
      menu: menu('Configurações', 'Mensagens', 5),
    }],
    ['configuracoes.mensagens.nova', '/configuracoes/mensagens/nova', 'Nova mensagem', { page: 'message-template-new' }],
    ['configuracoes.mensagens.editar', '/configuracoes/mensagens/:id', 'Editar mensagem', { page: 'message-template-edit' }],
  ]),
  // Spec §6 reading: franchise (franchisor) accounts are the ones that permission their franchisees, so
  // only they see it; franchisees are refused the address (as before).
  ...family({ permission: 'configuracoes/permissionamento-filiado', hiddenFor: { franchisee: true }, visibleOnlyFor: { franchise: true } }, [
    ['configuracoes.permissionamento-filiado', '/configuracoes/permissionamento-filiado', 'Permissionamento do Filiado', {
      menu: menu('Configurações', 'Permissionamento do Filiado', 6),
      page: 'franchisee-permissions',
    }],
    ['configuracoes.permissionamento-filiado.gestao-consumidor', '/configuracoes/permissionamento-filiado/gestao_consumidor', 'Permissionamento do Filiado: gestão do consumidor', { page: 'franchisee-permissions' }],
    ['configuracoes.permissionamento-filiado.aplicativo', '/configuracoes/permissionamento-filiado/aplicativo', 'Permissionamento do Filiado: aplicativo', { page: 'franchisee-permissions' }],
    ['configuracoes.permissionamento-filiado.trade', '/configuracoes/permissionamento-filiado/trade', 'Permissionamento do Filiado: trade', { page: 'franchisee-permissions' }],
  ]),
];

/** The catalogue, in the order the router matches them. */
export const ROUTES: readonly RouteDef[] = [
  ...FIXED,
  ...EMPRESA,
  ...CLUBE,
  ...MARIA,
  ...INDUSTRIA,
  ...CLIENTES,
  ...PEDIDOS,
  ...PRODUTOS,
  ...APLICATIVO,
  ...CAMPANHAS,
  ...CONFIGURACOES,
];

const byId = new Map(ROUTES.map((r) => [r.id, r]));

/** Looks a route up by its catalogue id; throws on a typo so a policy can never point at nothing. */
export function routeById(id: string): RouteDef {
  const found = byId.get(id);
  if (!found) throw new Error(`Unknown route id: ${id}`);
  return found;
}

/** Where a logged-in user lands by default (spec §2: root redirects to /home). */
export const HOME_PATH = '/home';

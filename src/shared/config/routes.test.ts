import { describe, expect, it } from '@jest/globals';
import { matchPath } from 'react-router-dom';
import { franchiseePermissionFor, modulesAllow } from './access';
import { FRANCHISEE_PERMISSION_ROUTES } from './franchisee';
import { PERSONAS } from './testing/personas';
import { fillPattern, linkPath, matchPattern, matchRoute, menuFor, resolveRedirect } from './navigation';
import { searchablePagesFor, searchDescriptionOf } from './search';
import { SEARCH_DESCRIPTIONS } from './searchDescriptions';
import { MENU_GROUPS, NEW_UNTIL, ROUTES, routeById } from './routes';

/** A concrete address for a pattern: every parameter filled, a splat with two segments. */
const sampleOf = (path: string): string => fillPattern(path, new Proxy({}, { get: (_t, key) => (key === '*' ? 'p1/p2' : `x${String(key).length}`) }));

describe('the catalogue of spec §2', () => {
  it('keeps the ids other code and tests refer to', () => {
    for (const id of [
      'login', 'expired-session', 'maintenance', 'updating-system', 'someting-wrong', 'not-found', 'restrict-access', 'home',
      'clube.dashboard', 'empresa.faturamento', 'usuarios', 'configuracoes.units', 'configuracoes.permissionamento-filiado',
      'configuracoes-admin', 'mobile.banners', 'industria.ofertas-trade', 'clientes.melhores-clientes', 'clube.performance-operacional',
    ]) {
      expect(routeById(id).id).toBe(id);
    }
  });

  it('keeps the paths and titles the e2e tests open', () => {
    expect([routeById('clube.dashboard').path, routeById('clube.dashboard').title]).toEqual(['/clube/dashboard', 'Dashboard do Clube']);
    expect([routeById('industria.ofertas-trade').path, routeById('industria.ofertas-trade').title]).toEqual(['/industria/ofertas-trade', 'Ofertas trade']);
    expect([routeById('configuracoes.permissionamento-filiado').title, routeById('configuracoes-admin').title]).toEqual(['Permissionamento do Filiado', 'Configurações']);
  });

  it('marks built only the pages built today', () => {
    expect(ROUTES.filter((r) => r.built).map((r) => r.id)).toEqual([
      'login', 'forgot-password', 'reset-password', 'expired-session', 'maintenance', 'updating-system', 'someting-wrong', 'not-found', 'restrict-access', 'home',
      'perfil', 'primeiro-valor', 'usuarios', 'usuarios.permissionamento', 'configuracoes-admin', 'configuracoes-admin.televendas', 'configuracoes-admin.hotsite',
      'configuracoes-admin.app', 'configuracoes-admin.termos', 'configuracoes-admin.lojas', 'configuracoes-admin.integracoes', 'gerenciador-analises',
      'empresa.faturamento', 'empresa.faturamento.diario', 'empresa.desempenho', 'empresa.decomposicao',
      'clube.dashboard', 'clube.desempenho', 'clube.comparativo', 'clube.lojas', 'clube.performance-operacional',
      'clube.performance-operacional.detalhes-operador',
      'clientes.segmentacao', 'clientes.segmentacao.nova', 'clientes.segmentacao.editar', 'clientes.segmentacao.visualizar',
      'clientes.perfil-demografico', 'clientes.melhores-clientes', 'clientes.busca-cliente', 'clientes.detalhes-cliente', 'clientes.retencao',
      'clientes.interesses', 'clientes.interesses.por-genero', 'clientes.interesses.por-idade', 'clientes.interesses.pessoa-juridica',
      'clientes.mapa', 'clientes.gerenciamento', 'clientes.gerenciamento.cadastros', 'clientes.gerenciamento.cadastros.edicao-cadastros', 'clientes.gerenciamento.cadastros.edicao-pontos', 'clientes.gerenciamento.solicitacoes',
      'clientes.classificacao-rfv',
      'produtos.busca-produto', 'produtos.detalhes-produto', 'produtos.ranking-produtos', 'produtos.arvore-produtos',
      'produtos.comparativo-produtos', 'produtos.comparativo-categorias', 'produtos.gerenciamento-produtos', 'produtos.gerenciamento-produtos.produtos-loja', 'produtos.gerenciamento-produtos.grupos', 'produtos.novo', 'produtos.alterar',
      'produtos.alterar-produto-loja', 'produtos.novo-produto-loja',
      'produtos.faixas-precos', 'produtos.faixas-precos.nova-analise', 'produtos.faixas-precos.analise',
      'campanhas.sms', 'campanhas.sms.nova', 'campanhas.sms.resultados', 'campanhas.sms.detalhes', 'campanhas.email', 'campanhas.email.nova', 'campanhas.email.resultados', 'campanhas.email.detalhes',
      'campanhas.aplicativo', 'campanhas.aplicativo.nova', 'campanhas.aplicativo.resultados', 'campanhas.aplicativo.detalhes',
      'campanhas.whatsapp', 'campanhas.whatsapp.nova', 'campanhas.whatsapp.editar', 'campanhas.whatsapp.resultados',
      'campanhas.whatsapp.fluxos', 'campanhas.whatsapp.fluxos.novo', 'campanhas.whatsapp.fluxos.editar', 'campanhas.whatsapp.atendimento',
      'campanhas.cupom-desconto', 'campanhas.cupom-desconto.nova', 'campanhas.cupom-desconto.resultados', 'campanhas.cupom-desconto.historico-utilizacao', 'campanhas.cupom-desconto.detalhes',
      'campanhas.resultados-gerais',
      'configuracoes.units', 'configuracoes.units.editar', 'configuracoes.gerais', 'configuracoes.redes-sociais',
      'configuracoes.site-cadastramento', 'configuracoes.site-cadastramento.hotsite-slot',
      'configuracoes.mensagens', 'configuracoes.mensagens.nova', 'configuracoes.mensagens.editar',
      'configuracoes.permissionamento-filiado', 'configuracoes.permissionamento-filiado.gestao-consumidor', 'configuracoes.permissionamento-filiado.aplicativo',
      'configuracoes.permissionamento-filiado.trade',
    ]);
  });

  it.each([
    '/gerenciador-analises', '/perfil', '/usuarios/permissionamento/ana@x.com', '/campanhas/calendario-promocional', '/configuracoes-admin/integracoes',
    '/clube/performance-operacional/detalhes-operador/5', '/clientes/segmentacao/visualizar/1/2', '/clientes/interesses/pessoa-juridica',
    '/clientes/gerenciamento/cadastros/edicao-pontos', '/clientes/consultar-ofertas/cashback/resultado/1/2024-01-01/2024-01-31',
    '/maria/campanha-da-maria/resultados/3', '/empresa/faturamento/diario/2024-05', '/produtos/alterar-produto-loja', '/produtos/faixas-precos/nova-analise',
    '/campanhas/whatsapp/fluxos/editar/9', '/campanhas/cupom-desconto/historico-utilizacao/4', '/campanhas/destaques/resultados/8',
    '/industria/ofertas-trade/resultados-mercapromo/2', '/industria/sms-trade/editar/1', '/pedidos/controle-pedidos/historico',
    '/mobile/ofertas/produtos/edicao-lojas-franquia', '/mobile/ofertas/destaques/editar/banner', '/mobile/pontos/bloqueios-de-saldos',
    '/mobile/cashback/controle-de-cpf', '/mobile/encartes/visualizar/3', '/mobile/sorteios/sorteador', '/mobile/destaques/editar/2', '/mobile/sorteio',
    '/configuracoes/site-cadastramento/hotsite-slot/1', '/configuracoes/mensagens/nova', '/configuracoes/permissionamento-filiado/gestao_consumidor',
  ])('knows %s', (pathname) => {
    expect(matchRoute(pathname)).not.toBeNull();
  });

  it('has unique menu positions, and every menu page is searchable and opens without parameters', () => {
    const menuRoutes = ROUTES.filter((r) => r.menu);
    const positions = menuRoutes.map((r) => `${r.menu?.group}#${r.menu?.order}`);
    expect(new Set(positions).size).toBe(positions.length);
    for (const r of menuRoutes) {
      expect([r.id, MENU_GROUPS.includes(r.menu!.group), Boolean(searchDescriptionOf(r.id))]).toEqual([r.id, true, true]);
    }
    expect(Object.keys(SEARCH_DESCRIPTIONS).filter((id) => !routeById(id))).toEqual([]);
    for (const r of ROUTES.filter((route) => searchDescriptionOf(route.id))) {
      expect([r.id, linkPath(r).includes(':')]).toEqual([r.id, false]);
      expect(r.access).toBe('private');
    }
  });

  it('flags as new exactly the routes of spec §2, with end dates between 15/07/2024 and 25/11/2024', () => {
    const flagged = ROUTES.filter((r) => r.newUntil);
    expect(flagged.map((r) => r.path).sort()).toEqual(
      ['/clientes/consultar-ofertas', '/clientes/segmentacao', '/empresa/faturamento-incremental/:analysisId?', '/gerenciador-analises', '/industria/cashback-trade', '/mobile/destaques'].sort(),
    );
    for (const r of flagged) {
      expect(r.newUntil! >= '2024-07-15' && r.newUntil! <= '2024-11-25').toBe(true);
    }
    expect(Object.values(NEW_UNTIL).every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))).toBe(true);
  });

  it('hides the side menu only on the raffle pages and the first-access onboarding', () => {
    expect(ROUTES.filter((r) => r.hideSideMenu).every((r) => r.path.startsWith('/mobile/sorteios') || r.path === '/primeiro-valor')).toBe(true);
    expect(routeById('mobile.sorteios.novo').hideSideMenu).toBe(true);
  });

  it('opens to promotions-only users only fixed pages, /home, /perfil, /configuracoes-admin and the industry pages', () => {
    const allowed = ROUTES.filter((r) => r.allowOnlyMercapromo && r.access === 'private').map((r) => r.path);
    expect(allowed.every((path) => /^\/(restrict-access|home|perfil|configuracoes-admin|industria)(\/|$)/.test(path))).toBe(true);
    expect(ROUTES.filter((r) => r.path.startsWith('/industria')).every((r) => r.allowOnlyMercapromo)).toBe(true);
  });

  it('points every franchisee switch but the trade-results one at a route', () => {
    const targets = Object.entries(FRANCHISEE_PERMISSION_ROUTES)
      .filter(([name]) => ROUTES.some((r) => franchiseePermissionFor(r) === name))
      .map(([name]) => name);
    expect(Object.keys(FRANCHISEE_PERMISSION_ROUTES).filter((name) => !targets.includes(name))).toEqual(['view_offers_schedule_trade_results']);
  });
});

describe('matching (matchRoute), as react-router matches', () => {
  it.each(ROUTES.map((r) => [r.id, r.path] as const))('%s (%s) is the first match of its own sample address', (id, path) => {
    const sample = sampleOf(path);
    expect(matchRoute(sample)?.route.id).toBe(id);
    // the router's guard (findCatalogueRoute) takes the first react-router match in catalogue order
    expect(ROUTES.find((r) => matchPath({ path: r.path, end: true }, sample))?.id).toBe(id);
  });

  it.each([
    ['/clientes/segmentacao/nova', 'clientes.segmentacao.nova', { id: undefined }],
    ['/clientes/segmentacao/nova/7', 'clientes.segmentacao.nova', { id: '7' }],
    ['/campanhas/sms/nova', 'campanhas.sms.nova', {}],
    ['/campanhas/sms/12', 'campanhas.sms.detalhes', { id: '12' }],
    ['/campanhas/sms/resultados/12/', 'campanhas.sms.resultados', { id: '12' }],
    ['/clientes/classificacao-rfv', 'clientes.classificacao-rfv', { analysisId: undefined }],
    ['/clientes/consultar-ofertas/ofertas-e-descontos/resultado/1/2024-01-01/3/a/b', 'clientes.consultar-ofertas.ofertas-e-descontos.resultado', { c: '1', d: '2024-01-01', u: '3', '*': 'a/b' }],
    ['/clientes/consultar-ofertas/pontos/resultado/5', 'clientes.consultar-ofertas.pontos.resultado', { c: '5', v: undefined }],
    ['/usuarios/permissionamento/ana%40x.com', 'usuarios.permissionamento', { email: 'ana@x.com' }],
    ['/Clube/Dashboard', 'clube.dashboard', {}],
  ])('%s → %s %j', (pathname, id, params) => {
    expect(matchRoute(pathname)).toEqual({ route: routeById(id), params });
  });

  it('matches nothing for unknown addresses', () => {
    expect(matchRoute('/pagina/que-nao-existe')).toBeNull();
    expect(matchRoute('/clube/dashboard/extra')).toBeNull();
    expect(matchPattern('/a/:id', '/a')).toBeNull();
  });
});

describe('aliases and redirects (resolveRedirect)', () => {
  it.each([
    ['/industria/ofertas-trade', '/industria/ofertas-trade/propostas'],
    ['/campanhas/email-marketing', '/campanhas/email'],
    ['/campanhas/campanhas-email', '/campanhas/email'],
    ['/mobile/pontos/resultados/42', '/mobile/pontos/42'],
    ['/mobile/pontos/editar/42', '/mobile/pontos/42'],
    ['/campanhas/email', null],
    ['/industria/ofertas-trade/propostas', null],
    ['/nao-existe', null],
  ])('%s → %s', (pathname, expected) => {
    expect(resolveRedirect(pathname)).toBe(expected);
  });

  it('gives an alias the rules of its target, and every redirect lands on a route', () => {
    for (const r of ROUTES.filter((route) => route.redirectTo)) {
      const target = matchRoute(resolveRedirect(sampleOf(r.path))!)!.route;
      expect([r.id, r.permission, r.modules]).toEqual([r.id, target.permission, target.modules]);
    }
  });
});

describe('modules.none', () => {
  it.each([
    [[], { none: ['uncategorized_products'] }, true],
    [['uncategorized_products'], { none: ['uncategorized_products'] }, false],
    [['mobile'], { all: ['mobile'], none: ['uncategorized_products'] }, true],
    [['mobile', 'uncategorized_products'], { all: ['mobile'], none: ['uncategorized_products'] }, false],
    [['industry'], { any: ['offer_management', 'industry'] }, true],
    [['mobile'], { any: ['offer_management', 'industry'] }, false],
  ] as const)('%j with %j: %s', (modules, rule, expected) => {
    expect(modulesAllow(modules, rule)).toBe(expected);
  });
});

describe('Integrações and Notificações are findable (issue 14 §6)', () => {
  it('account admins find Integrações in the side menu (Configurações) and in the global search', () => {
    const settings = menuFor(PERSONAS.gerente, new Date('2026-01-01T12:00:00Z')).find((section) => section.group === 'Configurações');
    expect(settings?.items.map((item) => item.path)).toContain('/configuracoes-admin/integracoes');
    expect(searchablePagesFor(PERSONAS.gerente).map((page) => page.path)).toContain('/configuracoes-admin/integracoes');
  });

  it('users who may not open Integrações do not see it', () => {
    const paths = menuFor(PERSONAS.analista, new Date('2026-01-01T12:00:00Z')).flatMap((section) => section.items.map((item) => item.path));
    expect(paths).not.toContain('/configuracoes-admin/integracoes');
    expect(searchablePagesFor(PERSONAS.analista).map((page) => page.path)).not.toContain('/configuracoes-admin/integracoes');
  });

  it('account admins find Notificações (/perfil) in the global search', () => {
    expect(searchablePagesFor(PERSONAS.gerente).map((page) => page.path)).toContain('/perfil');
  });
});

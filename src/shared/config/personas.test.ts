import { describe, expect, it } from '@jest/globals';
import { checkRouteAccess, type AccessSubject, type DenialReason } from './access';
import { menuFor } from './navigation';
import { searchablePagesFor } from './search';
import { routeById } from './routes';
import { actingIn, PERSONAS, type PersonaKey } from './testing/personas';

/**
 * Persona × route decisions, worked out from ../shared/contracts/personas.md and spec §2/§4/§6.
 * 'allow'; 'home' = module off (the guard sends to /home); otherwise the /restrict-access reason.
 * The cells of tests/e2e/guard.spec.ts are included and must agree with it.
 */
type Outcome = 'allow' | 'home' | DenialReason;

const decide = (subject: AccessSubject, id: string): Outcome => {
  const decision = checkRouteAccess(routeById(id), subject);
  if (decision.allowed) return 'allow';
  return decision.redirectTo === '/home' ? 'home' : decision.reason;
};

const COLUMNS = [
  'home',
  'clube.dashboard',
  'empresa.faturamento',
  'clube.performance-operacional',
  'clientes.melhores-clientes',
  'mobile.banners',
  'industria.ofertas-trade',
  'configuracoes.units',
  'configuracoes.permissionamento-filiado',
  'usuarios',
  'configuracoes-admin',
  'clientes.interesses',
  'produtos.arvore-produtos',
  'pedidos.controle-pedidos',
  'mobile.pontos',
  'configuracoes.gerais',
  'clientes.classificacao-rfv',
  'clientes.consultar-ofertas',
  'clientes.gerenciamento',
  'gerenciador-analises',
  'campanhas.email',
  'mobile.sorteios',
  'mobile.ofertas.destaques',
  'campanhas.aplicativo',
  'clientes.gerenciamento.solicitacoes',
  'mobile.cashback.ajustes',
  'industria.sms-trade',
  'perfil',
] as const;

const A = 'allow';
const PO = 'promotions_only';
const P = 'permission';

// prettier-ignore
const MATRIX: Record<PersonaKey, readonly Outcome[]> = {
  //           home dash fat perf          melh      bann ofT units perm-filiado    usuarios         cfg-admin        interesses      arvore          pedidos         pontos          gerais          rfv consult geren gerenc email sorteios of.dest               camp.app                solic ajustes                 smsT perfil
  admin:       [A,  A,   A,  A,            A,        A,   A,  A,    A,              A,               A,               A,              A,              A,              A,              A,              A,  A,      A,    A,     A,    A,       A,                   A,                      A,    A,                      A,   A],
  gerente:     [A,  A,   A,  A,            A,        A,   A,  A,    A,              A,               A,               A,              A,              A,              A,              A,              A,  A,      A,    A,     A,    A,       A,                   A,                      A,    A,                      A,   A],
  analista:    [A,  A,   A,  P,            P,        P,   P,  P,    P,              P,               'account_admin', P,              A,              P,              P,              P,              P,  P,      P,    P,     P,    P,       P,                   P,                      P,    P,                      P,   A],
  multi:       [A,  A,   A,  'pii_employees', A,     A,   A,  A,    A,              'account_admin', 'account_admin', A,              A,              A,              A,              A,              A,  A,      A,    A,     A,    A,       A,                   A,                      A,    A,                      A,   A],
  franqueador: [A,  A,   A,  'pii_employees', A,     A,   A,  A,    A,              A,               A,               'account_type', 'account_type', 'account_type', A,              A,              A,  A,      A,    A,     A,    A,       A,                   A,                      A,    A,                      A,   A],
  franqueado:  [A,  A,   A,  'pii_employees', A,     A,   A,  A,    'account_type', 'account_admin', 'account_admin', A,              A,              'account_type', 'account_type', 'account_type', A,  A,      A,    A,     A,    A,       'franchisee_permission', 'franchisee_permission', A, 'franchisee_permission', A,   A],
  promo:       [A,  PO,  PO, PO,           PO,       PO,  A,  PO,   PO,             PO,              'account_admin', PO,             PO,             PO,             PO,             PO,             PO, PO,     PO,   PO,    PO,   PO,      PO,                  PO,                     PO,   PO,                     A,   A],
};

describe('persona × route (checkRouteAccess)', () => {
  const cases = (Object.keys(MATRIX) as PersonaKey[]).flatMap((persona) =>
    COLUMNS.map((id, column) => [persona, id, MATRIX[persona][column]] as const),
  );

  it('has one expectation per column', () => {
    for (const row of Object.values(MATRIX)) expect(row).toHaveLength(COLUMNS.length);
  });

  it.each(cases)('%s → %s: %s', (persona, id, expected) => {
    expect(decide(PERSONAS[persona], id)).toBe(expected);
  });

  it('sends the platform admin to /home where the acting account lacks the module (e2e "a module the account lacks")', () => {
    expect(decide(PERSONAS.admin, 'clube.performance-operacional')).toBe('allow');
    expect(decide(actingIn(PERSONAS.admin, 'rede-mais'), 'clube.performance-operacional')).toBe('home');
    const inPromo = actingIn(PERSONAS.admin, 'atacadao-promo');
    expect(decide(inPromo, 'mobile.banners')).toBe('home');
    expect(decide(inPromo, 'clube.dashboard')).toBe('allow');
    expect(decide(inPromo, 'industria.ofertas-trade')).toBe('allow');
  });

  it('hides interesses when uncategorized_products is on (modules.none)', () => {
    expect(decide(actingIn(PERSONAS.admin, 'sandbox'), 'clientes.interesses')).toBe('home');
    expect(decide(PERSONAS.admin, 'clientes.interesses')).toBe('allow');
  });

  it('lets a franchise account open client management with solicitacoes alone, not a retailer', () => {
    const solicitacoesOnly = (subject: AccessSubject): AccessSubject => ({
      ...subject,
      user: { ...subject.user, pages: ['clientes/gerenciamento/solicitacoes'] },
    });
    expect(decide(solicitacoesOnly(PERSONAS.franqueado), 'clientes.gerenciamento')).toBe('allow');
    expect(decide(solicitacoesOnly(PERSONAS.franqueador), 'clientes.gerenciamento')).toBe('allow');
    expect(decide(solicitacoesOnly(PERSONAS.multi), 'clientes.gerenciamento')).toBe('permission');
    expect(decide({ ...PERSONAS.multi, user: { ...PERSONAS.multi.user, pages: ['clientes/visualizar-cadastros'] } }, 'clientes.gerenciamento')).toBe('allow');
    // the registrations themselves still need visualizar-cadastros and PII
    expect(decide(solicitacoesOnly(PERSONAS.franqueado), 'clientes.gerenciamento.cadastros')).toBe('permission');
  });

  it('keeps RFV to users with clientes/rfv who are not promotions-only', () => {
    const rfvOnly = (subject: AccessSubject): AccessSubject => ({ ...subject, user: { ...subject.user, pages: ['clientes/rfv'] } });
    expect(decide(rfvOnly(PERSONAS.analista), 'clientes.classificacao-rfv')).toBe('allow');
    expect(decide(rfvOnly(PERSONAS.promo), 'clientes.classificacao-rfv')).toBe('promotions_only');
  });
});

describe('side menu per persona (menuFor)', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  const groups = (persona: PersonaKey) => menuFor(PERSONAS[persona], now).map((section) => section.group);
  const labels = (persona: PersonaKey, group: string) => menuFor(PERSONAS[persona], now).find((section) => section.group === group)?.items.map((item) => item.label) ?? [];
  const ALL_GROUPS = ['Home', 'Empresa', 'Clube', 'mar.ia', 'Indústria', 'Clientes', 'Produtos', 'Aplicativo', 'Campanhas', 'Gerenciador de análises', 'Configurações'];

  it.each([
    ['admin', ALL_GROUPS],
    ['gerente', ALL_GROUPS],
    ['analista', ['Home', 'Empresa', 'Clube', 'Produtos', 'Campanhas']],
    ['multi', ALL_GROUPS],
    ['franqueador', ALL_GROUPS],
    ['franqueado', ALL_GROUPS],
    ['promo', ['Home', 'Indústria']],
  ] as const)('%s sees the groups %j', (persona, expected) => {
    expect(groups(persona)).toEqual(expected);
  });

  it.each([
    ['gerente', 'Configurações', ['Lojas', 'Gerais', 'Redes sociais', 'Site de cadastramento', 'Mensagens', 'Integrações']],
    ['franqueador', 'Configurações', ['Lojas', 'Gerais', 'Redes sociais', 'Site de cadastramento', 'Mensagens', 'Permissionamento do Filiado', 'Integrações']],
    ['franqueado', 'Configurações', ['Lojas', 'Mensagens']],
    ['analista', 'Clube', ['Dashboard', 'Desempenho', 'Comparativo', 'Lojas']],
    ['gerente', 'Clube', ['Dashboard', 'Desempenho', 'Comparativo', 'Lojas', 'Performance operacional']],
    ['analista', 'Campanhas', ['SMS']],
    ['analista', 'Empresa', ['Faturamento', 'Desempenho', 'Decomposição', 'Faturamento incremental']],
    ['franqueador', 'Produtos', ['Busca de produto', 'Ranking de produtos', 'Comparativo de produtos', 'Gerenciamento de produtos', 'Faixas de preços']],
    ['gerente', 'Produtos', ['Busca de produto', 'Ranking de produtos', 'Árvore de produtos', 'Comparativo de produtos', 'Comparativo de categorias', 'Gerenciamento de produtos', 'Faixas de preços']],
    [
      'franqueador',
      'Clientes',
      ['Segmentação', 'Perfil demográfico', 'Melhores clientes', 'Busca de cliente', 'Retenção', 'Mapa de clientes', 'Gerenciamento de clientes', 'Classificação RFV', 'Consultar ofertas'],
    ],
    [
      'gerente',
      'Clientes',
      [
        'Segmentação', 'Perfil demográfico', 'Melhores clientes', 'Busca de cliente', 'Retenção', 'Interesses', 'Mapa de clientes',
        'Gerenciamento de clientes', 'Classificação RFV', 'Consultar ofertas', 'Controle de pedidos', 'Preços do televendas',
      ],
    ],
    ['franqueado', 'Aplicativo', ['Configurações do aplicativo', 'Ofertas', 'Destaques', 'Banners', 'Cashback', 'Bloquear CPF', 'Sorteios']],
    ['gerente', 'Aplicativo', ['Configurações do aplicativo', 'Ofertas', 'Destaques', 'Banners', 'Pontos', 'Desempenho', 'Cashback', 'Bloquear CPF', 'Encartes', 'Sorteios']],
    ['franqueado', 'Campanhas', ['SMS', 'E-mail', 'Gestão de ofertas', 'WhatsApp', 'Cupom de desconto', 'Resultados de encartes', 'Resultados gerais', 'Calendário promocional']],
    ['promo', 'Indústria', ['Resultados gerais', 'Ofertas trade', 'SMS trade', 'Cashback trade']],
    ['gerente', 'mar.ia', ['Quando vou vender?', 'Produtos impulsionadores', 'Campanha da mar.ia']],
  ] as const)('%s sees in %s: %j', (persona, group, expected) => {
    expect(labels(persona, group)).toEqual(expected);
  });

  it('links items without optional parameters', () => {
    const items = menuFor(PERSONAS.gerente, now).flatMap((section) => section.items);
    expect(items.find((item) => item.id === 'clientes.classificacao-rfv')?.path).toBe('/clientes/classificacao-rfv');
    expect(items.find((item) => item.id === 'empresa.faturamento-incremental')?.path).toBe('/empresa/faturamento-incremental');
    expect(items.every((item) => !item.path.includes(':'))).toBe(true);
  });

  it('shows Permissionamento do Filiado only to franchise accounts (spec §6), while the guard refuses only franchisees', () => {
    const sees = (subject: AccessSubject) => menuFor(subject, now).some((section) => section.items.some((item) => item.id === 'configuracoes.permissionamento-filiado'));
    const finds = (subject: AccessSubject) => searchablePagesFor(subject).some((page) => page.id === 'configuracoes.permissionamento-filiado');
    expect([sees(PERSONAS.franqueador), finds(PERSONAS.franqueador)]).toEqual([true, true]);
    for (const subject of [PERSONAS.gerente, PERSONAS.admin, PERSONAS.multi, PERSONAS.franqueado]) {
      expect([sees(subject), finds(subject)]).toEqual([false, false]);
    }
    expect(sees(actingIn(PERSONAS.admin, 'rede-mais'))).toBe(true);
    expect(decide(PERSONAS.gerente, 'configuracoes.permissionamento-filiado')).toBe('allow');
    expect(decide(PERSONAS.franqueado, 'configuracoes.permissionamento-filiado')).toBe('account_type');
  });

  it('never lists a page the guard would refuse', () => {
    for (const persona of Object.keys(PERSONAS) as PersonaKey[]) {
      for (const item of menuFor(PERSONAS[persona], now).flatMap((section) => section.items)) {
        expect([persona, item.id, decide(PERSONAS[persona], item.id)]).toEqual([persona, item.id, 'allow']);
      }
    }
  });
});

describe('"new" badges (isNew while now < newUntil, Brasília midnight)', () => {
  const newIds = (now: string) =>
    menuFor(PERSONAS.gerente, new Date(now))
      .flatMap((section) => section.items)
      .filter((item) => item.isNew)
      .map((item) => item.id)
      .sort();

  it.each([
    ['2024-07-01T12:00:00Z', ['clientes.consultar-ofertas', 'clientes.segmentacao', 'empresa.faturamento-incremental', 'gerenciador-analises', 'industria.cashback-trade', 'mobile.destaques']],
    ['2024-07-15T02:59:59Z', ['clientes.consultar-ofertas', 'clientes.segmentacao', 'empresa.faturamento-incremental', 'gerenciador-analises', 'industria.cashback-trade', 'mobile.destaques']],
    ['2024-07-15T03:00:00Z', ['clientes.consultar-ofertas', 'empresa.faturamento-incremental', 'gerenciador-analises', 'industria.cashback-trade', 'mobile.destaques']],
    ['2024-08-01T12:00:00Z', ['clientes.consultar-ofertas', 'empresa.faturamento-incremental', 'gerenciador-analises']],
    ['2024-11-25T02:59:59Z', ['clientes.consultar-ofertas', 'empresa.faturamento-incremental', 'gerenciador-analises']],
    ['2024-11-25T03:00:00Z', []],
    ['2026-01-01T12:00:00Z', []],
  ])('at %s: %j', (now, expected) => {
    expect(newIds(now)).toEqual(expected);
  });
});

describe('searchable pages per persona', () => {
  it('offers only pages the subject may open', () => {
    expect(searchablePagesFor(PERSONAS.promo).map((page) => page.id)).toEqual([
      'home',
      'perfil',
      'industria.resultados-gerais',
      'industria.ofertas-trade',
      'industria.sms-trade',
      'industria.cashback-trade',
    ]);
    const analista = searchablePagesFor(PERSONAS.analista).map((page) => page.id);
    expect(analista).toContain('empresa.faturamento');
    expect(analista).not.toContain('usuarios');
    expect(analista).not.toContain('clientes.melhores-clientes');
  });

  it('describes each page with its name, description, section and link', () => {
    expect(searchablePagesFor(PERSONAS.gerente).find((page) => page.id === 'empresa.faturamento')).toEqual({
      id: 'empresa.faturamento',
      name: 'Faturamento',
      description: 'Faturamento, cupons e ticket médio da empresa por período e loja.',
      section: 'Empresa',
      path: '/empresa/faturamento',
    });
    expect(searchablePagesFor(PERSONAS.gerente).find((page) => page.id === 'usuarios')).toMatchObject({ section: 'Menu do usuário', path: '/usuarios' });
  });
});

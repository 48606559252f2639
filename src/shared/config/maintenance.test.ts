import { describe, expect, it } from '@jest/globals';
import { accountInMaintenance, maintenanceFor, parseMaintenanceList, routeEntryMatches, routeInMaintenance } from './maintenance';
import { routeById } from './routes';

const bompreco = { id: 'acc-1', db_name: 'db_bompreco', modules: ['mobile', 'industry', 'offer_management'] };

describe('parseMaintenanceList', () => {
  it('reads a comma list, trimming and dropping blanks', () => {
    expect(parseMaintenanceList(' db_bompreco, ,/clube/* ,usuarios,')).toEqual(['db_bompreco', '/clube/*', 'usuarios']);
  });
  it('is empty by default', () => {
    expect(parseMaintenanceList(undefined)).toEqual([]);
    expect(parseMaintenanceList('')).toEqual([]);
    expect(parseMaintenanceList(' , ')).toEqual([]);
  });
});

describe('accountInMaintenance', () => {
  it.each([
    [['*'], true],
    [['db_bompreco'], true],
    [['acc-1'], true],
    [['db_redemais', 'acc-2'], false],
    [[], false],
  ])('%j → %s', (accounts, expected) => {
    expect(accountInMaintenance(accounts, bompreco)).toBe(expected);
  });
});

describe('routeEntryMatches', () => {
  const dashboard = routeById('clube.dashboard');
  it.each([
    ['*', true],
    ['clube.dashboard', true],
    ['/clube/dashboard', true],
    ['/clube/*', true],
    ['/clube/dashboard/*', true],
    ['/clu/*', false],
    ['/clube', false],
    ['/empresa/*', false],
    ['clube', false],
  ])('%s on /clube/dashboard → %s', (entry, expected) => {
    expect(routeEntryMatches(entry, dashboard)).toBe(expected);
  });

  it('a prefix matches routes with parameters below it', () => {
    expect(routeEntryMatches('/industria/ofertas-trade/*', routeById('industria.ofertas-trade.resultados'))).toBe(true);
  });
});

describe('maintenanceFor and routeInMaintenance', () => {
  it('hands an account its routes only when the account is listed', () => {
    expect(maintenanceFor({ accounts: ['db_bompreco'], routes: ['/clube/*'], modules: [] }, bompreco).routes).toEqual(['/clube/*']);
    expect(maintenanceFor({ accounts: ['db_outra'], routes: ['/clube/*'], modules: [] }, bompreco).routes).toEqual([]);
    expect(maintenanceFor({ accounts: ['*'], routes: ['*'], modules: [] }, bompreco).routes).toEqual(['*']);
  });

  it('keeps only the listed modules the account has on, and expands *', () => {
    expect(maintenanceFor({ accounts: [], routes: [], modules: ['industry', 'whatsapp'] }, bompreco).modules).toEqual(['industry']);
    expect(maintenanceFor({ accounts: [], routes: [], modules: ['*'] }, bompreco).modules).toEqual(bompreco.modules);
  });

  it('matches the account × route pair', () => {
    const lists = maintenanceFor({ accounts: ['db_bompreco'], routes: ['/clube/*', 'usuarios'], modules: [] }, bompreco);
    expect(routeInMaintenance(routeById('clube.dashboard'), lists, bompreco.modules)).toBe(true);
    expect(routeInMaintenance(routeById('usuarios'), lists, bompreco.modules)).toBe(true);
    expect(routeInMaintenance(routeById('empresa.faturamento'), lists, bompreco.modules)).toBe(false);
  });

  it('never puts public pages (the maintenance page itself) in maintenance', () => {
    const lists = { routes: ['*'], modules: [] };
    expect(routeInMaintenance(routeById('maintenance'), lists, [])).toBe(false);
    expect(routeInMaintenance(routeById('login'), lists, [])).toBe(false);
    expect(routeInMaintenance(routeById('home'), lists, [])).toBe(true);
  });

  it('puts the pages of a module in maintenance', () => {
    const lists = { routes: [], modules: ['industry'] };
    expect(routeInMaintenance(routeById('industria.ofertas-trade.propostas'), lists, bompreco.modules)).toBe(true);
    expect(routeInMaintenance(routeById('clube.dashboard'), lists, bompreco.modules)).toBe(false);
    // consultar-ofertas needs offer_management OR industry: still open through offer_management
    expect(routeInMaintenance(routeById('clientes.consultar-ofertas'), lists, bompreco.modules)).toBe(false);
    expect(routeInMaintenance(routeById('clientes.consultar-ofertas'), lists, ['industry'])).toBe(true);
  });

  it('is empty by default', () => {
    const lists = maintenanceFor({ accounts: [], routes: [], modules: [] }, bompreco);
    expect(lists).toEqual({ routes: [], modules: [] });
    expect(routeInMaintenance(routeById('home'), lists, bompreco.modules)).toBe(false);
  });
});

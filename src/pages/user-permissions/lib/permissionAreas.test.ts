import { describe, expect, it } from '@jest/globals';
import { ROUTES, type RouteDef } from '@/shared/config';
import { grants, permissionAreas, toggleArea, togglePage } from './permissionAreas';

const page = (id: string, permission: string | undefined, extra: Partial<RouteDef> = {}): RouteDef => ({
  id,
  path: `/${id}`,
  title: `Título ${id}`,
  access: 'private',
  built: false,
  permission,
  ...extra,
});

describe('permissionAreas', () => {
  it.each([
    {
      name: 'groups permissions by their first segment, in catalogue order',
      routes: [page('a', 'clientes/segmentacao'), page('b', 'empresa/faturamento'), page('c', 'clientes/mapa')],
      expected: [
        { area: 'clientes', parent: 'clientes/*', pages: ['clientes/segmentacao', 'clientes/mapa'] },
        { area: 'empresa', parent: 'empresa/*', pages: ['empresa/faturamento'] },
      ],
    },
    {
      name: 'lists a permission shared by a page and its sub-pages once',
      routes: [page('a', 'clientes/segmentacao'), page('a.nova', 'clientes/segmentacao'), page('a.editar', 'clientes/segmentacao')],
      expected: [{ area: 'clientes', parent: 'clientes/*', pages: ['clientes/segmentacao'] }],
    },
    {
      name: 'leaves out routes without a permission and the platform admin permission',
      routes: [page('home', undefined), page('admin', 'mf/admin'), page('x', 'empresa/desempenho')],
      expected: [{ area: 'empresa', parent: 'empresa/*', pages: ['empresa/desempenho'] }],
    },
  ])('$name', ({ routes, expected }) => {
    const areas = permissionAreas(routes);
    expect(areas.map((a) => ({ area: a.area, parent: a.parent, pages: a.pages.map((p) => p.permission) }))).toEqual(expected);
  });

  it.each([
    { area: 'mobile', label: 'Aplicativo' },
    { area: 'maria', label: 'mar.ia' },
    { area: 'clientes', label: 'Clientes' },
    { area: 'configuracoes', label: 'Configurações' },
  ])('names the area "$area" after its side-menu group ($label)', ({ area, label }) => {
    expect(permissionAreas(ROUTES).find((a) => a.area === area)?.label).toBe(label);
  });

  it('gives every area of the catalogue its own name, in side-menu order', () => {
    const areas = permissionAreas(ROUTES);
    const labels = areas.map((a) => a.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.slice(0, 5)).toEqual(['Empresa', 'Clube', 'mar.ia', 'Indústria', 'Clientes']);
    expect(areas.find((a) => a.area === 'pedidos')?.label).toBe('Pedidos');
    expect(areas.find((a) => a.area === 'usuarios')?.label).toBe('Usuários');
  });

  it('names an area outside the side menu after its first page', () => {
    expect(permissionAreas([page('u', 'usuarios/editar', { title: 'Usuários' })])[0].label).toBe('Usuários');
  });

  it("names a page after its side-menu label, else its title", () => {
    const [area] = permissionAreas([page('s', 'clientes/segmentacao', { path: '/clientes/segmentacao', menu: { group: 'Clientes', label: 'Segmentação', order: 1 } }), page('m', 'clientes/mapa', { title: 'Mapa de clientes' })]);
    expect(area.pages.map((p) => p.label)).toEqual(['Segmentação', 'Mapa de clientes']);
  });
});

describe('granting and revoking', () => {
  const [clientes] = permissionAreas([page('s', 'clientes/segmentacao'), page('m', 'clientes/mapa')]);

  it.each([
    { pages: ['clientes/mapa'], permission: 'clientes/mapa', granted: true },
    { pages: ['clientes/*'], permission: 'clientes/mapa', granted: true },
    { pages: ['empresa/*'], permission: 'clientes/mapa', granted: false },
    { pages: [], permission: 'clientes/mapa', granted: false },
  ])('$pages grants $permission: $granted', ({ pages, permission, granted }) => {
    expect(grants(pages, permission)).toBe(granted);
  });

  it.each([
    { name: 'turning an area on replaces its single pages with the parent', pages: ['clientes/mapa', 'empresa/*'], on: true, expected: ['empresa/*', 'clientes/*'] },
    { name: 'turning an area off removes the parent and its single pages', pages: ['clientes/*', 'clientes/mapa', 'x/y'], on: false, expected: ['x/y'] },
  ])('$name', ({ pages, on, expected }) => {
    expect(toggleArea(pages, clientes, on)).toEqual(expected);
  });

  it.each([
    { pages: [], permission: 'clientes/mapa', on: true, expected: ['clientes/mapa'] },
    { pages: ['clientes/mapa', 'empresa/*'], permission: 'clientes/mapa', on: false, expected: ['empresa/*'] },
    { pages: ['clientes/mapa'], permission: 'clientes/mapa', on: true, expected: ['clientes/mapa'] },
  ])('page $permission on=$on: $pages → $expected', ({ pages, permission, on, expected }) => {
    expect(togglePage(pages, permission, on)).toEqual(expected);
  });
});

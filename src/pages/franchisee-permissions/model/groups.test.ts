import { describe, expect, it } from '@jest/globals';
import { FRANCHISEE_PERMISSION_NAMES } from '@/shared/config';
import { PERMISSION_TABS, tabOf } from './groups';

describe('the franchisee permission tabs', () => {
  it('place every permission of spec §3 in exactly one tab', () => {
    const placed = Object.values(PERMISSION_TABS).flat();
    expect([...placed].sort()).toEqual([...FRANCHISEE_PERMISSION_NAMES].sort());
  });

  it('read the tab from the path, the first one on the base path', () => {
    expect(tabOf('/configuracoes/permissionamento-filiado')).toBe('gestao_consumidor');
    expect(tabOf('/configuracoes/permissionamento-filiado/aplicativo/')).toBe('aplicativo');
    expect(tabOf('/configuracoes/permissionamento-filiado/trade')).toBe('trade');
  });
});

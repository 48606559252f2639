import { describe, expect, it } from '@jest/globals';
import { exportHref, readRequestScope, requestArgs } from './params';

describe('the requests page address', () => {
  it('reads the pending tab oldest first by default', () => {
    const scope = readRequestScope(new URLSearchParams(''));
    expect(scope).toEqual({ tab: 'pendentes', search: null, order: 'solicitacao', direction: 'asc', detail: null });
    expect(requestArgs(scope)).toMatchObject({ status: 'PENDING', sort: 'REQUESTED_AT', direction: 'ASC', withDetail: false });
  });

  it('reads the all tab newest first, its search, order and the open request', () => {
    const scope = readRequestScope(new URLSearchParams('aba=todas&busca=maria&ordem=nome.desc&solicitacao=abc'));
    expect(requestArgs(scope)).toEqual({ status: null, search: 'maria', sort: 'NAME', direction: 'DESC', detailId: 'abc', withDetail: true });
    expect(exportHref(scope)).toBe('/api/clientes/solicitacoes.csv?aba=todas&ordem=nome.desc&busca=maria');
  });

  it('ignores an unknown order', () => {
    expect(readRequestScope(new URLSearchParams('aba=todas&ordem=x.y'))).toMatchObject({ order: 'solicitacao', direction: 'desc' });
  });
});

import { describe, expect, it } from '@jest/globals';
import { draftProblems, listOptionsOf, visibleVersions } from './termsList';

const versions = [
  { version: 1, published_at: '2026-01-01' },
  { version: 3, published_at: null },
  { version: 2, published_at: '2026-06-01' },
];

describe('the terms list options', () => {
  it('reads the status and order from the address, falling back to every version, newest first', () => {
    expect(listOptionsOf(new URLSearchParams('situacao=rascunho&ordem=versao.asc'))).toEqual({ status: 'rascunho', order: 'versao.asc' });
    expect(listOptionsOf(new URLSearchParams('situacao=x&ordem=y'))).toEqual({ status: 'todas', order: 'versao.desc' });
  });
  it('filters drafts and published versions and orders by version', () => {
    expect(visibleVersions(versions, 'todas', 'versao.desc').map((v) => v.version)).toEqual([3, 2, 1]);
    expect(visibleVersions(versions, 'rascunho', 'versao.desc').map((v) => v.version)).toEqual([3]);
    expect(visibleVersions(versions, 'publicada', 'versao.asc').map((v) => v.version)).toEqual([1, 2]);
  });
  it('asks for a title and a text within their limits', () => {
    expect(draftProblems(' ', '', { title: 5, text: 5 })).toEqual({ title: 'required', text: 'required' });
    expect(draftProblems('123456', '123456', { title: 5, text: 5 })).toEqual({ title: 'tooLong', text: 'tooLong' });
    expect(draftProblems('Ok', 'Texto', { title: 5, text: 5 })).toEqual({});
  });
});

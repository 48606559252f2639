import { describe, expect, it } from '@jest/globals';
import { campaignsCsv, listVariables, readListScope, toggleStatus } from './listScope';

describe('the campaign list address', () => {
  it('reads the channel from the path and the filters from the search', () => {
    const scope = readListScope('/campanhas/aplicativo', new URLSearchParams('situacao=ACTIVE,DRAFT,XYZ&loja=01&busca=%20natal%20&de=2026-12-01&ate=31/12&ordem=titulo.asc&pagina=3'));
    expect(scope).toEqual({ channel: 'push', statuses: ['ACTIVE', 'DRAFT'], unit: '01', search: 'natal', from: '2026-12-01', to: null, order: 'titulo', direction: 'asc', page: 3, tab: 'campanhas' });
  });

  it('falls back to the newest first, page 1, every status', () => {
    expect(readListScope('/campanhas/email', new URLSearchParams('ordem=foo.bar&pagina=-2'))).toMatchObject({ channel: 'email', statuses: [], order: 'criacao', direction: 'desc', page: 1 });
  });

  it('turns the scope into the server variables', () => {
    expect(listVariables(readListScope('/campanhas/sms', new URLSearchParams('situacao=FINISHED&pagina=2')))).toEqual({
      channels: ['sms'],
      status: ['FINISHED'],
      units: null,
      search: null,
      initialDate: null,
      finalDate: null,
      sort: 'CREATED_AT',
      sortDirection: 'DESC',
      page: 2,
      pageSize: 20,
      whatsapp: false,
    });
  });

  it('reads the WhatsApp page\'s templates tab from the address', () => {
    expect(readListScope('/campanhas/whatsapp', new URLSearchParams('aba=modelos')).tab).toBe('modelos');
    expect(readListScope('/campanhas/sms', new URLSearchParams('aba=modelos')).tab).toBe('campanhas');
    expect(listVariables(readListScope('/campanhas/whatsapp', new URLSearchParams())).whatsapp).toBe(true);
  });

  it('toggles a status chip in the spec order and goes back to page 1', () => {
    const on = toggleStatus(new URLSearchParams('situacao=ACTIVE&pagina=4'), 'DRAFT');
    expect(on.toString()).toBe('situacao=DRAFT%2CACTIVE');
    expect(toggleStatus(on, 'DRAFT').toString()).toBe('situacao=ACTIVE');
    expect(toggleStatus(new URLSearchParams('situacao=ACTIVE'), 'ACTIVE').toString()).toBe('');
  });
});

describe('the CSV', () => {
  it('writes one quoted-when-needed line per campaign', () => {
    const csv = campaignsCsv(
      [{ _id: '1', title: 'Natal; ceia', status_label: 'Ativa', initial_date: '2026-12-01', final_date: null, messages_dispatches_quantity: 12, segments: [{ name: 'Todos' }, { name: 'VIP' }] }],
      ['id', 'titulo', 'situacao', 'inicio', 'fim', 'segmentos', 'mensagens_enviadas'],
    );
    expect(csv.split('\r\n')).toEqual(['id;titulo;situacao;inicio;fim;segmentos;mensagens_enviadas', '1;"Natal; ceia";Ativa;2026-12-01;;Todos, VIP;12']);
  });
});

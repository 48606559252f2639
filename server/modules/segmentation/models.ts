import type { SegmentDefinition } from './definition';

/** A ready-made definition (GET /models, GET /model/{id}). */
export interface SegmentModel {
  id: string;
  name: string;
  description: string;
  definition: SegmentDefinition;
}

const one = (criteria: SegmentDefinition['groups'][number]['criteria']): SegmentDefinition => ({ groups: [{ operator: 'AND', criteria }], operator: 'OR' });

/** The models, built for `today` (YYYY-MM-DD, America/Bahia): the birthday model names this month. */
export function segmentModels(today: string): SegmentModel[] {
  const month = Number(today.slice(5, 7));
  return [
    {
      id: 'aniversariantes-do-mes',
      name: 'Aniversariantes do mês',
      description: 'Clientes que fazem aniversário neste mês.',
      definition: one([{ key: 'birthday_month', values: [month] }]),
    },
    {
      id: 'clientes-em-risco',
      name: 'Clientes em risco',
      description: 'Clientes na situação "em risco" pelos critérios de recência da conta.',
      definition: one([{ key: 'activity_status', values: ['at_risk'] }]),
    },
    {
      id: 'campeoes-sem-compra-30-dias',
      name: 'Campeões sem compra há 30 dias',
      description: 'Campeões da análise RFV padrão que não compram há 30 dias ou mais.',
      definition: one([
        { key: 'rfv_cluster', values: ['champions'] },
        { key: 'recency_days', min: 30 },
      ]),
    },
    {
      id: 'novos-clientes-30-dias',
      name: 'Novos clientes',
      description: 'Cadastrados nos últimos 30 dias.',
      definition: one([{ key: 'registered_between', last_days: 30 }]),
    },
    {
      id: 'nunca-compraram',
      name: 'Cadastrados que nunca compraram',
      description: 'Clientes cadastrados sem nenhuma compra fidelidade.',
      definition: one([{ key: 'activity_status', values: ['never_bought'] }]),
    },
    {
      id: 'ativos-whatsapp',
      name: 'Ativos que aceitam WhatsApp',
      description: 'Clientes ativos com opt-in de WhatsApp e celular válido.',
      definition: one([
        { key: 'activity_status', values: ['actives'] },
        { key: 'channel_opt_in', channel: 'whatsapp' },
      ]),
    },
    {
      id: 'perdidos-alto-valor',
      name: 'Perdidos de alto valor',
      description: 'Clientes perdidos que gastaram R$ 500 ou mais nos últimos 365 dias.',
      definition: one([
        { key: 'activity_status', values: ['losses'] },
        { key: 'total_spent', min: 500, last_days: 365 },
      ]),
    },
  ];
}

/** Models whose name or description contains the search (accents and case ignored). */
export function findModels(today: string, search: string | null | undefined): SegmentModel[] {
  const plain = (text: string) => text.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase();
  const term = plain(search?.trim() ?? '');
  return segmentModels(today).filter((model) => !term || plain(`${model.name} ${model.description}`).includes(term));
}

import { RFV_CLUSTERS, RFV_CLUSTER_NAMES } from '../customer-rfv';

/**
 * The criteria catalogue of contracts/segmentation.md ("GET /structure"): keys, pt-BR labels, the
 * editor's groups and each parameter's type. The keys and meanings never change; more may be added.
 */

/** Activity statuses as the contract spells them (the map's own names are camelCase). */
export const SEGMENT_ACTIVITY_STATUSES = ['actives', 'recent_inactives', 'at_risk', 'losses', 'never_bought'] as const;
export type SegmentActivityStatus = (typeof SEGMENT_ACTIVITY_STATUSES)[number];

/** The channels a segment reaches (channel_opt_in, getAggregatedClientStatusInfo). */
export const SEGMENT_CHANNELS = ['sms', 'email', 'whatsapp', 'push'] as const;
export type SegmentChannel = (typeof SEGMENT_CHANNELS)[number];

export const CRITERION_KEYS = [
  'gender',
  'age',
  'person_type',
  'city',
  'neighborhood',
  'federative_unit',
  'registration_unit',
  'registered_between',
  'birthday_month',
  'activity_status',
  'rfv_cluster',
  'recency_days',
  'frequency',
  'total_spent',
  'average_ticket',
  'purchased',
  'purchased_in_unit',
  'channel_opt_in',
  'tags',
] as const;
export type CriterionKey = (typeof CRITERION_KEYS)[number];

export type ParameterType = 'values' | 'int_range' | 'money_range' | 'date_window' | 'int' | 'enum';

export interface CriterionParameter {
  name: string;
  label: string;
  type: ParameterType;
  required: boolean;
  options: { value: string; label: string }[] | null;
  lookup: string | null;
}

export interface CriterionDefinition {
  key: CriterionKey;
  label: string;
  description: string;
  group: 'demographic' | 'registration' | 'activity' | 'purchase' | 'contact' | 'tags';
  /** an account module the criterion needs (tags: user_tags) */
  module?: string;
  parameters: CriterionParameter[];
}

export const GROUP_LABELS: Record<CriterionDefinition['group'], string> = {
  demographic: 'Dados demográficos',
  registration: 'Cadastro',
  activity: 'Atividade e RFV',
  purchase: 'Compras',
  contact: 'Contato',
  tags: 'Etiquetas',
};

const MONTHS = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];

export const ACTIVITY_STATUS_LABELS: Record<SegmentActivityStatus, string> = {
  actives: 'Ativos',
  recent_inactives: 'Inativos recentes',
  at_risk: 'Em risco',
  losses: 'Perdidos',
  never_bought: 'Nunca compraram',
};

export const CHANNEL_LABELS: Record<SegmentChannel, string> = { sms: 'SMS', email: 'E-mail', whatsapp: 'WhatsApp', push: 'Push' };

const options = (entries: [string, string][]) => entries.map(([value, label]) => ({ value, label }));
const values = (label: string, opts: { value: string; label: string }[] | null, lookup: string | null = null): CriterionParameter => ({
  name: 'values',
  label,
  type: 'values',
  required: true,
  options: opts,
  lookup,
});
/** A min/max pair; the labels are given whole, so each agrees with its noun ("Idade mínima", "Mínimo de dias"). */
const range = (type: 'int_range' | 'money_range', [minLabel, maxLabel]: [string, string]): CriterionParameter[] => [
  { name: 'min', label: minLabel, type: type, required: false, options: null, lookup: null },
  { name: 'max', label: maxLabel, type: type, required: false, options: null, lookup: null },
];
const window = (required: boolean): CriterionParameter => ({ name: 'window', label: 'Período', type: 'date_window', required, options: null, lookup: null });

/** The catalogue, in the order the editor lists it. */
export const CRITERIA: readonly CriterionDefinition[] = [
  {
    key: 'gender',
    label: 'Gênero',
    description: 'Gênero informado no cadastro (não informado = U).',
    group: 'demographic',
    parameters: [values('Gêneros', options([['F', 'Feminino'], ['M', 'Masculino'], ['U', 'Não informado']]))],
  },
  { key: 'age', label: 'Idade', description: 'Idade em anos completos hoje; sem data de nascimento não entra.', group: 'demographic', parameters: range('int_range', ['Idade mínima', 'Idade máxima']) },
  {
    key: 'person_type',
    label: 'Tipo de pessoa',
    description: 'Pessoa física (CPF) ou jurídica (CNPJ).',
    group: 'demographic',
    parameters: [values('Tipos', options([['F', 'Pessoa física'], ['J', 'Pessoa jurídica']]))],
  },
  { key: 'city', label: 'Cidade', description: 'Cidade do endereço (sem diferenciar acentos e maiúsculas).', group: 'demographic', parameters: [values('Cidades', null, 'cities')] },
  { key: 'neighborhood', label: 'Bairro', description: 'Bairro do endereço (sem diferenciar acentos e maiúsculas).', group: 'demographic', parameters: [values('Bairros', null, 'neighborhoods')] },
  { key: 'federative_unit', label: 'Estado (UF)', description: 'UF do endereço.', group: 'demographic', parameters: [values('Estados', null, 'federative_units')] },
  {
    key: 'birthday_month',
    label: 'Mês de aniversário',
    description: 'Mês da data de nascimento.',
    group: 'demographic',
    parameters: [values('Meses', MONTHS.map((label, index) => ({ value: String(index + 1), label })))],
  },
  { key: 'registration_unit', label: 'Loja de cadastro', description: 'Loja onde o cliente se cadastrou.', group: 'registration', parameters: [values('Lojas', null, 'units')] },
  { key: 'registered_between', label: 'Data de cadastro', description: 'Dia do cadastro dentro do período.', group: 'registration', parameters: [window(true)] },
  {
    key: 'activity_status',
    label: 'Situação de atividade',
    description: 'Situação hoje pelos critérios de recência da conta.',
    group: 'activity',
    parameters: [values('Situações', SEGMENT_ACTIVITY_STATUSES.map((value) => ({ value, label: ACTIVITY_STATUS_LABELS[value] })))],
  },
  {
    key: 'rfv_cluster',
    label: 'Grupo RFV',
    description: 'Grupo na análise RFV padrão da conta, último período calculado.',
    group: 'activity',
    parameters: [values('Grupos', RFV_CLUSTERS.map((value) => ({ value, label: RFV_CLUSTER_NAMES[value] })))],
  },
  { key: 'recency_days', label: 'Dias desde a última compra', description: 'Dias desde o último cupom fidelidade; quem nunca comprou não entra.', group: 'activity', parameters: range('int_range', ['Mínimo de dias', 'Máximo de dias']) },
  { key: 'frequency', label: 'Frequência de compra', description: 'Número de cupons fidelidade no período.', group: 'purchase', parameters: [...range('int_range', ['Mínimo de cupons', 'Máximo de cupons']), window(true)] },
  { key: 'total_spent', label: 'Valor gasto', description: 'Faturamento fidelidade do cliente no período (R$).', group: 'purchase', parameters: [...range('money_range', ['Valor mínimo (R$)', 'Valor máximo (R$)']), window(true)] },
  {
    key: 'average_ticket',
    label: 'Ticket médio',
    description: 'Faturamento fidelidade ÷ cupons fidelidade no período; sem cupom não entra.',
    group: 'purchase',
    parameters: [...range('money_range', ['Ticket mínimo (R$)', 'Ticket máximo (R$)']), window(true)],
  },
  {
    key: 'purchased',
    label: 'Comprou produtos',
    description: 'Comprou algum dos departamentos, categorias ou produtos no período (quantidade somada ≥ mínimo).',
    group: 'purchase',
    parameters: [
      { name: 'department', label: 'Departamentos', type: 'values', required: false, options: null, lookup: 'departments' },
      { name: 'category', label: 'Categorias', type: 'values', required: false, options: null, lookup: 'categories' },
      { name: 'sku', label: 'Produtos', type: 'values', required: false, options: null, lookup: 'skus' },
      window(true),
      { name: 'min_quantity', label: 'Quantidade mínima', type: 'int', required: false, options: null, lookup: null },
    ],
  },
  {
    key: 'purchased_in_unit',
    label: 'Comprou na loja',
    description: 'Tem cupom fidelidade em uma das lojas no período.',
    group: 'purchase',
    parameters: [values('Lojas', null, 'units'), window(true)],
  },
  {
    key: 'channel_opt_in',
    label: 'Aceita receber por',
    description: 'Aceitou o canal e tem um contato válido para ele.',
    group: 'contact',
    parameters: [{ name: 'channel', label: 'Canal', type: 'enum', required: true, options: SEGMENT_CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] })), lookup: null }],
  },
  { key: 'tags', label: 'Etiquetas do cliente', description: 'Tem uma das etiquetas.', group: 'tags', module: 'user_tags', parameters: [values('Etiquetas', null, 'tags')] },
];

export const CRITERIA_BY_KEY = new Map(CRITERIA.map((criterion) => [criterion.key, criterion]));

/** The catalogue for an account: criteria of modules it does not use (and did not ask for) are left out. */
export function segmentStructure(modules: readonly string[]): CriterionDefinition[] {
  return CRITERIA.filter((criterion) => !criterion.module || modules.includes(criterion.module));
}

/** Template statuses (Meta's review) in the order the list shows them. */
export const TEMPLATE_STATUSES = ['DRAFT', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

/** Chip colours per status: [text, background]. */
export const TEMPLATE_STATUS_COLOURS: Readonly<Record<TemplateStatus, readonly [string, string]>> = {
  DRAFT: ['#475569', '#f1f5f9'],
  PENDING: ['#b45309', '#fef3c7'],
  APPROVED: ['#15803d', '#dcfce7'],
  REJECTED: ['#b91c1c', '#fee2e2'],
};

export const TEMPLATE_CATEGORIES = ['MARKETING', 'UTILITY'] as const;
export const HEADER_TYPES = ['NONE', 'TEXT', 'IMAGE', 'DOCUMENT', 'VIDEO'] as const;
/** Quick-reply buttons a template may have here (each starts a conversation flow). */
export const MAX_BUTTONS = 3;

/** A template as the list reads it. */
export interface TemplateRow {
  readonly _id: string;
  readonly name: string;
  readonly category: string;
  readonly header_type: string;
  readonly header_text: string | null | undefined;
  readonly body: string;
  readonly variables: readonly string[];
  readonly footer: string | null | undefined;
  readonly buttons: readonly { readonly text: string; readonly payload: string }[];
  readonly status: string;
  readonly status_label: string;
  readonly reason: string | null | undefined;
  readonly updated_at: unknown;
}

/** The dialog's values. */
export interface TemplateForm {
  _id: string | null;
  name: string;
  category: string;
  header_type: string;
  header_text: string;
  body: string;
  variables: string[];
  footer: string;
  buttons: string[];
}

export const emptyTemplateForm = (): TemplateForm => ({ _id: null, name: '', category: 'MARKETING', header_type: 'NONE', header_text: '', body: '', variables: [], footer: '', buttons: [] });

export const formOf = (row: TemplateRow): TemplateForm => ({
  _id: row._id,
  name: row.name,
  category: row.category,
  header_type: row.header_type,
  header_text: row.header_text ?? '',
  body: row.body,
  variables: [...row.variables],
  footer: row.footer ?? '',
  buttons: row.buttons.map((button) => button.text),
});

/** How many {{n}} the body uses (the highest n). */
export const variableCount = (body: string) => Math.max(0, ...[...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])));

/** The variables resized to the body's count (new ones start as [primeiro nome] for {{1}}, empty otherwise). */
export function syncVariables(body: string, variables: readonly string[]): string[] {
  const count = Math.min(variableCount(body), 10);
  return Array.from({ length: count }, (_, i) => variables[i] ?? (i === 0 ? '[primeiro nome]' : ''));
}

export type TemplateFormErrors = Partial<Record<'name' | 'body' | 'variables' | 'header_text', string>>;

/** The dialog's checks before saving (the server checks again). */
export function validateTemplateForm(form: TemplateForm): TemplateFormErrors {
  const errors: TemplateFormErrors = {};
  if (!/^[a-z0-9_]+$/.test(form.name.trim())) errors.name = 'whatsappTemplates.error.name';
  if (!form.body.trim()) errors.body = 'whatsappTemplates.error.body';
  if (form.variables.some((v) => !v.trim())) errors.variables = 'whatsappTemplates.error.variables';
  if (form.header_type === 'TEXT' && !form.header_text.trim()) errors.header_text = 'whatsappTemplates.error.headerText';
  return errors;
}

/** What can be done with a template in its status. */
export const canEdit = (status: string) => status === 'DRAFT' || status === 'REJECTED';

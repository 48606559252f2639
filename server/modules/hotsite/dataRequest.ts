import type { Queryable } from '../../stores';
import { normalizeDocument } from '../../../src/shared/lib/document';
import { PARTIAL_CATEGORIES, createRequest, type PartialCategory } from '../consumer-privacy';
import { appConfiguration } from '../general-settings';
import { verifyPassword } from '../session';
import { html, type PageContext } from './site';

/** The public request page's address under a slot: `<slot>/excluir-dados`. */
export const DATA_REQUEST_SUFFIX = '/excluir-dados';

/** What the consumer reads for each category of a partial request. */
const CATEGORY_LABELS: Record<PartialCategory, string> = {
  CONTACT: 'Contatos: e-mail e telefone (você deixa de receber mensagens)',
  PROFILE: 'Perfil: data de nascimento, gênero e endereço',
  MARKETING: 'Marketing: preferências de comunicação e marcações de campanhas',
};

export interface DataRequestSwitches {
  full: boolean;
  partial: boolean;
}

/** Which kinds of request the account takes (spec §3 App configuration). */
export async function dataRequestSwitches(db: Queryable, accountId: string): Promise<DataRequestSwitches> {
  const configuration = await appConfiguration(db, accountId);
  return { full: configuration.enable_delete_data_requests, partial: configuration.enable_delete_data_requests && configuration.enable_delete_partial_data_requests };
}

export type DataRequestErrors = Partial<Record<'document' | 'password' | 'kind' | 'categories', string>>;

/**
 * A consumer's request from the public site: authenticated by document and password (the sign-up's),
 * FULL or PARTIAL only where the switches allow it. A wrong document or password says the same thing
 * for both, so the form does not reveal who is registered.
 */
export async function submitDataRequest(
  db: Queryable,
  accountId: string,
  slotPath: string,
  switches: DataRequestSwitches,
  form: Record<string, string>,
): Promise<{ ok: true; created: boolean } | { ok: false; errors: DataRequestErrors }> {
  const errors: DataRequestErrors = {};
  const document = normalizeDocument(form.document);
  if (!document) errors.document = 'Informe o CPF ou CNPJ.';
  if (!form.password) errors.password = 'Informe a senha.';
  const kind = form.kind === 'PARTIAL' ? 'PARTIAL' : form.kind === 'FULL' ? 'FULL' : null;
  if (!kind) errors.kind = 'Escolha o que deseja excluir.';
  if (kind === 'PARTIAL' && !switches.partial) errors.kind = 'A exclusão parcial não está disponível.';
  const categories = PARTIAL_CATEGORIES.filter((category) => form[`cat_${category}`] === 'on');
  if (kind === 'PARTIAL' && categories.length === 0) errors.categories = 'Escolha ao menos uma categoria.';
  if (Object.keys(errors).length) return { ok: false, errors };
  const [consumer] = await db.query<{ document_no: string; password_hash: string | null }>(
    'select document_no, password_hash from consumers where account_id = $1 and document_no = $2 and anonymised_at is null',
    [accountId, document],
  );
  if (!consumer?.password_hash || !(await verifyPassword(consumer.password_hash, form.password))) {
    return { ok: false, errors: { password: 'CPF/CNPJ ou senha inválidos.' } };
  }
  const outcome = await createRequest(db, { accountId, documentNo: consumer.document_no, kind: kind!, categories, channel: slotPath });
  return { ok: true, created: outcome.created };
}

/** The request form (no script needed): document, password, kind and, for a partial one, the categories. */
export function renderDataRequestForm(
  head: string,
  chrome: { top: string; footer: string },
  page: PageContext,
  switches: DataRequestSwitches,
  values: Record<string, string>,
  errors: DataRequestErrors,
): string {
  const entries = Object.entries(errors);
  const summary = entries.length
    ? `<div class="summary" role="alert" tabindex="-1" id="erros"><h2>Confira ${entries.length === 1 ? 'o campo' : `os ${entries.length} campos`} abaixo</h2><ul>${entries
        .map(([name, message]) => `<li><a href="#f-${name}">${html(message)}</a></li>`)
        .join('')}</ul></div>`
    : '';
  const err = (name: keyof DataRequestErrors) => (errors[name] ? `<p class="err" id="f-${name}-err">${html(errors[name])}</p>` : '');
  const invalid = (name: keyof DataRequestErrors) => (errors[name] ? ` aria-invalid="true" aria-describedby="f-${name}-err"` : '');
  const kind = values.kind ?? 'FULL';
  const partial = switches.partial
    ? `<span><input type="radio" id="f-kind-partial" name="kind" value="PARTIAL"${kind === 'PARTIAL' ? ' checked' : ''}> <label for="f-kind-partial">Excluir apenas alguns dados</label></span>`
    : '';
  const categories = switches.partial
    ? `<fieldset class="w100" id="f-categories"${invalid('categories')}><legend>Na exclusão parcial, quais dados?</legend>${PARTIAL_CATEGORIES.map(
        (category) =>
          `<div class="check"><input type="checkbox" id="f-cat-${category}" name="cat_${category}"${values[`cat_${category}`] === 'on' ? ' checked' : ''}><label for="f-cat-${category}">${html(CATEGORY_LABELS[category])}</label></div>`,
      ).join('')}${err('categories')}</fieldset>`
    : '';
  return `${head}<body>${chrome.top}<main><h1>Excluir meus dados</h1>
<p>Pela Lei Geral de Proteção de Dados (LGPD, art. 18) você pode pedir a exclusão dos seus dados do clube ${html(page.accountName)}. Confirme sua identidade com o CPF (ou CNPJ) e a senha do cadastro. A resposta chega no seu e-mail em até 15 dias.</p>
<form method="post" action="${html(page.slotPath)}${DATA_REQUEST_SUFFIX}" novalidate>${summary}
<div class="hp" aria-hidden="true"><label for="f-website">Deixe este campo em branco</label><input type="text" id="f-website" name="website" tabindex="-1" autocomplete="off"></div>
<div class="grid">
<div class="w100"><label for="f-document">CPF ou CNPJ *</label><input type="text" id="f-document" name="document" inputmode="numeric" autocomplete="username" required aria-required="true" value="${html(values.document ?? '')}"${invalid('document')}>${err('document')}</div>
<div class="w100"><label for="f-password">Senha *</label><input type="password" id="f-password" name="password" autocomplete="current-password" required aria-required="true"${invalid('password')}>${err('password')}</div>
<fieldset class="w100" id="f-kind"${invalid('kind')}><legend>O que deseja excluir? *</legend><div class="opts"><span><input type="radio" id="f-kind-full" name="kind" value="FULL"${kind === 'FULL' ? ' checked' : ''}> <label for="f-kind-full">Todos os meus dados (o cadastro é anonimizado)</label></span>${partial}</div>${err('kind')}</fieldset>
${categories}
</div>
<p style="font-size:.875rem;margin:12px 0 0">* Campo obrigatório. A exclusão, quando aceita, é definitiva.</p>
<button type="submit" class="btn">Enviar solicitação</button></form></main>${chrome.footer}<script src="/cadastro/_assets/signup.js" defer></script></body></html>`;
}

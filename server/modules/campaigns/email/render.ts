import mjml2html from 'mjml';
import { InputError } from '../../../errors';
import type { Queryable } from '../../../stores';
import { socialProfiles } from '../../social-networks';
import { renderText } from '../dispatch';
import { emailImageUrl, htmlToText, sanitizeEmailHtml } from './sanitize';

/**
 * E-mail campaign content (spec §3 E-mail, issue 11): a message of one of three types is compiled
 * ONCE (on save, and for the preview) into a template — subject, HTML and text with the variables
 * of spec §5 still as placeholders — and each recipient's copy is that template with the placeholders
 * filled (dispatch's renderText), so a campaign of a million recipients runs MJML once, not a million
 * times. Every e-mail carries the opt-out link in its footer.
 */

export type EmailConfigurationType = 'SIMPLE' | 'HTML' | 'BUILDER';
export const OPT_OUT_VARIABLE = '[link de optout]';
/** The variables an e-mail may use (spec §5). */
export const EMAIL_VARIABLES = ['primeiro nome', 'ultimo nome', 'data hoje', 'dia aniversario', 'mes', 'link de optout', 'cupom'];

export interface EmailTemplate {
  subject: string;
  html: string;
  text: string;
  warnings: string[];
}

/** What the chain puts in its e-mails: name, brand colour and the social profiles shown in e-mails. */
export interface EmailBrand {
  name: string;
  color: string;
  socials: { network: string; url: string }[];
}

export const DEFAULT_BRAND: EmailBrand = { name: 'Clube', color: '#0B5FFF', socials: [] };

const NETWORK_LABELS: Record<string, string> = { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', tiktok: 'TikTok', twitter: 'X', x: 'X', linkedin: 'LinkedIn', whatsapp: 'WhatsApp' };

export async function emailBrand(db: Queryable, accountId: string): Promise<EmailBrand> {
  const [account] = await db.query<{ name: string; brand_color: string }>('select name, brand_color from accounts where id = $1', [accountId]);
  const socials = (await socialProfiles(db, accountId)).filter((p) => p.show_in_email).map((p) => ({ network: p.network, url: p.url }));
  return {
    name: account?.name ?? DEFAULT_BRAND.name,
    color: /^#[0-9a-fA-F]{3,8}$/.test(account?.brand_color ?? '') ? account!.brand_color : DEFAULT_BRAND.color,
    socials,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const obj = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** How many times MJML ran in this process (the render-once test reads it). */
let mjmlRuns = 0;
export const mjmlRunCount = () => mjmlRuns;

/** MJML's validation messages in pt-BR (the two common ones; the rest named by their element). */
function mjmlErrorPtBr(error: { message: string; tagName?: string }): string {
  const inside = /^(\S+) cannot be used inside (\S+), only inside: (.+)$/.exec(error.message);
  if (inside) return `<${inside[1]}> não pode ficar dentro de <${inside[2]}> (somente dentro de ${inside[3].split(', ').map((t) => `<${t}>`).join(', ')})`;
  const attribute = /^Attribute (\S+) is illegal$/.exec(error.message);
  if (attribute) return `o atributo ${attribute[1]} não é permitido em <${error.tagName ?? '?'}>`;
  const value = /^Attribute (\S+) has invalid value/.exec(error.message);
  if (value) return `o atributo ${value[1]} de <${error.tagName ?? '?'}> tem um valor inválido`;
  return `elemento <${error.tagName ?? '?'}> inválido`;
}

/** MJML → HTML, strict (the builder produces valid MJML; a hand-edited error is refused in pt-BR, with its lines). */
export async function renderMjml(source: string): Promise<string> {
  if (!/^\s*<mjml[\s>]/.test(source)) throw new InputError('O modelo do editor visual não é um documento MJML (deve começar com <mjml>).', 'builder_configuration');
  mjmlRuns += 1;
  try {
    // mj-include would read the server's files: never; no web-font <link>/@import (e-mail clients block them, the sanitiser removes them)
    const result = await mjml2html(source, { validationLevel: 'strict', ignoreIncludes: true, keepComments: false, fonts: {} } as never);
    return result.html;
  } catch (error) {
    const details = ((error as { errors?: { line?: number; message: string; tagName?: string }[] }).errors ?? []).slice(0, 5).map((e) => `linha ${e.line ?? '?'}: ${mjmlErrorPtBr(e)}`);
    throw new InputError(`O modelo do editor visual tem erros de MJML${details.length ? ` — ${details.join('; ')}` : ''}.`, 'builder_configuration');
  }
}

/** A phone (digits, optionally +55) becomes a tel: link; an https address stays; anything else is refused. */
export function buttonHref(link: string): string | null {
  const value = link.trim();
  if (!value) return null;
  if (/^tel:\+?\d{8,13}$/.test(value.replace(/[\s().-]/g, ''))) return value.replace(/[\s().-]/g, '');
  const digits = value.replace(/[\s().+-]/g, '');
  if (/^\d{8,13}$/.test(digits)) return `tel:+${digits.length <= 11 ? `55${digits}` : digits}`;
  if (/^https?:\/\/[^\s"<>]+$/i.test(value)) return value;
  return null;
}

const optOutFooter = `<p style="font-size:12px;color:#6b7280;margin:16px 0 0">Não quer mais receber nossos e-mails? <a href="${OPT_OUT_VARIABLE}" style="color:#6b7280">Descadastre-se</a>.</p>`;

/** The simple configuration's MJML (the chain's colour, header image, text, image, click-to-call button, footer fields). */
export function simpleMjml(message: Record<string, unknown>, brand: EmailBrand, publicUrl: string): { mjml: string; warnings: string[] } {
  const simple = obj(message.simple_configuration);
  const footer = obj(simple.footer);
  const warnings: string[] = [];
  const image = (field: string, label: string) => {
    const raw = str(simple[field]);
    if (!raw) return null;
    const url = emailImageUrl(raw, publicUrl);
    if (!url) throw new InputError(`Imagens recusadas (não são https nem enviadas por aqui): ${raw}.`, `simple_configuration.${field}`);
    return `<mj-image src="${escapeHtml(url)}" alt="${escapeHtml(label)}" padding="0" />`;
  };
  const header = image('header_image', brand.name);
  const picture = image('image', '');
  const subject = str(message.subject) || str(simple.subject);
  const body = escapeHtml(str(simple.text)).replace(/\r?\n/g, '<br />');
  const buttonText = str(simple.button_text).trim();
  const buttonLink = str(simple.button_link).trim();
  let button = '';
  if (buttonText || buttonLink) {
    const href = buttonHref(buttonLink);
    if (!href || !buttonText) throw new InputError('O botão precisa de um texto e de um telefone ou endereço https.', 'simple_configuration.button_link');
    button = `<mj-button background-color="${brand.color}" color="#ffffff" font-size="16px" font-weight="bold" border-radius="6px" href="${escapeHtml(href)}">${escapeHtml(buttonText)}</mj-button>`;
  }
  const place = [str(footer.address), [str(footer.city), str(footer.state)].filter(Boolean).join(' - '), str(footer.zip) ? `CEP ${str(footer.zip)}` : ''].filter(Boolean).join(' · ');
  const footerText = escapeHtml(str(footer.text)).replace(/\r?\n/g, '<br />').split(escapeHtml(OPT_OUT_VARIABLE)).join(`<a href="${OPT_OUT_VARIABLE}" style="color:#6b7280">descadastre-se</a>`);
  const socials = brand.socials
    .map((s) => `<a href="${escapeHtml(s.url)}" style="color:${brand.color};text-decoration:none;margin:0 6px">${escapeHtml(NETWORK_LABELS[s.network] ?? s.network)}</a>`)
    .join(' ');
  const mjml = `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(subject)}</mj-title>
    <mj-attributes><mj-all font-family="Arial, Helvetica, sans-serif" /><mj-text font-size="16px" line-height="1.5" color="#1f2937" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f4f6" width="600px">
    <mj-section background-color="${brand.color}" padding="${header ? '0' : '16px'}">
      <mj-column>${header ?? `<mj-text align="center" color="#ffffff" font-size="22px" font-weight="bold">${escapeHtml(brand.name)}</mj-text>`}</mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px 16px">
      <mj-column>
        ${body ? `<mj-text>${body}</mj-text>` : ''}
        ${picture ?? ''}
        ${button}
      </mj-column>
    </mj-section>
    <mj-section padding="16px">
      <mj-column>
        <mj-text align="center" font-size="12px" color="#6b7280">
          <p style="margin:0;font-weight:bold">${escapeHtml(str(footer.name) || brand.name)}</p>
          ${place ? `<p style="margin:4px 0 0">${escapeHtml(place)}</p>` : ''}
          ${footerText ? `<p style="margin:8px 0 0">${footerText}</p>` : ''}
          ${socials ? `<p style="margin:8px 0 0">${socials}</p>` : ''}
          ${footerText.includes(OPT_OUT_VARIABLE) ? '' : optOutFooter}
        </mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  if (!body && !picture) warnings.push('A mensagem não tem texto nem imagem.');
  return { mjml, warnings };
}

/** Puts the opt-out footer into an HTML that has no opt-out link. */
function withOptOut(html: string): string {
  if (html.includes(OPT_OUT_VARIABLE)) return html;
  const footer = `<div style="text-align:center;font-family:Arial,Helvetica,sans-serif;padding:16px">${optOutFooter}</div>`;
  return /<\/body>/i.test(html) ? html.replace(/<\/body>/i, `${footer}</body>`) : `${html}${footer}`;
}

/** Refuses an HTML whose images are not https nor our uploads (pt-BR, listing them). */
function refuseImages(images: string[], field: string): void {
  if (images.length) throw new InputError(`Imagens recusadas (não são https nem enviadas por aqui): ${images.slice(0, 10).join(', ')}${images.length > 10 ? ` e mais ${images.length - 10}` : ''}.`, field);
}

/** The builder's MJML of a message (builder_configuration.mjml, or a string). */
export const builderMjml = (message: Record<string, unknown>) =>
  typeof message.builder_configuration === 'string' ? message.builder_configuration : str(obj(message.builder_configuration).mjml);

/**
 * Compiles a message to its template. Refuses in pt-BR: an unknown type, refused images, MJML errors,
 * a click-to-call button without text or with a bad link.
 */
export async function compileEmail(message: Record<string, unknown>, brand: EmailBrand, publicUrl: string): Promise<EmailTemplate> {
  const type = str(message.email_configuration_type) || 'SIMPLE';
  const subject = (str(message.subject) || str(obj(message.simple_configuration).subject)).trim();
  const warnings: string[] = [];
  let html: string;
  if (type === 'SIMPLE') {
    const simple = simpleMjml(message, brand, publicUrl);
    warnings.push(...simple.warnings);
    html = await renderMjml(simple.mjml);
  } else if (type === 'HTML') {
    const source = str(message.html);
    if (!source.trim()) throw new InputError('Envie o arquivo HTML do e-mail.', 'html');
    const clean = sanitizeEmailHtml(source, publicUrl);
    refuseImages(clean.refusedImages, 'html');
    if (clean.refused.length) warnings.push(`Removido do HTML: ${clean.refused.join(', ')}.`);
    html = clean.html;
  } else if (type === 'BUILDER') {
    const source = builderMjml(message);
    if (!source.trim()) throw new InputError('Monte o e-mail no editor visual.', 'builder_configuration');
    const rendered = await renderMjml(source);
    // mj-raw lets anything through MJML: its output is sanitised like an uploaded file
    const clean = sanitizeEmailHtml(rendered, publicUrl);
    refuseImages(clean.refusedImages, 'builder_configuration');
    if (clean.refused.length) warnings.push(`Removido do HTML: ${clean.refused.join(', ')}.`);
    html = clean.html;
  } else {
    throw new InputError('Campo "email_configuration_type": use SIMPLE, HTML ou BUILDER.', 'email_configuration_type');
  }
  html = withOptOut(html);
  if (!subject) warnings.push('Informe o assunto do e-mail.');
  const text = htmlToText(html);
  const unknown = [...new Set([...`${subject} ${text}`.matchAll(/\[([^[\]<>]{1,40})\]/g)].map((m) => m[1]).filter((name) => !EMAIL_VARIABLES.includes(name) && !/^(end)?if\b/.test(name)))];
  if (unknown.length) warnings.push(`Variáveis desconhecidas (ficam como estão): ${unknown.map((v) => `[${v}]`).join(', ')}.`);
  return { subject, html, text, warnings };
}

/** A recipient's copy: the template's placeholders filled (HTML-escaped in the HTML part). */
export function fillEmail(template: Pick<EmailTemplate, 'subject' | 'html' | 'text'>, consumer: { name: string; birth_date?: string | null; variables?: Record<string, string> }, link: string, now: number) {
  return {
    subject: renderText(template.subject, consumer, link, now),
    html: renderText(template.html, { name: escapeHtml(consumer.name), birth_date: consumer.birth_date, variables: consumer.variables && Object.fromEntries(Object.entries(consumer.variables).map(([k, v]) => [k, escapeHtml(v)])) }, escapeHtml(link), now),
    text: renderText(template.text, consumer, link, now),
  };
}

/**
 * Stores the compiled template in the message (processed_html, processed_text) — called on save, so
 * dispatch never runs MJML. A message without content yet (a draft) is left as it is.
 */
export async function processEmailMessage(message: Record<string, unknown>, brand: EmailBrand, publicUrl: string): Promise<Record<string, unknown>> {
  const type = str(message.email_configuration_type) || 'SIMPLE';
  const empty =
    (type === 'HTML' && !str(message.html).trim()) ||
    (type === 'BUILDER' && !builderMjml(message).trim()) ||
    (type === 'SIMPLE' && !str(obj(message.simple_configuration).text).trim() && !str(obj(message.simple_configuration).image));
  if (empty) {
    const { processed_html: _h, processed_text: _t, ...rest } = message;
    return rest;
  }
  const template = await compileEmail(message, brand, publicUrl);
  return { ...message, subject: template.subject, processed_html: template.html, processed_text: template.text };
}

/** Templates of messages saved without processed_html (older rows), kept per message text. */
const fallbackCache = new Map<string, Pick<EmailTemplate, 'subject' | 'html' | 'text'>>();

function templateOf(message: Record<string, unknown>): Pick<EmailTemplate, 'subject' | 'html' | 'text'> {
  const subject = str(message.subject) || str(obj(message.simple_configuration).subject);
  if (str(message.processed_html)) return { subject, html: str(message.processed_html), text: str(message.processed_text) || htmlToText(str(message.processed_html)) };
  const key = JSON.stringify(message);
  let template = fallbackCache.get(key);
  if (!template) {
    // no MJML here (dispatch is synchronous and per message): the text in a plain layout
    const text = str(obj(message.simple_configuration).text) || htmlToText(str(message.html));
    template = { subject, html: withOptOut(`<html><body><div style="font-family:Arial,Helvetica,sans-serif;font-size:16px">${escapeHtml(text).replace(/\n/g, '<br />')}</div></body></html>`), text: `${text}\n\nDescadastre-se: ${OPT_OUT_VARIABLE}` };
    if (fallbackCache.size > 200) fallbackCache.delete(fallbackCache.keys().next().value!);
    fallbackCache.set(key, template);
  }
  return template;
}

/**
 * Dispatch's e-mail content for one recipient (the one call in contentFor): subject, html, text and
 * the one-click unsubscribe headers (RFC 2369 + RFC 8058).
 */
export function emailContent(message: Record<string, unknown> | null, consumer: { name: string; birth_date?: string | null; variables?: Record<string, string> }, link: string, now: number): Record<string, unknown> {
  const filled = fillEmail(templateOf(message ?? {}), consumer, link, now);
  return { ...filled, headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

/** On save: every e-mail message of the campaign's schedule settings gets its processed_html (brand read once). */
export async function processEmailMessages(
  db: Queryable,
  accountId: string,
  settings: { channels: Partial<Record<string, { message?: Record<string, unknown> | null } | null | undefined>> }[],
  publicUrl: string,
): Promise<void> {
  let brand: EmailBrand | null = null;
  for (const setting of settings) {
    const email = setting.channels.email;
    if (!email?.message) continue;
    brand ??= await emailBrand(db, accountId);
    email.message = await processEmailMessage(email.message, brand, publicUrl);
  }
}

import type { HotsiteField, HotsiteOverrides, HotsiteSettings } from '../../../src/shared/lib/hotsite-settings';
import { HOTSITE_COUNTRIES } from '../../../src/shared/lib/hotsite-account';
import { termsHtml } from '../terms';
import type { SignupErrors, PersonType } from './signup';

/** Escapes text for HTML content and attribute values. */
export function html(text: unknown): string {
  return String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Only #RRGGBB reaches the style sheet (the configuration is checked on save; this guards old rows). */
const color = (value: string, fallback: string) => (/^#[0-9a-f]{6}$/i.test(value) ? value : fallback);
/** Only our own uploads, https images and data: images become image addresses. */
const imageUrl = (value: string) => (/^(https:\/\/|\/api\/uploads\/|data:image\/(png|jpeg|webp|gif);base64,)/.test(value) ? value : '');

export interface PageContext {
  accountName: string;
  slotPath: string;
  settings: HotsiteSettings;
  overrides: HotsiteOverrides;
  /** the CSP nonce of this response's inline scripts (pixel, analytics) */
  nonce: string;
  preview: boolean;
  socialLinks: { network: string; label: string; url: string }[];
  /** countries the form asks for (ISO codes); empty: not asked */
  countries: string[];
}

/** The page's `<head>` and colours, the tracking snippets only when their ids are set. */
export function head(page: PageContext, title: string): string {
  const c = page.settings.assets.colors;
  const pixel = page.overrides.facebook_pixel_id;
  const analytics = page.overrides.google_analytics_id;
  const tracking = [
    pixel
      ? `<script nonce="${page.nonce}">!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${html(pixel)}');fbq('track','PageView');</script>`
      : '',
    analytics
      ? `<script async src="https://www.googletagmanager.com/gtag/js?id=${html(analytics)}"></script><script nonce="${page.nonce}">window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${html(analytics)}');</script>`
      : '',
  ].join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(title)}</title>${page.preview ? '<meta name="robots" content="noindex">' : ''}
<style>
:root{--home-bg:${color(c.home.background, '#ffffff')};--btn-bg:${color(c.form.buttonBackground, '#0b5fff')};--btn-fg:${color(c.form.buttonFont, '#ffffff')};--input:${color(c.home.input, '#f4f6f8')};--toolbar:${color(c.form.toolbar, '#0b5fff')};--fin-bg:${color(c.finish.background, '#ffffff')};--fin-text:${color(c.finish.text, '#1f2933')};--fin-main:${color(c.finish.main, '#0b5fff')};--fin-btn-bg:${color(c.finish.buttonBackground, '#0b5fff')};--fin-btn-fg:${color(c.finish.buttonFont, '#ffffff')};--legal-bg:${color(c.legalFooter.background, '#1f2933')};--legal-fg:${color(c.legalFooter.font, '#ffffff')};--social-bg:${color(c.socialNetworksFooter.background, '#f4f6f8')};--social-fg:${color(c.socialNetworksFooter.font, '#1f2933')}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:var(--home-bg)}
.bar{background:var(--toolbar);padding:12px 20px;display:flex;align-items:center;gap:12px}.bar img{height:40px;width:auto;background:#fff;border-radius:6px;padding:2px}.bar span{color:#fff;font-weight:700}
.banner img{display:block;width:100%;height:auto;max-height:320px;object-fit:cover}
main{max-width:1120px;margin:0 auto;padding:24px 16px 40px}h1{font-size:1.6rem;line-height:1.25;margin:0 0 16px}
.layout{display:grid;gap:24px;align-items:start}.side img{width:100%;height:auto;border-radius:12px;display:block}
@media(min-width:900px){.layout{grid-template-columns:minmax(0,3fr) minmax(0,2fr)}.layout.img-left .side{order:-1}.layout.img-left{grid-template-columns:minmax(0,2fr) minmax(0,3fr)}}
@media(max-width:899px){.side{display:none}}
form{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
.grid{display:grid;gap:12px 16px;grid-template-columns:1fr}@media(min-width:600px){.grid{grid-template-columns:1fr 1fr}.w100{grid-column:1/-1}}
label,legend{display:block;font-weight:600;font-size:.95rem;margin-bottom:4px}fieldset{border:0;margin:0;padding:0;min-width:0}
input[type=text],input[type=email],input[type=tel],input[type=password]{width:100%;font:inherit;padding:10px 12px;border:1px solid #6b7785;border-radius:8px;background:var(--input);color:#1f2933}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #1f2933;outline-offset:2px}
.opts{display:flex;flex-wrap:wrap;gap:4px 16px}.opts label,.check label{font-weight:400;display:inline}.check{display:flex;gap:8px;align-items:flex-start;margin-top:8px}.check input,.opts input{width:20px;height:20px;margin:2px 0 0;flex:none}
.err{color:#b00020;font-size:.875rem;margin:4px 0 0}[aria-invalid=true]{border-color:#b00020!important}
.summary{border:2px solid #b00020;border-radius:8px;padding:12px 16px;margin-bottom:16px;background:#fff5f5}.summary h2{font-size:1rem;margin:0 0 4px;color:#b00020}.summary ul{margin:0;padding-left:20px}
.types{margin-bottom:16px}.types a{color:#1f2933;font-weight:600}
.btn{display:inline-block;font:inherit;font-weight:700;border:0;border-radius:8px;padding:12px 24px;cursor:pointer;background:var(--btn-bg);color:var(--btn-fg);text-decoration:none;margin-top:16px;width:100%}
@media(min-width:600px){.btn{width:auto}}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
details{margin-top:8px;font-size:.9rem}details div{max-height:200px;overflow:auto;background:#f4f6f8;padding:8px 12px;border-radius:6px}.terms h2{font-size:1.05rem;margin:8px 0 4px}.terms h3{font-size:.95rem;margin:8px 0 4px}.terms p,.terms ul{margin:4px 0}
select{width:100%;font:inherit;padding:10px 12px;border:1px solid #6b7785;border-radius:8px;background:var(--input);color:#1f2933}
.finish-page{background:var(--fin-bg);min-height:100vh;display:flex;flex-direction:column}.finish-page main{flex:1 0 auto;max-width:none;width:100%}.finish{background:var(--fin-bg);color:var(--fin-text);text-align:center;padding:48px 16px}.finish h1{color:var(--fin-main)}.finish .btn{background:var(--fin-btn-bg);color:var(--fin-btn-fg);width:auto}.finish img.logo{max-height:96px;width:auto}
footer .social{background:var(--social-bg);color:var(--social-fg);padding:16px;text-align:center}footer .social a{color:var(--social-fg);margin:0 8px;font-weight:600}
footer .legal{background:var(--legal-bg);color:var(--legal-fg);padding:16px;text-align:center;font-size:.875rem}
.preview{background:#fff3cd;color:#1f2933;text-align:center;padding:6px;font-size:.875rem;font-weight:600}
</style>${tracking}</head>`;
}

function picture(images: { desktop: string; tablet: string; smartphone: string }, alt: string): string {
  const desktop = imageUrl(images.desktop);
  const tablet = imageUrl(images.tablet) || desktop;
  const phone = imageUrl(images.smartphone) || tablet;
  if (!desktop && !phone) return '';
  return `<picture>${desktop ? `<source media="(min-width: 1024px)" srcset="${html(desktop)}">` : ''}${tablet ? `<source media="(min-width: 600px)" srcset="${html(tablet)}">` : ''}<img src="${html(phone || desktop)}" alt="${html(alt)}"></picture>`;
}

export function topBar(page: PageContext): string {
  const logo = imageUrl(page.settings.assets.images.finish.logo);
  return `${page.preview ? '<div class="preview" role="status">Pré-visualização: esta versão ainda não foi publicada</div>' : ''}<header class="bar">${logo ? `<img src="${html(logo)}" alt="${html(page.accountName)}">` : ''}<span>${logo ? '' : html(page.accountName)}</span></header>`;
}

export function footer(page: PageContext): string {
  const social = page.socialLinks.length
    ? `<nav class="social" aria-label="Redes sociais">${page.socialLinks.map((link) => `<a href="${html(link.url)}" rel="noopener noreferrer">${html(link.label)}</a>`).join('')}</nav>`
    : '';
  return `<footer>${social}<div class="legal">© ${new Date().getFullYear()} ${html(page.accountName)}. Seus dados são tratados conforme a LGPD (Lei 13.709/2018).</div></footer>`;
}

const INPUT_TYPES: Record<string, string> = { email: 'email', phone: 'tel', landline: 'tel' };
const AUTOCOMPLETE: Record<string, string> = { name: 'given-name', surname: 'family-name', email: 'email', phone: 'tel', landline: 'tel', birth_date: 'bday', address: 'postal-code', password: 'new-password' };

function fieldHtml(field: HotsiteField, value: string, error: string | undefined, type: PersonType): string {
  const id = `f-${field.name}`;
  const described = error ? ` aria-describedby="${id}-err" aria-invalid="true"` : '';
  const required = field.mandatory ? ' required aria-required="true"' : '';
  const label = `${html(field.label)}${field.mandatory ? ' *' : ''}`;
  const errorText = error ? `<p class="err" id="${id}-err">${html(error)}</p>` : '';
  const width = field.width >= 100 ? ' w100' : '';
  if (field.type === 'FormRadio') {
    const options = field.options
      .map((option, index) => `<span><input type="radio" id="${id}-${index}" name="${html(field.name)}" value="${html(option.value)}"${value === option.value ? ' checked' : ''}${index === 0 ? required : ''}> <label for="${id}-${index}">${html(option.label)}</label></span>`)
      .join('');
    return `<fieldset class="${width.trim()}"${error ? ` aria-describedby="${id}-err"` : ''}><legend>${label}</legend><div class="opts">${options}</div>${errorText}</fieldset>`;
  }
  const inputType = field.type === 'FormPassword' ? 'password' : (INPUT_TYPES[field.name] ?? 'text');
  const mask = field.mask ? ` data-mask="${html(field.mask)}" inputmode="numeric"` : '';
  const autocomplete = AUTOCOMPLETE[field.name] ? ` autocomplete="${type === 'L' && field.name === 'name' ? 'organization' : AUTOCOMPLETE[field.name]}"` : '';
  const min = field.type === 'FormPassword' ? ' minlength="6"' : '';
  return `<div class="${width.trim()}"><label for="${id}">${label}</label><input type="${inputType}" id="${id}" name="${html(field.name)}" value="${field.type === 'FormPassword' ? '' : html(value)}"${field.placeholder ? ` placeholder="${html(field.placeholder)}"` : ''}${mask}${autocomplete}${required}${min}${described}>${errorText}</div>`;
}

export interface FormPage extends PageContext {
  type: PersonType;
  values: Record<string, string>;
  errors: SignupErrors;
  terms: { version: number; title: string; text: string } | null;
}

/** The sign-up page: banner, headline, the person type's fields, consent, opt-ins, honeypot. */
export function renderForm(page: FormPage): string {
  const s = page.settings;
  const fields = page.type === 'L' ? s.fields.legal : s.fields.natural;
  const labels = new Map(fields.map((f) => [f.name, f.label]));
  labels.set('document', page.type === 'L' ? 'CNPJ' : 'CPF');
  labels.set('terms', 'Termos de uso');
  labels.set('country', 'País');
  const errorEntries = Object.entries(page.errors);
  // a radio group's link goes to its first option
  const radios = new Set(fields.filter((f) => f.type === 'FormRadio').map((f) => f.name));
  const summary = errorEntries.length
    ? `<div class="summary" role="alert" tabindex="-1" id="erros"><h2>Confira ${errorEntries.length === 1 ? 'o campo' : `os ${errorEntries.length} campos`} abaixo</h2><ul>${errorEntries
        .map(([name, message]) => `<li><a href="#f-${html(name)}${radios.has(name) ? '-0' : ''}">${html(labels.get(name) ?? name)}: ${html(message)}</a></li>`)
        .join('')}</ul></div>`
    : '';
  const allowed = s.fields.allowed_person_types_signup;
  const other = page.type === 'N' ? 'L' : 'N';
  const query = page.preview ? '?preview=1&' : '?';
  const switcher =
    allowed.includes(other) && allowed.length > 1
      ? `<p class="types">${page.type === 'N' ? 'Cadastro de pessoa física.' : 'Cadastro de pessoa jurídica.'} <a href="${html(page.slotPath)}${query}tipo=${other}">${other === 'L' ? 'Sou empresa (CNPJ)' : 'Sou pessoa física (CPF)'}</a></p>`
      : '';
  const documentField: HotsiteField = {
    name: 'document',
    type: 'FormText',
    width: 100,
    label: page.type === 'L' ? 'CNPJ' : 'CPF',
    mask: page.type === 'L' ? '##.###.###/####-##' : '###.###.###-##',
    placeholder: page.type === 'L' ? '00.000.000/0000-00' : '000.000.000-00',
    validators: [],
    backend: 'document_no',
    options: [],
    mandatory: true,
    extra_data: null,
  };
  const terms = page.terms
    ? `<div class="check w100"><input type="checkbox" id="f-terms" name="terms" required aria-required="true"${page.values.terms === 'on' ? ' checked' : ''}${page.errors.terms ? ' aria-invalid="true" aria-describedby="f-terms-err"' : ''}><label for="f-terms">Li e aceito os termos de uso (versão ${page.terms.version}) *</label></div>${page.errors.terms ? `<p class="err w100" id="f-terms-err">${html(page.errors.terms)}</p>` : ''}<details class="w100" data-terms-version="${page.terms.version}"><summary>Ler os termos de uso: ${html(page.terms.title)} (versão ${page.terms.version})</summary><div class="terms">${termsHtml(page.terms.text)}</div></details>`
    : '';
  const country = page.countries.length
    ? `<div class="w100"><label for="f-country">País *</label><select id="f-country" name="country" required aria-required="true"${page.errors.country ? ' aria-invalid="true" aria-describedby="f-country-err"' : ''}><option value="">Escolha</option>${page.countries
        .map((code) => `<option value="${html(code)}"${page.values.country === code ? ' selected' : ''}>${html(HOTSITE_COUNTRIES[code] ?? code)}</option>`)
        .join('')}</select>${page.errors.country ? `<p class="err" id="f-country-err">${html(page.errors.country)}</p>` : ''}</div>`
    : '';
  const optins = `<fieldset class="w100"><legend>Quero receber ofertas por</legend><div class="opts">${[
    ['sms', 'SMS'],
    ['email', 'E-mail'],
    ['whatsapp', 'WhatsApp'],
  ]
    .map(([channel, label]) => `<span><input type="checkbox" id="f-optin-${channel}" name="optin_${channel}"${page.values[`optin_${channel}`] === 'on' ? ' checked' : ''}> <label for="f-optin-${channel}">${label}</label></span>`)
    .join('')}</div></fieldset>`;
  const formImage = picture(s.assets.images.form, '');
  const action = `${page.slotPath}${page.preview ? '?preview=1' : ''}`;
  return `${head(page, `Cadastro – ${page.accountName}`)}<body>${topBar(page)}<div class="banner">${picture(s.assets.images.home, '')}</div>
<main><div class="layout${s.assets.positions.formImage === 'LEFT' ? ' img-left' : ''}"><div><h1>${html(s.texts.headline)}</h1>${switcher}
<form method="post" action="${html(action)}" novalidate data-signup>${summary}<input type="hidden" name="tipo" value="${page.type}">
<div class="hp" aria-hidden="true"><label for="f-website">Deixe este campo em branco</label><input type="text" id="f-website" name="website" tabindex="-1" autocomplete="off"></div>
<div class="grid">${fieldHtml(documentField, page.values.document ?? '', page.errors.document, page.type)}${fields.map((f) => fieldHtml(f, page.values[f.name] ?? '', page.errors[f.name], page.type)).join('')}${country}${optins}${terms}</div>
<p style="font-size:.875rem;margin:12px 0 0">* Campo obrigatório</p>
<button type="submit" class="btn"${page.preview ? ' disabled title="Pré-visualização: o envio fica desativado"' : ''}>Cadastrar</button></form></div>
${formImage ? `<div class="side">${formImage}</div>` : ''}</div></main>${footer(page)}<script src="/cadastro/_assets/signup.js" defer></script></body></html>`;
}

/** The finish page (spec §3 finish colours, logo and images). */
export function renderFinish(page: PageContext, heading: string, message: string): string {
  const s = page.settings;
  const logo = imageUrl(s.assets.images.finish.logo);
  return `${head(page, `${heading} – ${page.accountName}`)}<body class="finish-page">${topBar(page)}<main class="finish">${logo ? `<img class="logo" src="${html(logo)}" alt="${html(page.accountName)}">` : ''}
<h1>${html(heading)}</h1><p>${html(message)}</p>${picture(s.assets.images.finish, '')}<p><a class="btn" href="${html(page.slotPath)}">Voltar ao início</a></p></main>${footer(page)}</body></html>`;
}

/** A plain page (unknown address, confirmation result) in neutral colours. */
export function renderPlain(title: string, message: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${html(title)}</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2933;background:#f4f6f8}main{max-width:560px;margin:64px auto;padding:24px;background:#fff;border-radius:12px;text-align:center}</style></head>
<body><main><h1>${html(title)}</h1><p>${html(message)}</p></main></body></html>`;
}

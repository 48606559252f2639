import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildContext } from '../../access/context';
import { viewerCanOpen } from '../../access/control';
import type { ServerConfig } from '../../config';
import type { Services } from '../../services';
import { socialProfiles } from '../social-networks';
import { SIGNUP_SCRIPT } from './script';
import { currentTerms } from '../terms';
import { accountHotsiteConfiguration, effectivePage, type EffectivePage } from './accountConfiguration';
import { DATA_REQUEST_SUFFIX, dataRequestSwitches, renderDataRequestForm, submitDataRequest } from './dataRequest';
import { dataRequestLimiter, signupLimiter } from './rateLimit';
import { findConfiguration, HOTSITE_PATH_PREFIX, slotByPath, type ConfigurationRow, type SlotRow } from './service';
import { footer, head, renderFinish, renderForm, renderPlain, topBar, type PageContext } from './site';
import { confirmSignup, signUp, type PersonType } from './signup';

export { dataRequestLimiter, signupLimiter };

/** The builder's route: who may see a slot's preview. */
const BUILDER_ROUTE = 'configuracoes.site-cadastramento';
/** Largest sign-up form body accepted. */
const MAX_FORM_BYTES = 20_000;

const SCRIPT_ETAG = `"${crypto.createHash('sha256').update(SIGNUP_SCRIPT).digest('hex').slice(0, 16)}"`;

/** The CSP of a sign-up page: scripts of our origin plus, only when set, the pixel's and analytics' hosts. */
function pageSecurity(nonce: string, effective: EffectivePage, preview: boolean): Record<string, string> {
  const scripts = ["'self'", `'nonce-${nonce}'`];
  const connect = ["'self'"];
  if (effective.overrides.facebook_pixel_id) {
    scripts.push('https://connect.facebook.net');
    connect.push('https://www.facebook.com');
  }
  if (effective.overrides.google_analytics_id) {
    scripts.push('https://www.googletagmanager.com');
    connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com');
  }
  return {
    'content-security-policy': `default-src 'self'; script-src ${scripts.join(' ')}; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; connect-src ${connect.join(' ')}; form-action 'self'; base-uri 'none'; frame-ancestors ${preview ? "'self'" : "'none'"}`,
    // the builder shows the preview in an iframe of the app's own origin
    'x-frame-options': preview ? 'SAMEORIGIN' : 'DENY',
    'cache-control': 'no-store',
    'content-type': 'text/html; charset=utf-8',
  };
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string>) {
  res.writeHead(status, headers);
  res.end(body);
}

/**
 * The public sign-up site at each slot's address, no login (spec §3 Hotsite; issue 13 item 5):
 * GET shows the published form (the preview with ?preview=1, for a signed-in user of the builder);
 * POST signs up (form-encoded: it works without script); `<slot>/concluido` is the finish page;
 * `/cadastro/confirmar/<token>` confirms a sign-up; `/cadastro/_assets/signup.js` is the page's script.
 */
export async function serveHotsite(req: IncomingMessage, res: ServerResponse, services: Services, config: ServerConfig): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname.replace(/\/+$/, '');
  const plain = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
  if (path === `${HOTSITE_PATH_PREFIX}/_assets/signup.js`) {
    return send(res, 200, SIGNUP_SCRIPT, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=3600', etag: SCRIPT_ETAG });
  }
  if (path.startsWith(`${HOTSITE_PATH_PREFIX}/confirmar/`)) {
    const confirmed = await confirmSignup(services.db, services.ch, path.slice(`${HOTSITE_PATH_PREFIX}/confirmar/`.length));
    return confirmed
      ? send(res, 200, renderPlain('Cadastro confirmado', `Tudo certo! Seu cadastro no clube ${confirmed.name} está confirmado.`), plain)
      : send(res, 404, renderPlain('Link inválido', 'Este link de confirmação não é válido ou já foi usado.'), plain);
  }
  const finishing = path.endsWith('/concluido');
  const requesting = path.endsWith(DATA_REQUEST_SUFFIX);
  const slot = await slotByPath(services.db, finishing ? path.slice(0, -'/concluido'.length) : requesting ? path.slice(0, -DATA_REQUEST_SUFFIX.length) : path);
  const notFound = () => send(res, 404, renderPlain('Página não encontrada', 'Este endereço de cadastro não existe.'), plain);
  if (!slot) return notFound();

  const wantsPreview = url.searchParams.get('preview') === '1';
  let configuration: ConfigurationRow | null;
  if (wantsPreview) {
    const ctx = await buildContext(req, services, config);
    const viewer = ctx.viewer;
    if (!viewer || viewer.account.id !== slot.account_id || !viewerCanOpen(viewer, BUILDER_ROUTE)) {
      return send(res, 403, renderPlain('Acesso restrito', 'A pré-visualização só abre para quem edita o site de cadastramento desta rede.'), plain);
    }
    configuration = await findConfiguration(services.db, slot.preview_configuration_id);
  } else {
    configuration = await findConfiguration(services.db, slot.production_configuration_id);
  }
  if (!configuration) return send(res, 404, renderPlain('Em breve', 'Este site de cadastro ainda não foi publicado.'), plain);

  const nonce = crypto.randomBytes(16).toString('base64');
  const [[account], accountConfig] = await Promise.all([
    services.db.query<{ name: string; modules: string[] }>('select name, modules from accounts where id = $1', [slot.account_id]),
    accountHotsiteConfiguration(services.db, slot.account_id),
  ]);
  // the account's rules over the slot's configuration: one source of truth (README "Sign-up site")
  const effective = effectivePage(configuration.settings, configuration.overrides, accountConfig, account?.name ?? '', account?.modules ?? []);
  const headers = pageSecurity(nonce, effective, wantsPreview);
  const page = await pageContext(services, slot, effective, nonce, wantsPreview);

  if (finishing) return send(res, 200, renderFinish(page, 'Cadastro realizado!', configuration.settings.texts.finishMessage), headers);
  if (requesting) return serveDataRequest(req, res, services, slot, page, headers, plain, config.sessionSecret || 'signup-rate-limit');

  const allowed = configuration.settings.fields.allowed_person_types_signup;
  const asked = (url.searchParams.get('tipo') as PersonType | null) ?? allowed[0] ?? 'N';
  const terms = effective.asksTerms ? await currentTerms(services.db, slot.account_id) : null;

  if (req.method === 'GET' || req.method === 'HEAD') {
    const type = allowed.includes(asked) ? asked : (allowed[0] ?? 'N');
    return send(res, 200, req.method === 'HEAD' ? '' : renderForm({ ...page, type, values: {}, errors: {}, terms }), headers);
  }
  if (req.method !== 'POST') return send(res, 405, renderPlain('Método não permitido', 'Use o formulário da página.'), { ...plain, allow: 'GET, POST' });
  if (wantsPreview) return send(res, 400, renderPlain('Pré-visualização', 'O envio fica desativado na pré-visualização.'), plain);

  if (!(await signupLimiter.take(services.db, slot.account_id, req.socket.remoteAddress ?? 'unknown', config.sessionSecret || 'signup-rate-limit'))) {
    return send(res, 429, renderPlain('Muitas tentativas', 'Recebemos muitos cadastros deste endereço. Tente novamente em alguns minutos.'), { ...headers, 'retry-after': String(signupLimiter.retryAfterSeconds()) });
  }
  const body = await readForm(req);
  if (!body) return send(res, 413, renderPlain('Formulário grande demais', 'Revise os dados e envie novamente.'), plain);
  const form = Object.fromEntries(body.entries());
  const finishUrl = `${slot.url_path}/concluido`;
  // a bot fills every input, the hidden one too: it sees the finish page and nothing is created
  if ((form.website ?? '').trim() !== '') return send(res, 303, '', { location: finishUrl, 'cache-control': 'no-store' });
  const type: PersonType = form.tipo === 'L' && allowed.includes('L') ? 'L' : allowed.includes('N') ? 'N' : 'L';
  const outcome = await signUp({ db: services.db, ch: services.ch, mailer: services.mailer, publicUrl: config.publicUrl }, slot, effective, type, form);
  if (outcome.ok) return send(res, 303, '', { location: finishUrl, 'cache-control': 'no-store' });
  return send(res, outcome.status, renderForm({ ...page, type, values: form, errors: outcome.errors, terms }), headers);
}

async function pageContext(services: Services, slot: SlotRow, effective: EffectivePage, nonce: string, preview: boolean): Promise<PageContext> {
  const profiles = await socialProfiles(services.db, slot.account_id);
  const LABELS: Record<string, string> = { instagram: 'Instagram', facebook: 'Facebook', tiktok: 'TikTok', youtube: 'YouTube', x: 'X', linkedin: 'LinkedIn', whatsapp: 'WhatsApp', site: 'Site' };
  return {
    accountName: effective.clubName,
    slotPath: slot.url_path,
    settings: effective.settings,
    overrides: effective.overrides,
    countries: effective.countries,
    nonce,
    preview,
    socialLinks: profiles.filter((p) => p.show_in_hotsite && /^https:\/\//.test(p.url)).map((p) => ({ network: p.network, label: LABELS[p.network] ?? p.network, url: p.url })),
  };
}

/**
 * `<slot>/excluir-dados`: the consumer's LGPD data-deletion request (issue 13), where the account's
 * switches take them (enable_delete_data_requests; enable_delete_partial_data_requests for a partial
 * one). Rate limited and with a honeypot like the sign-up.
 */
async function serveDataRequest(
  req: IncomingMessage,
  res: ServerResponse,
  services: Services,
  slot: SlotRow,
  page: PageContext,
  headers: Record<string, string>,
  plain: Record<string, string>,
  secret: string,
): Promise<void> {
  const switches = await dataRequestSwitches(services.db, slot.account_id);
  if (!switches.full) return send(res, 404, renderPlain('Indisponível', 'Esta rede ainda não recebe pedidos de exclusão de dados por este site. Procure o atendimento de uma das lojas.'), plain);
  const chrome = { top: topBar(page), footer: footer(page) };
  const title = `Excluir meus dados – ${page.accountName}`;
  if (req.method === 'GET' || req.method === 'HEAD') return send(res, 200, req.method === 'HEAD' ? '' : renderDataRequestForm(head(page, title), chrome, page, switches, {}, {}), headers);
  if (req.method !== 'POST') return send(res, 405, renderPlain('Método não permitido', 'Use o formulário da página.'), { ...plain, allow: 'GET, POST' });
  if (page.preview) return send(res, 400, renderPlain('Pré-visualização', 'O envio fica desativado na pré-visualização.'), plain);
  if (!(await dataRequestLimiter.take(services.db, slot.account_id, req.socket.remoteAddress ?? 'unknown', secret))) {
    return send(res, 429, renderPlain('Muitas tentativas', 'Recebemos muitos pedidos deste endereço. Tente novamente em alguns minutos.'), { ...headers, 'retry-after': String(dataRequestLimiter.retryAfterSeconds()) });
  }
  const body = await readForm(req);
  if (!body) return send(res, 413, renderPlain('Formulário grande demais', 'Revise os dados e envie novamente.'), plain);
  const form = Object.fromEntries(body.entries());
  const done = () =>
    send(res, 200, renderFinish(page, 'Solicitação recebida', 'Recebemos seu pedido de exclusão de dados. A resposta chega no seu e-mail em até 15 dias.'), headers);
  // a bot fills every input, the hidden one too: it sees the same answer and nothing is recorded
  if ((form.website ?? '').trim() !== '') return done();
  const outcome = await submitDataRequest(services.db, slot.account_id, slot.url_path, switches, form);
  if (outcome.ok) return done();
  return send(res, 422, renderDataRequestForm(head(page, title), chrome, page, switches, form, outcome.errors), headers);
}

import { record, string, unknown, refine } from 'superstruct';
import { requireViewer } from '../../../access/control';
import type { RequestContext } from '../../../access/context';
import { InputError } from '../../../errors';
import { validate } from '../../../validation';
import { compileEmail, emailBrand, fillEmail } from './render';

/** The e-mail message of the preview and the test send: a JSON object of at most 200 KB (as on save). */
const messageArg = refine(record(string(), unknown()), 'message', (value) => JSON.stringify(value).length <= 200_000 || 'é grande demais (máximo 200 KB)');

/** The consumer whose variables fill a preview and a test (no real customer's data leaves the base). */
export const SAMPLE_CONSUMER = { name: 'Maria Souza', birth_date: '1990-11-24' };
/** A preview's opt-out link: the page's address, without a signed token (it unsubscribes no one). */
const sampleLink = (publicUrl: string) => `${publicUrl}/optout`;

/** Test sends per user: at most TEST_SEND_LIMIT in TEST_SEND_WINDOW_MS. */
export const TEST_SEND_LIMIT = 5;
const TEST_SEND_WINDOW_MS = 10 * 60_000;
const testSends = new Map<string, number[]>();

async function preview(ctx: RequestContext, raw: unknown) {
  const viewer = requireViewer(ctx);
  const message = validate(messageArg, raw);
  const template = await compileEmail(message, await emailBrand(ctx.services.db, viewer.account.id), ctx.config.publicUrl);
  return { ...fillEmail(template, SAMPLE_CONSUMER, sampleLink(ctx.config.publicUrl), Date.now()), warnings: template.warnings };
}

export const emailQueries = {
  async previewOmniCampaignEmail(_parent: unknown, args: { message: unknown }, ctx: RequestContext) {
    return preview(ctx, args.message);
  },
};

export const emailMutations = {
  /** Sends the rendered message to the session user's own address (never another), through the server's mailer. */
  async sendTestOmniCampaignEmail(_parent: unknown, args: { message: unknown }, ctx: RequestContext) {
    const viewer = requireViewer(ctx);
    const email = preview(ctx, args.message);
    const rendered = await email;
    if (!rendered.subject.trim()) throw new InputError('Informe o assunto do e-mail antes de enviar o teste.', 'subject');
    const now = Date.now();
    const recent = (testSends.get(viewer.user.id) ?? []).filter((at) => at > now - TEST_SEND_WINDOW_MS);
    if (recent.length >= TEST_SEND_LIMIT) {
      const minutes = Math.max(1, Math.ceil((recent[0] + TEST_SEND_WINDOW_MS - now) / 60_000));
      throw new InputError(`Limite de ${TEST_SEND_LIMIT} e-mails de teste em 10 minutos atingido. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`, 'message');
    }
    testSends.set(viewer.user.id, [...recent, now]);
    await ctx.services.mailer.send({ accountId: viewer.account.id, to: [viewer.user.email], subject: `[TESTE] ${rendered.subject}`, text: rendered.text, html: rendered.html });
    return { sent_to: viewer.user.email, message: `E-mail de teste enviado para ${viewer.user.email}.`, warnings: rendered.warnings };
  },
};

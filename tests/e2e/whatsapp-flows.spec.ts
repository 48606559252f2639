import { expect, test } from '@playwright/test';
import { formatPhone } from '../../src/shared/lib/phone';
import { loginAs } from './support/auth';
import { whatsappOnSimulator } from './support/whatsappChannel';

/**
 * WhatsApp flows (issue 12): the manager edits the demo flow's question in the editor and publishes a
 * new version; a simulated consumer (a made-up phone, through the editor's "Testar fluxo" panel) gets
 * the new text, asks for a person and lands in the human inbox; the manager opens the conversation
 * there and answers. Test conversations go to the outbox and count nowhere else: no other suite reads them.
 *
 * The real path (second test): Bom Preço's WhatsApp channel points at Meta's simulator running in the
 * test; a simulated consumer's messages reach the product through the signed webhook, start the demo
 * flow by its keyword, answer its quick-reply buttons, then ask for a person and land in the inbox; the
 * manager answers there and the simulator receives that answer. The consumer's phone becomes a
 * non-loyalty contact of Bom Preço, and the channel is the simulator's while it runs: this suite is in
 * playwright.config's OWN_DATA_SPECS (after campaigns-whatsapp, before coupons, which point the same
 * channel at simulators of their own).
 */

const FLOW = 'Quer receber as ofertas da semana?';

test.use({ viewport: { width: 1440, height: 1000 } });

test('a manager edits and publishes the demo flow, a simulated consumer walks it to the inbox, the manager answers', async ({ page }) => {
  const stamp = Date.now() % 100000;
  const question = `Oferta fresquinha toda semana no seu WhatsApp, quer receber? (${stamp})`;
  // a made-up mobile no consumer has: 11 9 + 8 digits from the clock
  const national = `119${String(70000000 + (Date.now() % 10000000)).padStart(8, '0')}`;
  const phone = `(${national.slice(0, 2)}) ${national.slice(2, 7)}-${national.slice(7)}`;

  await loginAs(page, 'gerente');
  await page.goto('/campanhas/whatsapp/fluxos');
  await expect(page.getByRole('heading', { level: 1, name: 'Fluxos de WhatsApp' })).toBeVisible();
  const row = page.locator('tr', { hasText: FLOW });
  await expect(row).toHaveCount(1);
  const version = row.locator('[data-metric="WHATSAPP_FLUXO_VERSAO"]');
  const before = Number(await version.getAttribute('data-value'));
  expect(before).toBeGreaterThanOrEqual(1);

  // the editor: pick the question from the step list (keyboard-reachable), change its text, publish
  await row.getByRole('link', { name: FLOW }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar fluxo de WhatsApp' })).toBeVisible();
  await expect(page.getByLabel('Nome do fluxo')).toHaveValue(FLOW);
  await page.getByRole('button', { name: 'Botões · pergunta' }).click();
  const text = page.getByLabel('Texto da mensagem');
  await expect(text).toHaveValue(/ofertas da semana/);
  await text.fill(question);
  await expect(page.getByText('Alterações não salvas')).toBeVisible();
  await expect(page.getByText('Tudo certo: o fluxo pode ser publicado.')).toBeVisible();
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`versão ${before + 1}`);
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText(`Versão ${before + 1} publicada.`)).toBeVisible();
  await expect(page.locator(`[data-version="${before + 1}"]`)).toContainText('Marina Souza');

  // "Testar fluxo": the consumer's keyword gets the new question with its quick replies
  await page.getByLabel('Telefone de teste').fill(phone);
  await page.getByLabel('Mensagem do cliente').fill('ofertas');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  const chat = page.getByRole('list', { name: 'Conversa de teste' });
  await expect(chat.locator('[data-author="BOT"]').last()).toContainText(question);
  await expect(chat.getByRole('button', { name: 'Sim' })).toBeVisible();
  await expect(page.locator('[data-conversation-status]')).toHaveText(`Aguardando resposta · versão ${before + 1}`);
  await page.getByLabel('Mensagem do cliente').fill('Quero falar com um atendente');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.locator('[data-conversation-status="HANDOVER"]')).toBeVisible();
  await expect(chat.locator('[data-author="BOT"]').last()).toContainText('Uma pessoa da nossa equipe vai falar com você');

  // the list shows the new version
  await page.goto('/campanhas/whatsapp/fluxos');
  await expect(page.locator('tr', { hasText: FLOW }).locator('[data-metric="WHATSAPP_FLUXO_VERSAO"]')).toHaveAttribute('data-value', String(before + 1));

  // the inbox: the conversation is there, unread (one consumer message since the handover)
  await page.goto('/campanhas/whatsapp/atendimento');
  await expect(page.getByRole('heading', { level: 1, name: 'Atendimento de WhatsApp' })).toBeVisible();
  const shown = formatPhone(`55${national}`);
  const item = page.getByRole('link', { name: new RegExp(shown.replace(/[()+]/g, '\\$&')) });
  await expect(item).toBeVisible();
  await expect(item.locator('[data-metric="WHATSAPP_MENSAGENS_NAO_LIDAS"]')).toHaveAttribute('data-value', '1');
  await item.click();
  const thread = page.getByRole('list', { name: 'Mensagens da conversa' });
  // the whole conversation: the consumer's two messages, the flow's question and its handover message
  await expect(thread.locator('[data-author="CONSUMER"]')).toHaveText([/^ofertas/, /^Quero falar com um atendente/]);
  await expect(thread.locator('[data-author="BOT"]').first()).toContainText(question);
  // opened = read
  await expect(item.locator('[data-metric="WHATSAPP_MENSAGENS_NAO_LIDAS"]')).toHaveCount(0);
  await expect(page.getByText(/Janela de atendimento aberta até/)).toBeVisible();

  await page.getByLabel('Sua resposta').fill('Olá! Aqui é a Marina, do Bom Preço. Como posso ajudar?');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(thread.locator('[data-author="AGENT"]').last()).toContainText('Olá! Aqui é a Marina, do Bom Preço. Como posso ajudar?');
  await expect(thread.locator('[data-author="AGENT"]').last()).toContainText('Marina Souza');
});

test('a consumer on the simulator starts the demo flow by its keyword, answers its buttons, asks for a person; the manager answers from the inbox and the simulator receives it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const channel = await whatsappOnSimulator(browser, 'fluxos', { statusDelayMs: 100 });
  const { simulator } = channel;

  // a made-up mobile no consumer has (DDD 11, 9 + 8 digits from the clock), as Meta writes it: 55 + DDD + number
  const national = `119${String(60000000 + (Date.now() % 10000000)).padStart(8, '0')}`;
  const wa = `55${national}`;
  const to = () => simulator.received.filter((message) => message.to === wa);
  try {
    // the keyword starts the published flow: its question arrives with the quick replies
    expect(await simulator.reply(national, 'ofertas', 'Joana Simulada')).toBe(200);
    await expect.poll(() => to().length, { timeout: 15_000 }).toBe(1);
    const question = to()[0];
    expect(question.type).toBe('interactive');
    expect(question.buttons.map((button) => button.title)).toEqual(['Sim', 'Não']);

    // "Sim" (the button's reply): the opt-in step, then the confirmation; the flow ends
    const yes = question.buttons.find((button) => button.title === 'Sim')!;
    expect(await simulator.reply(national, { button: yes.id, text: 'Sim' }, 'Joana Simulada')).toBe(200);
    await expect.poll(() => to().length, { timeout: 15_000 }).toBe(2);
    expect(to()[1].text).toContain('Toda semana você recebe as ofertas');

    // asking for a person: the "Falar com atendente" flow hands over to the inbox
    expect(await simulator.reply(national, 'Quero falar com um atendente', 'Joana Simulada')).toBe(200);
    await expect.poll(() => to().length, { timeout: 15_000 }).toBe(3);
    expect(to()[2].text).toContain('Já chamamos uma pessoa da equipe');

    // the inbox: the conversation is there, unread; opened, the manager answers inside the 24-hour window
    await loginAs(page, 'gerente');
    await page.goto('/campanhas/whatsapp/atendimento');
    await expect(page.getByRole('heading', { level: 1, name: 'Atendimento de WhatsApp' })).toBeVisible();
    const item = page.getByRole('link', { name: new RegExp(formatPhone(wa).replace(/[()+]/g, '\\$&')) });
    await expect(item).toBeVisible();
    await expect(item.locator('[data-metric="WHATSAPP_MENSAGENS_NAO_LIDAS"]')).toHaveAttribute('data-value', '1');
    await item.click();
    const thread = page.getByRole('list', { name: 'Mensagens da conversa' });
    await expect(thread.locator('[data-author="CONSUMER"]')).toHaveText([/^Quero falar com um atendente/]);
    await expect(thread.locator('[data-author="BOT"]').last()).toContainText('Já chamamos uma pessoa da equipe');
    const answer = `Oi, Joana! Aqui é a Marina, do Bom Preço (${national.slice(-4)}).`;
    await page.getByLabel('Sua resposta').fill(answer);
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(thread.locator('[data-author="AGENT"]').last()).toContainText(answer);
    // Meta received the manager's answer as a free-form text to the consumer
    await expect.poll(() => to().length, { timeout: 15_000 }).toBe(4);
    expect(to()[3]).toMatchObject({ type: 'text', text: answer });
  } finally {
    await channel.restore();
  }
});

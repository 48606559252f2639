import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectRestrictAccess, loginAs } from './support/auth';
import { PERSONAS } from './support/personas';

/**
 * Configurações > Integrações: an account admin's integration tokens, and the ingestion API they
 * open. Other suites share the server: the product this suite loads has its own SKU, so no figure
 * another suite checks changes.
 */

const PAGE = '/configuracoes-admin/integracoes';
const tokensTable = (page: Page) => page.getByRole('table', { name: 'Tokens de integração' });
const rowOf = (page: Page, name: string) =>
  tokensTable(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** One product line of contracts/sales-ingestion.md with a SKU no other suite knows. */
function productLine(sku: string): string {
  return `${JSON.stringify({ sku, ean: '7891000100103', name: 'Produto de teste das integrações', department: 'Mercearia', measure: 'un', price: 9.9 })}\n`;
}

test.describe('integrações', () => {
  test('gerente creates a token, sees its secret once, loads a product with it, revokes it and it stops working', async ({ page, request }) => {
    const name = `ERP e2e ${Date.now()}`;
    await loginAs(page, 'gerente');
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Integrações' })).toBeVisible();
    await expect(page.getByText('Últimos dados processados em')).toBeVisible();
    await expect(page.getByText(`${new URL(page.url()).origin}/api/ingest/sales`)).toBeVisible();
    await expect(page.getByText('npm run ingest -- --account bompreco --kind sales --file vendas.ndjson.gz')).toBeVisible();

    // the name is checked before anything is sent
    await page.getByRole('button', { name: 'Novo token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo token de integração' });
    await expect(dialog.getByLabel('Nome')).toBeFocused();
    await dialog.getByRole('button', { name: 'Criar token' }).click();
    await expect(dialog.getByText('Campo obrigatório')).toBeVisible();
    await dialog.getByLabel('Nome').fill('x'.repeat(81));
    await expect(dialog.getByText('Use no máximo 80 caracteres')).toBeVisible();

    await dialog.getByLabel('Nome').fill(name);
    await dialog.getByRole('button', { name: 'Criar token' }).click();
    const created = page.getByRole('alertdialog', { name: 'Token criado' });
    await expect(created.getByText('Guarde este token agora: ele não será exibido novamente.')).toBeVisible();
    await expect(created.getByRole('button', { name: 'Copiar token' })).toBeVisible();
    const secret = (await created.getByTestId('integration-token-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^cvi_\S{20,}$/);
    await created.getByRole('button', { name: 'Concluir' }).click();
    await expect(created).toBeHidden();
    await expect(page.getByRole('button', { name: 'Novo token' })).toBeFocused();

    // the list shows the new token without a reload, and the secret is nowhere on the page any more
    const row = rowOf(page, name);
    await expect(row).toContainText(`${secret.slice(0, 8)}`);
    await expect(row).toContainText(PERSONAS.gerente.name);
    await expect(row).toContainText('Nunca usado');
    await expect(row).toContainText('Ativo');
    await expect(page.getByText(secret)).toHaveCount(0);

    const sku = `E2E-INTEGRACOES-${Date.now()}`;
    const send = () =>
      request.post('/api/ingest/products', {
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/x-ndjson' },
        data: productLine(sku),
      });
    const accepted = await send();
    expect(accepted.status()).toBe(200);
    expect(await accepted.json()).toMatchObject({ accepted: 1, duplicates: 0, rejected: [] });

    // the last use shows on the next visit
    await page.reload();
    await expect(rowOf(page, name)).not.toContainText('Nunca usado');

    await rowOf(page, name).getByRole('button', { name: `Revogar o token ${name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Revogar o token ${name}? Sistemas que o usam deixarão de enviar dados.`);
    await confirm.getByRole('button', { name: 'Revogar' }).click();
    await expect(rowOf(page, name)).toContainText('Revogado em');
    await expect(rowOf(page, name).getByRole('button', { name: /Revogar/ })).toHaveCount(0);

    expect((await send()).status()).toBe(401);
  });

  test('"Desfazer" after revoking restores the token: it stops at once and works again after the undo', async ({ page, request }) => {
    const name = `Desfazer e2e ${Date.now()}`;
    await loginAs(page, 'gerente');
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'Novo token' }).click();
    await page.getByRole('dialog', { name: 'Novo token de integração' }).getByLabel('Nome').fill(name);
    await page.keyboard.press('Enter');
    const created = page.getByRole('alertdialog', { name: 'Token criado' });
    const secret = (await created.getByTestId('integration-token-secret').textContent())!.trim();
    await created.getByRole('button', { name: 'Concluir' }).click();
    const send = () =>
      request.post('/api/ingest/products', {
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/x-ndjson' },
        data: productLine(`E2E-DESFAZER-${Date.now()}`),
      });

    await rowOf(page, name).getByRole('button', { name: `Revogar o token ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revogar' }).click();
    await expect(rowOf(page, name)).toContainText('Revogado em');
    // revoked on the server at once, while "Desfazer" is still on screen
    expect((await send()).status()).toBe(401);

    await page.getByRole('region', { name: 'Notificações' }).getByRole('button', { name: 'Desfazer' }).click();
    await expect(rowOf(page, name)).toContainText('Ativo');
    expect((await send()).status()).toBe(200);
    await page.reload();
    await expect(rowOf(page, name)).toContainText('Ativo');
  });

  test('cancelling the revocation keeps the token active', async ({ page }) => {
    const name = `PDV e2e ${Date.now()}`;
    await loginAs(page, 'gerente');
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'Novo token' }).click();
    await page.getByRole('dialog', { name: 'Novo token de integração' }).getByLabel('Nome').fill(name);
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog', { name: 'Token criado' }).getByRole('button', { name: 'Concluir' }).click();

    await rowOf(page, name).getByRole('button', { name: `Revogar o token ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
    await expect(rowOf(page, name)).toContainText('Ativo');
    await page.reload();
    await expect(rowOf(page, name)).toContainText('Ativo');
  });

  test('admin configures the push channel (rate, VAPID keys generated on the server) and sees it listed without any secret; then back to the outbox', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto(PAGE);
    const channels = page.getByRole('table', { name: 'Canais de envio' });
    const pushRow = channels.locator('tr[data-channel="push"]');
    await expect(pushRow).toContainText('Push do aplicativo');
    await expect(pushRow).toContainText('Saída local (outbox)');
    // the figures come from the server: the price in integer cents, shown in reais
    const cents = Number(await pushRow.locator('[data-metric="price_cents"]').getAttribute('data-value'));
    const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
    await expect(pushRow.locator('[data-metric="price_cents"]')).toHaveText(money);
    await expect(channels.locator('tr[data-channel="email"]')).toContainText('Saída local (outbox)');

    await pushRow.getByRole('button', { name: 'Configurar o canal Push do aplicativo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Canal Push do aplicativo' });
    await expect(dialog.getByLabel('Preço por crédito (R$)')).toBeFocused();
    // a rate out of range is refused before anything is sent
    await dialog.getByLabel('Envios por segundo').fill('0');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('Informe um número inteiro de 1 a 10.000.')).toBeVisible();
    // VAPID keys made on the server: only the public key comes back
    await dialog.getByLabel('Contato (subject)').fill('mailto:push@bompreco.com.br');
    await dialog.getByRole('button', { name: 'Gerar chaves VAPID' }).click();
    await expect(dialog.getByText('Chaves VAPID geradas e guardadas no servidor. Use a chave pública no site.')).toBeVisible();
    await dialog.getByLabel('Envios por segundo').fill('40');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();
    await expect(pushRow).toContainText('Configurado');
    await expect(pushRow).toContainText('Web Push');
    await expect(pushRow.locator('[data-metric="rate_per_second"]')).toHaveAttribute('data-value', '40');
    await expect(pushRow.locator('[data-metric="price_cents"]')).toHaveAttribute('data-value', String(cents));
    // the private key never reaches the browser
    const settings = await page.evaluate(async () => {
      const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'include', body: JSON.stringify({ query: '{ campaignChannelSettings { channel provider_summary } }' }) });
      return response.text();
    });
    expect(settings).toContain('public_key');
    expect(settings).not.toContain('private_key');

    // e-mail has nothing to configure here; then push goes back to the outbox (other suites send push)
    await pushRow.getByRole('button', { name: 'Configurar o canal Push do aplicativo' }).click();
    await expect(dialog.getByText(/Chave pública VAPID: \S{80,}/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Voltar à saída local' }).click();
    await dialog.getByRole('button', { name: 'Apagar provedor e usar a saída local' }).click();
    await expect(dialog).toBeHidden();
    await expect(pushRow).toContainText('Saída local (outbox)');
    await page.reload();
    await expect(page.getByRole('table', { name: 'Canais de envio' }).locator('tr[data-channel="push"]')).toContainText('Saída local (outbox)');
  });

  test('the page has no serious or critical accessibility violation', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 2, name: 'Como enviar' })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    expect(blocking).toEqual([]);
  });

  test('analista, who is not an account admin, is sent to /restrict-access', async ({ page }) => {
    await loginAs(page, 'analista');
    await page.goto(PAGE);
    await expectRestrictAccess(page);
  });
});

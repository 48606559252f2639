import { expect, test, type Page } from '@playwright/test';
import { toGsm7 } from '../../src/shared/lib/gsm';
import { countSms } from '../../src/shared/lib/sms';
import { expectRestrictAccess, loginAs } from './support/auth';

/**
 * Configurações › Mensagens (issue 11): a manager writes an SMS template with accents and a
 * variable, reads the credits the shared counting rule gives, sends it without accents, saves, finds,
 * edits and deletes it (and undoes the deletion once). Everything created here is deleted within the test: other suites share the server.
 */

const credits = (n: number) => `${n} ${n === 1 ? 'crédito' : 'créditos'}`;
const creditsFigure = (page: Page) => page.locator('[data-metric="SMS_CREDITOS_POR_MENSAGEM"]');
const smsText = (page: Page) => page.getByLabel('Texto do SMS');

test.use({ viewport: { width: 1440, height: 1000 } });

test('a manager creates an SMS template with accents and a variable, sends it without accents, finds, edits and deletes it', async ({ page }) => {
  const name = `Promoção de café ${Date.now()}`;
  await loginAs(page, 'gerente');
  await page.goto('/configuracoes/mensagens');
  await expect(page.getByRole('heading', { level: 1, name: 'Mensagens' })).toBeVisible();
  // the demo's texts are there, the opt-out suffix among them
  await expect(page.getByRole('link', { name: 'Sufixo de descadastro SMS' })).toBeVisible();

  await page.getByRole('link', { name: 'Nova mensagem' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova mensagem' })).toBeVisible();
  await page.getByLabel('Nome', { exact: true }).fill(name);
  await page.getByLabel('Tipo de mensagem').selectOption({ label: 'Boas-vindas' });
  // a second active "Boas-vindas" SMS would be refused: this one is saved inactive
  await page.getByRole('switch', { name: 'Mensagem ativa' }).uncheck();

  // the text with accents, then the first name from the picker at the end
  const written = 'Olá! Promoção de café e açúcar só nesta semana, válida em todas as lojas. Aproveite, ';
  await smsText(page).fill(written);
  await page.getByRole('button', { name: 'Inserir Primeiro nome (10 caracteres)' }).click();
  const text = `${written}[primeiro nome]`;
  await expect(smsText(page)).toHaveValue(text);

  // the credits the shared rule computes: accents force 70 (67 per part), the variable counts 10
  const withAccents = countSms(text);
  const without = countSms(toGsm7(text));
  expect(withAccents).toMatchObject({ special: true, perCredit: 67 });
  expect(without).toMatchObject({ special: false, credits: 1 });
  expect(withAccents.credits).toBeGreaterThan(without.credits);
  await expect(creditsFigure(page)).toHaveAttribute('data-value', String(withAccents.credits));
  await expect(creditsFigure(page)).toHaveText(`${credits(withAccents.credits)} por mensagem`);
  await expect(page.getByText(`${withAccents.characters} caracteres com as variáveis no tamanho máximo`)).toBeVisible();
  // the saving of sending without accents is shown before switching
  await expect(page.getByText(`${credits(withAccents.credits)} → ${credits(without.credits)} por mensagem`)).toBeVisible();
  await expect(page.getByTestId('sms-preview-text')).toContainText('Promoção de café');

  await page.getByRole('switch', { name: 'Enviar sem acentos' }).check();
  await expect(creditsFigure(page)).toHaveAttribute('data-value', String(without.credits));
  await expect(creditsFigure(page)).toHaveText(`${credits(without.credits)} por mensagem`);
  // the preview shows what is sent: no accents, the variable filled with the sample customer
  await expect(page.getByTestId('sms-preview-text')).toHaveText(toGsm7(text).replace('[primeiro nome]', 'Maria'));
  await expect(smsText(page)).toHaveValue(text);

  await page.getByRole('button', { name: 'Criar mensagem' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/configuracoes/mensagens');
  await expect(page.getByText(`Mensagem “${name}” criada.`)).toBeVisible();

  // found by search; the list shows the credits as sent
  await page.getByLabel('Buscar mensagem').fill('café');
  await expect(page).toHaveURL((url) => url.searchParams.get('busca') === 'café');
  const row = page.locator('tr', { hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-metric="SMS_CREDITOS_POR_MENSAGEM"]')).toHaveAttribute('data-value', String(without.credits));
  await expect(row.getByText('Inativa')).toBeVisible();
  await expect(row).toContainText('sem acentos');

  // a duplicate name is refused in pt-BR
  await page.goto('/configuracoes/mensagens/nova');
  await page.getByLabel('Nome', { exact: true }).fill(name.toUpperCase());
  await page.getByLabel('Tipo de mensagem').selectOption({ label: 'Aniversário' });
  await page.getByRole('switch', { name: 'Mensagem ativa' }).uncheck();
  await smsText(page).fill('Oi');
  await page.getByRole('button', { name: 'Criar mensagem' }).click();
  await expect(page.getByText(`Já existe uma mensagem com o nome “${name}”. Escolha outro nome.`)).toBeVisible();

  // edit: the form opens filled; a shorter text costs what the rule says
  await page.goto(`/configuracoes/mensagens?busca=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar mensagem' })).toBeVisible();
  await expect(smsText(page)).toHaveValue(text);
  await expect(page.getByRole('switch', { name: 'Enviar sem acentos' })).toBeChecked();
  const edited = 'Café fresquinho hoje, [primeiro nome]!';
  await smsText(page).fill(edited);
  await expect(creditsFigure(page)).toHaveAttribute('data-value', String(countSms(toGsm7(edited)).credits));
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText(`Mensagem “${name}” salva.`)).toBeVisible();

  // delete asks first; cancelling keeps it, confirming removes it
  await page.getByLabel('Buscar mensagem').fill(name);
  await expect(page).toHaveURL((url) => url.searchParams.get('busca') === name);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  const editedRow = page.locator('tr', { hasText: name });
  await expect(editedRow).toContainText('Café fresquinho hoje');
  await editedRow.getByRole('button', { name: `Excluir a mensagem ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Não' }).click();
  await expect(editedRow).toHaveCount(1);
  await editedRow.getByRole('button', { name: `Excluir a mensagem ${name}` }).click();
  await page.getByRole('button', { name: 'Excluir mensagem' }).click();
  await expect(page.locator('tr', { hasText: name })).toHaveCount(0);
  await expect(page.getByText(`Mensagem “${name}” excluída.`)).toBeVisible();
  await expect(page.getByText('Nenhuma mensagem encontrada')).toBeVisible();
  // "Desfazer" brings it back as it was; then it is deleted for good
  await page.getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByText(`Mensagem “${name}” restaurada.`)).toBeVisible();
  await expect(editedRow).toHaveCount(1);
  await expect(editedRow.locator('[data-metric="SMS_CREDITOS_POR_MENSAGEM"]')).toHaveAttribute('data-value', String(countSms(toGsm7(edited)).credits));
  await editedRow.getByRole('button', { name: `Excluir a mensagem ${name}` }).click();
  await page.getByRole('button', { name: 'Excluir mensagem' }).click();
  await expect(page.locator('tr', { hasText: name })).toHaveCount(0);
});

test('filters by channel and status live in the address', async ({ page }) => {
  await loginAs(page, 'gerente');
  await page.goto('/configuracoes/mensagens?canal=SMS&situacao=inativas');
  await expect(page.getByLabel('Canal', { exact: true })).toHaveValue('SMS');
  await expect(page.getByLabel('Situação', { exact: true })).toHaveValue('inativas');
  await expect(page.getByRole('link', { name: 'Boas-vindas SMS (antiga)' })).toBeVisible();
  // only inactive SMS texts (the other test may be saving one of its own meanwhile)
  await expect(page.locator('tbody [data-channel]:not([data-channel="SMS"])')).toHaveCount(0);
  await expect(page.locator('tbody [data-active="true"]')).toHaveCount(0);
  await page.getByLabel('Canal', { exact: true }).selectOption('EMAIL');
  await expect(page).toHaveURL((url) => url.searchParams.get('canal') === 'EMAIL');
  await expect(page.getByText('Nenhuma mensagem encontrada')).toBeVisible();
});

test('the analyst, without the page, is kept out', async ({ page }) => {
  await loginAs(page, 'analista');
  await page.goto('/configuracoes/mensagens');
  await expectRestrictAccess(page);
});

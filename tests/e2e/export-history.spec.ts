import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectRestrictAccess, submitLogin } from './support/auth';
import { PERSONAS, type PersonaKey } from './support/personas';

/**
 * Export history and the users export (spec §2, §3 Export job, §4, §6). Gerente is shared with other
 * suites running in parallel: this suite only adds jobs to gerente's own history and changes nothing else.
 */

/** Signs in through /login and waits for the shell (its toolbar has the history button). */
async function signIn(page: Page, who: PersonaKey): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, PERSONAS[who].email);
  await expect(page).toHaveURL((url) => url.pathname === '/home' && !url.searchParams.has('auth_code'));
  await expect(historyButton(page)).toBeVisible();
}

const historyButton = (page: Page) => page.getByRole('button', { name: /^Histórico de exportações/ });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Histórico de exportações' });

async function openHistory(page: Page): Promise<Locator> {
  await historyButton(page).click();
  const panel = drawer(page);
  await expect(panel).toBeVisible();
  return panel;
}

/** Exports the users list from /usuarios with the dialog; the default recipient is the viewer. */
/**
 * How long a job may take to be sent: on the embedded store a campaign batch of a suite running beside
 * this one holds the one PGlite connection while its provider answers, and the job waits for it.
 */
const JOB_DONE_MS = 45_000;

async function exportUsers(page: Page, format: 'CSV' | 'XLSX', extraEmail?: string): Promise<void> {
  await page.getByRole('button', { name: 'Exportar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Exportar usuários' });
  await expect(dialog.getByLabel('E-mails que receberão o relatório')).toHaveValue(PERSONAS.gerente.email);
  await dialog.getByRole('radio', { name: format === 'CSV' ? /CSV/ : /XLSX/ }).check();
  if (extraEmail) await dialog.getByLabel('E-mails que receberão o relatório').fill(`${PERSONAS.gerente.email}, ${extraEmail}`);
  await dialog.getByRole('button', { name: 'Exportar', exact: true }).click();
  // an earlier export's snackbar may still be on screen (5 s)
  await expect(page.getByText('Exportação iniciada. Acompanhe no Histórico de exportações.').last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Records the states each job that appears from now on goes through (to see Na fila → Enviado live). */
async function watchStates(page: Page): Promise<void> {
  await page.evaluate(() => {
    const known = new Set(Array.from(document.querySelectorAll('[data-testid="export-history-item"]')).map((el) => el.getAttribute('data-job-id')));
    const seen: Record<string, string[]> = {};
    (window as unknown as { __jobStates: Record<string, string[]> }).__jobStates = seen;
    const record = () => {
      for (const el of Array.from(document.querySelectorAll('[data-testid="export-history-item"]'))) {
        const id = el.getAttribute('data-job-id')!;
        const state = el.getAttribute('data-state')!;
        if (known.has(id)) continue;
        const states = (seen[id] ??= []);
        if (states[states.length - 1] !== state) states.push(state);
      }
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
}

test.describe('histórico de exportações', () => {
  test('gerente exports users as CSV and XLSX, follows them live, downloads them and sees the recipients', async ({ page, context }) => {
    await signIn(page, 'gerente');
    // a second tab keeps the drawer open while the first one exports: the items arrive by the feed
    const watcher = await context.newPage();
    await watcher.goto('/home');
    const watched = await openHistory(watcher);
    await expect(watched.getByText('Nenhum relatório encontrado').or(watched.getByTestId('export-history-item').first())).toBeVisible();
    const before = await watched.getByTestId('export-history-item').count();
    await watchStates(watcher);

    await page.goto('/usuarios');
    await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await exportUsers(page, 'CSV', 'auditoria@bompreco.com.br');

    await expect(watched.getByTestId('export-history-item')).toHaveCount(before + 1);
    const newest = watched.getByTestId('export-history-item').first();
    await expect(newest.getByText('Enviado')).toBeVisible({ timeout: JOB_DONE_MS });
    const states = await watcher.evaluate(() => Object.values((window as unknown as { __jobStates: Record<string, string[]> }).__jobStates));
    expect(states).toEqual([['ENQUEUED', 'FINISHED']]);
    await watcher.close();

    // the badge: a job event arrived while the drawer was closed on this tab
    await expect(page.getByTestId('export-history-badge')).toBeVisible();
    const panel = await openHistory(page);
    await expect(page.getByTestId('export-history-badge')).toBeHidden();
    const csvItem = panel.getByTestId('export-history-item').first();
    await expect(csvItem).toContainText('Lista de usuários');
    await expect(csvItem).toContainText('CSV');
    await expect(csvItem.getByText('Enviado')).toBeVisible({ timeout: JOB_DONE_MS });
    const day = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit' }).format(new Date());
    await expect(panel.getByRole('heading', { level: 3, name: day })).toBeVisible();

    await csvItem.getByRole('button', { name: 'Lista de destinatários de Lista de usuários' }).click();
    const recipients = page.getByRole('dialog', { name: 'Lista de destinatários' });
    await expect(recipients.getByRole('listitem')).toHaveText([PERSONAS.gerente.email, 'auditoria@bompreco.com.br']);
    await page.keyboard.press('Escape');
    await expect(recipients).toBeHidden();
    await expect(panel).toBeVisible();

    const [csvDownload] = await Promise.all([page.waitForEvent('download'), csvItem.getByRole('link', { name: 'Baixar Lista de usuários (CSV)' }).click()]);
    expect(csvDownload.suggestedFilename()).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await csvDownload.path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csv.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('Nome;E-mail;Perfil;Situação;Permissões;Dados pessoais de clientes;Dados pessoais de colaboradores;Download de dados pessoais;Criado em');
    expect(text).toContain(`${PERSONAS.analista.name};${PERSONAS.analista.email};`);

    // Esc closes the drawer and gives focus back to the toolbar button
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(historyButton(page)).toBeFocused();

    await exportUsers(page, 'XLSX');
    const again = await openHistory(page);
    const xlsxItem = again.getByTestId('export-history-item').first();
    await expect(xlsxItem).toContainText('XLSX');
    await expect(xlsxItem.getByText('Enviado')).toBeVisible({ timeout: JOB_DONE_MS });
    const [xlsxDownload] = await Promise.all([page.waitForEvent('download'), xlsxItem.getByRole('link', { name: 'Baixar Lista de usuários (XLSX)' }).click()]);
    expect(xlsxDownload.suggestedFilename()).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await xlsxDownload.path())!);
    const sheet = workbook.getWorksheet('Usuários')!;
    expect(sheet.getRow(1).getCell(2).value).toBe('E-mail');
    expect(sheet.getColumn(2).values).toContain(PERSONAS.analista.email);

    fs.mkdirSync('/tmp/shots-jobs', { recursive: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: '/tmp/shots-jobs/items-1440.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/shots-jobs/items-390.png' });
    await page.setViewportSize({ width: 1280, height: 720 });

    // resend: e-mails the finished report again
    await xlsxItem.getByRole('button', { name: 'Reenviar Lista de usuários' }).click();
    await expect(page.getByText('Relatório reenviado para 1 destinatário.')).toBeVisible();
  });

  test('the drawer is 450 px wide on desktop and the whole width on phones', async ({ page }) => {
    await signIn(page, 'gerente');
    await page.setViewportSize({ width: 1440, height: 900 });
    const panel = await openHistory(page);
    await expect(panel.getByText('Carregando relatórios')).toHaveCount(0);
    expect((await panel.boundingBox())?.width).toBe(450);
    fs.mkdirSync('/tmp/shots-jobs', { recursive: true });
    await page.screenshot({ path: '/tmp/shots-jobs/drawer-1440.png' });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    const narrow = await openHistory(page);
    expect((await narrow.boundingBox())?.width).toBe(390);
    await page.screenshot({ path: '/tmp/shots-jobs/drawer-390.png' });
  });

  test('analista, without /usuarios, has no export button', async ({ page }) => {
    await signIn(page, 'analista');
    await expect(historyButton(page)).toBeVisible();
    await page.goto('/usuarios');
    await expectRestrictAccess(page);
    await expect(page.getByRole('button', { name: 'Exportar', exact: true })).toHaveCount(0);
  });
});

import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectRestrictAccess, loginAs } from './support/auth';
import { PERSONAS } from './support/personas';

/**
 * Usuários and Permissões do usuário. Other suites run in parallel on the same server and sign in
 * as these personas: every change made here is undone within the same test, and no PII flag of
 * gerente or analista is touched.
 */

const usersTable = (page: Page) => page.getByRole('table', { name: 'Usuários da conta' });
const rowOf = (page: Page, name: string) => usersTable(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

async function renameUser(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: `Editar ${from}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar usuário' });
  await dialog.getByLabel('Nome').fill(to);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Usuário salvo')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/**
 * Opens Rafael's permissions through the list's link. A direct load of the address does not work
 * yet: the static server takes a path ending in ".com.br" for a file and answers 404.
 */
async function openPermissionsOfAnalista(page: Page): Promise<void> {
  await page.goto('/usuarios?busca=rafael');
  await page.getByRole('link', { name: `Permissões de ${PERSONAS.analista.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Permissões de ${PERSONAS.analista.name}` })).toBeVisible();
}

async function analistaOutcomeOnSegmentacao(browser: Browser): Promise<'restrict' | 'allow'> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await loginAs(page, 'analista');
    await page.goto('/clientes/segmentacao');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (new URL(page.url()).pathname === '/restrict-access') {
      await expectRestrictAccess(page);
      return 'restrict';
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Segmentação' })).toBeVisible();
    return 'allow';
  } finally {
    await context.close();
  }
}

test.describe('usuários', () => {
  test('gerente sees the account users with their e-mails, profile and status', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto('/usuarios');
    await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await expect(usersTable(page).getByRole('columnheader')).toHaveText(['Nome', 'E-mail', 'Perfil', 'Dados pessoais', 'Situação', 'Ações']);
    for (const persona of [PERSONAS.gerente, PERSONAS.analista, PERSONAS.multi]) {
      await expect(rowOf(page, persona.name)).toContainText(persona.email);
    }
    await expect(rowOf(page, PERSONAS.gerente.name)).toContainText('Administrador');
    await expect(rowOf(page, PERSONAS.analista.name)).toContainText('Sem acesso');
    await expect(rowOf(page, PERSONAS.analista.name)).toContainText('Ativo');
  });

  test('the search goes to the address and leaves only the matching users', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto('/usuarios');
    await page.getByLabel('Buscar usuários').fill('rafael');
    await expect(page).toHaveURL((url) => url.searchParams.get('busca') === 'rafael');
    await expect(usersTable(page).locator('tbody tr')).toHaveCount(1);
    await expect(rowOf(page, PERSONAS.analista.name)).toBeVisible();

    // the address reproduces the screen
    await page.reload();
    await expect(page.getByLabel('Buscar usuários')).toHaveValue('rafael');
    await expect(usersTable(page).locator('tbody tr')).toHaveCount(1);

    await page.getByLabel('Buscar usuários').fill('ninguém-com-este-nome');
    await expect(page.getByText('Nenhum usuário encontrado')).toBeVisible();
  });

  test("edits Rafael's name, sees it after a reload, and puts it back", async ({ page }) => {
    const original = PERSONAS.analista.name;
    const edited = `${original} (editado)`;
    await loginAs(page, 'gerente');
    await page.goto('/usuarios?busca=rafael');
    try {
      await page.getByRole('button', { name: `Editar ${original}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar usuário' });
      await dialog.getByLabel('Nome').fill('  ');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialog.getByText('Campo obrigatório')).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancelar' }).click();

      await renameUser(page, original, edited);
      await page.reload();
      await expect(rowOf(page, edited)).toBeVisible();
    } finally {
      await page.goto('/usuarios?busca=rafael');
      await expect(usersTable(page).locator('tbody tr')).toHaveCount(1);
      if (await page.getByRole('button', { name: `Editar ${edited}` }).isVisible()) await renameUser(page, edited, original);
    }
    await expect(rowOf(page, original)).toBeVisible();
  });

  test('Carla (multi-user whose home is Bom Preço) can be edited here', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto('/usuarios?busca=carla');
    await renameUser(page, PERSONAS.multi.name, PERSONAS.multi.name);
  });

  test("in Rede Mais, Carla (home account Bom Preço) is listed read-only", async ({ page }) => {
    await loginAs(page, 'franqueador');
    await page.goto('/usuarios?busca=carla');
    const carla = rowOf(page, PERSONAS.multi.name);
    await expect(carla).toContainText('Outra conta');
    await expect(carla.getByRole('button', { name: `Editar ${PERSONAS.multi.name}` })).toBeDisabled();
    await carla.getByRole('link', { name: `Permissões de ${PERSONAS.multi.name}` }).click();
    await expect(page.getByText('Este usuário pertence a outra conta: só a conta de origem pode alterá-lo.')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Acesso a dados pessoais' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  test('analista without admin flag and PII is refused /usuarios', async ({ page }) => {
    await loginAs(page, 'analista');
    await page.goto('/usuarios');
    await expectRestrictAccess(page);
  });
});

test.describe('permissões do usuário', () => {
  test('granting Clientes › Segmentação lets analista open it; revoking takes it back', async ({ page, browser }) => {
    expect(await analistaOutcomeOnSegmentacao(browser)).toBe('restrict');

    await loginAs(page, 'gerente');
    await openPermissionsOfAnalista(page);
    await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === `/usuarios/permissionamento/${PERSONAS.analista.email}`);
    await expect(page.getByRole('heading', { level: 1, name: `Permissões de ${PERSONAS.analista.name}` })).toBeVisible();

    const clientes = page.getByRole('group', { name: 'Clientes' });
    const segmentacao = clientes.getByRole('checkbox', { name: 'Segmentação', exact: true });
    // analista's area permissions show as granted and locked (empresa/*)
    await expect(page.getByRole('group', { name: 'Empresa' }).getByRole('checkbox', { name: 'Empresa: todas as páginas' })).toBeChecked();
    await expect(segmentacao).not.toBeChecked();
    await segmentacao.check();
    try {
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Permissões salvas')).toBeVisible();
      expect(await analistaOutcomeOnSegmentacao(browser)).toBe('allow');
    } finally {
      await openPermissionsOfAnalista(page);
      await page.getByRole('group', { name: 'Clientes' }).getByRole('checkbox', { name: 'Segmentação', exact: true }).uncheck();
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Permissões salvas')).toBeVisible();
    }
    expect(await analistaOutcomeOnSegmentacao(browser)).toBe('restrict');
  });

  test('Cancelar with unsaved changes asks first; an unknown e-mail says so', async ({ page }) => {
    await loginAs(page, 'gerente');
    await openPermissionsOfAnalista(page);
    await page.getByRole('switch', { name: 'Download de dados pessoais' }).check();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Descartar alterações?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Sim' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/usuarios');

    // (no dot in the address: server/http/static.ts answers 404 to a direct load of a path with an extension)
    await page.goto('/usuarios/permissionamento/ninguem@bompreco');
    await expect(page.getByRole('heading', { level: 1, name: 'Usuário não encontrado' })).toBeVisible();
  });
});

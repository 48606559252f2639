import { expect, test, type Page } from '@playwright/test';
import { expectRestrictAccess, loginAs } from './support/auth';

/**
 * Configurações › Redes sociais (Bom Preço's demo profiles). Every change made here is undone within
 * the test: other suites share the server.
 */

const field = (page: Page, network: string) => page.getByLabel(`Endereço do perfil no ${network}`);
const row = (page: Page, network: string) => page.getByRole('region', { name: network, exact: true });
const preview = (page: Page, where: 'show_in_app' | 'show_in_hotsite' | 'show_in_email') => page.getByTestId(`social-preview-${where}`);

test.use({ viewport: { width: 1440, height: 1000 } });

test('the manager sees the chain’s profiles, adds one from a handle, removes one and undoes it', async ({ page }) => {
  await loginAs(page, 'gerente');
  await page.goto('/configuracoes/redes-sociais');
  await expect(page.getByRole('heading', { level: 1, name: 'Redes sociais' })).toBeVisible();

  // the demo set: four networks, Facebook kept out of the e-mails and the site out of the app
  await expect(field(page, 'Instagram')).toHaveValue('https://www.instagram.com/supermercadosbompreco');
  await expect(field(page, 'WhatsApp')).toHaveValue('https://wa.me/5571999990000');
  await expect(field(page, 'TikTok')).toHaveValue('');
  await expect(row(page, 'Facebook').getByRole('checkbox', { name: 'E-mails' })).not.toBeChecked();
  await expect(preview(page, 'show_in_app')).toContainText('Instagram · Facebook · WhatsApp');
  await expect(preview(page, 'show_in_email')).toContainText('Instagram · WhatsApp · Site');
  await expect(page.getByTestId('social-last-saved')).toContainText('gerente@bompreco.com.br');
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();

  // an address of another network is refused under its field, and nothing is sent
  await field(page, 'Facebook').fill('instagram.com/bompreco');
  await field(page, 'Facebook').press('Tab');
  await expect(row(page, 'Facebook').getByText('O endereço deve ser de facebook.com ou fb.com.')).toBeVisible();
  await field(page, 'Facebook').fill('https://www.facebook.com/supermercadosbompreco');

  // a handle becomes the network's address once saved; not in the e-mails
  await field(page, 'TikTok').fill('@bompreco');
  await row(page, 'TikTok').getByRole('checkbox', { name: 'E-mails' }).uncheck();
  await expect(preview(page, 'show_in_app')).toContainText('Instagram · Facebook · TikTok · WhatsApp');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Redes sociais salvas')).toBeVisible();
  await page.reload();
  await expect(field(page, 'TikTok')).toHaveValue('https://www.tiktok.com/@bompreco');
  await expect(row(page, 'TikTok').getByRole('checkbox', { name: 'E-mails' })).not.toBeChecked();
  await expect(preview(page, 'show_in_email')).toContainText('Instagram · WhatsApp · Site');

  // removing asks first; "Desfazer" brings the removed profiles back
  await page.getByRole('button', { name: 'Remover o perfil do TikTok' }).click();
  await page.getByRole('button', { name: 'Remover o perfil do Site' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remover 2 perfis?' });
  await expect(dialog).toContainText('TikTok, Site');
  await dialog.getByRole('button', { name: 'Remover e salvar' }).click();
  await expect(page.getByText('2 perfis removidos')).toBeVisible();
  await expect(field(page, 'Site')).toHaveValue('');
  await page.getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByText('Perfis restaurados')).toBeVisible();
  await expect(field(page, 'Site')).toHaveValue('https://www.bompreco.com.br/');
  await expect(field(page, 'TikTok')).toHaveValue('https://www.tiktok.com/@bompreco');

  // back to the demo set for the other suites
  await page.getByRole('button', { name: 'Remover o perfil do TikTok' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('alertdialog', { name: 'Remover 1 perfil?' }).getByRole('button', { name: 'Remover e salvar' }).click();
  await expect(page.getByText('1 perfil removido')).toBeVisible();
  await page.reload();
  await expect(field(page, 'TikTok')).toHaveValue('');
  await expect(field(page, 'Site')).toHaveValue('https://www.bompreco.com.br/');
});

test('the analyst, without the page, is kept out', async ({ page }) => {
  await loginAs(page, 'analista');
  await page.goto('/configuracoes/redes-sociais');
  await expectRestrictAccess(page);
});

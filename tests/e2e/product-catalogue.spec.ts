import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { loginAs } from './support/auth';
import { PRODUCTS } from './support/salesDataset';

/**
 * Catalogue management (issue 9): as the chain's manager, find a product of the suite's own chain, edit
 * it and read the change in its history; create a product, then upload the issue's file of good lines,
 * a bad EAN, an unknown department, a duplicate SKU and a broken row, and check the dry run's and the
 * run's counts and the refused lines' reasons against what this test works out from the file; a rerun
 * changes nothing. Only fields the analytics pages do not show are edited, and the created products
 * have their own SKUs, so the product analytics suite running beside this one sees the same chain.
 */

test.use({ viewport: { width: 1440, height: 900 } });

/** GS1 check digit (weights 3, 1, 3… from the right), computed here, not by the app. */
function withCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** SKUs and EANs of this run (a retry in the same data directory must not meet the first try's products). */
const RUN = Date.now().toString().slice(-7);
const ean = (n: number) => withCheckDigit(`7899${RUN}${n}`);

async function figure(page: Page, metric: string): Promise<number> {
  const element = page.getByRole('dialog').locator(`[data-metric="${metric}"]`);
  await expect(element).toBeVisible();
  return Number(await element.getAttribute('data-value'));
}

test.describe('Gerenciamento de produtos', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'gerente');
  });

  test('finds a product, edits it and shows the change in its history', async ({ page }) => {
    const cafe = PRODUCTS.find((product) => product.sku === 'E2E-CAFE')!;
    await page.goto(`/produtos/gerenciamento-produtos?busca=${encodeURIComponent(cafe.ean)}`);
    await expect(page.getByRole('heading', { name: 'Gerenciamento de produtos', level: 1 })).toBeVisible();
    const total = page.locator('[data-metric="NUM_PRODUTOS_CATALOGO"]');
    await expect(total).toHaveAttribute('data-value', '1');
    const row = page.locator(`tr[data-product="${cafe.sku}"]`);
    await expect(row).toContainText(cafe.name);
    await expect(row).toContainText(cafe.ean);
    await row.getByRole('link', { name: cafe.name }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${cafe.name} (SKU ${cafe.sku})`);
    const longName = `${cafe.name} – torra média ${RUN}`;
    await page.getByLabel('Nome completo').fill(longName);
    // a wrong NCM is refused in pt-BR before anything is sent
    await page.getByLabel('NCM').fill('0901');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('O NCM tem 8 dígitos (0000.00.00)')).toBeVisible();
    await page.getByLabel('NCM').fill('0901.21.00');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText(`${cafe.name} salvo.`)).toBeVisible();

    const history = page.getByRole('region', { name: 'Histórico de alterações' }).or(page.locator('section[aria-labelledby="product-history-title"]'));
    const entry = history.locator('[data-audit-entry="updateProduct"]').first();
    await expect(entry).toContainText('gerente@bompreco.com.br');
    await expect(entry.locator('[data-field="longName"]')).toContainText(`Nome completo: (vazio) → ${longName}`);
    await expect(entry.locator('[data-field="ncm"]')).toContainText('NCM: (vazio) → 09012100');

    // the edit is what the page shows after a reload
    await page.reload();
    await expect(page.getByLabel('Nome completo')).toHaveValue(longName);
    await page.goto('/produtos/gerenciamento-produtos?editados=sim');
    await expect(page.locator(`tr[data-product="${cafe.sku}"]`)).toContainText('Editado');
  });

  test('creates a product, then uploads a file: dry run, run and a rerun that changes nothing', async ({ page }) => {
    const base = { sku: `E2E-CAT-${RUN}`, name: `Catálogo E2E Biscoito ${RUN}`, ean: ean(1) };
    await page.goto('/produtos/novo');
    await expect(page.getByRole('heading', { name: 'Novo produto', level: 1 })).toBeVisible();
    await page.getByLabel('SKU', { exact: true }).fill(base.sku);
    await page.getByLabel('Nome', { exact: true }).fill(base.name);
    await page.getByLabel('Departamento').fill('Mercearia');
    await page.getByRole('button', { name: 'Adicionar EAN' }).click();
    await page.getByLabel('Código').fill(base.ean);
    await page.getByRole('button', { name: 'Cadastrar produto' }).click();
    await expect(page).toHaveURL(/\/produtos\/alterar\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${base.name} (SKU ${base.sku})`);
    await expect(page.locator('[data-audit-entry="createProduct"]')).toContainText('gerente@bompreco.com.br');

    // the issue's file: 2 new products, 1 update of the product above, then a bad EAN, an unknown
    // department, a repeated SKU and a broken row
    const newOne = { sku: `E2E-CAT-${RUN}-A`, ean: ean(2), name: `Catálogo E2E Bolacha ${RUN}` };
    const newTwo = { sku: `E2E-CAT-${RUN}-B`, name: `Catálogo E2E Maçã ${RUN}` };
    const badEan = `${ean(3).slice(0, 12)}${(Number(ean(3)[12]) + 1) % 10}`;
    const lines = [
      'SKU;EAN;Nome;Departamento;Unidade',
      `${newOne.sku};${newOne.ean};${newOne.name};Mercearia;un`,
      `${newTwo.sku};;${newTwo.name};hortifruti;kg`,
      `${base.sku};${base.ean};${base.name} 400g;Mercearia;un`,
      `E2E-CAT-${RUN}-C;${badEan};Produto com EAN errado;Mercearia;un`,
      `E2E-CAT-${RUN}-D;;Televisor;Eletrônicos;un`,
      `${newOne.sku};;Repetido;Mercearia;un`,
      `E2E-CAT-${RUN}-E;;Linha quebrada`,
    ];
    const expectedRefused = [
      { line: 5, reason: `EAN "${badEan}" com dígito verificador inválido` },
      { line: 6, reason: 'Departamento desconhecido: "Eletrônicos" não existe no catálogo da conta' },
      { line: 7, reason: 'SKU repetido no arquivo (primeira ocorrência na linha 2)' },
      { line: 8, reason: 'Linha quebrada: 3 colunas, esperadas 5' },
    ];
    const file = { name: 'produtos.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n'), 'utf8') };

    const upload = async () => {
      await page.goto('/produtos/gerenciamento-produtos');
      await page.getByRole('button', { name: 'Carregar planilha' }).click();
      const dialog = page.getByRole('dialog', { name: 'Carregar planilha de produtos' });
      await dialog.getByLabel('Arquivo', { exact: true }).setInputFiles(file);
      await expect(dialog).toContainText(`produtos.csv: ${lines.length - 1} linhas`);
      // the mapping guessed from the header
      await expect(dialog.getByLabel('SKU *')).toHaveValue('0');
      await expect(dialog.getByLabel('Nome *')).toHaveValue('2');
      await dialog.getByRole('button', { name: 'Simular' }).click();
      await expect(dialog).toContainText('nada foi gravado ainda');
      return dialog;
    };

    const dialog = await upload();
    expect(await figure(page, 'NUM_LINHAS')).toBe(lines.length - 1);
    expect(await figure(page, 'NUM_CRIADOS')).toBe(2);
    expect(await figure(page, 'NUM_ATUALIZADOS')).toBe(1);
    expect(await figure(page, 'NUM_RECUSADOS')).toBe(expectedRefused.length);
    for (const refused of expectedRefused) await expect(dialog.locator(`[data-refused-line="${refused.line}"]`)).toContainText(refused.reason);

    await dialog.getByRole('button', { name: 'Carregar' }).click();
    await expect(dialog).toContainText('Carga de produtos.csv concluída.', { timeout: 30_000 });
    expect(await figure(page, 'NUM_CRIADOS')).toBe(2);
    expect(await figure(page, 'NUM_ATUALIZADOS')).toBe(1);
    expect(await figure(page, 'NUM_RECUSADOS')).toBe(expectedRefused.length);
    await dialog.getByRole('button', { name: 'Fechar' }).click();

    await page.goto(`/produtos/gerenciamento-produtos?busca=${encodeURIComponent(`E2E-CAT-${RUN}`)}&ordem=sku.asc`);
    await expect(page.locator('[data-metric="NUM_PRODUTOS_CATALOGO"]')).toHaveAttribute('data-value', '1');
    // every word of the name, without accents: the three products of this run
    await page.goto(`/produtos/gerenciamento-produtos?busca=${encodeURIComponent(`catalogo e2e ${RUN}`)}&ordem=sku.asc`);
    await expect(page.locator('[data-metric="NUM_PRODUTOS_CATALOGO"]')).toHaveAttribute('data-value', '3');
    await expect(page.locator('tr[data-product]')).toHaveCount(3);
    await expect(page.locator(`tr[data-product="${base.sku}"]`)).toContainText(`${base.name} 400g`);
    await expect(page.locator(`tr[data-product="${newTwo.sku}"]`)).toContainText('Hortifruti');

    // the same file again: nothing to create or update, and running it changes nothing
    const again = await upload();
    expect(await figure(page, 'NUM_CRIADOS')).toBe(0);
    expect(await figure(page, 'NUM_ATUALIZADOS')).toBe(0);
    expect(await figure(page, 'NUM_SEM_MUDANCA')).toBe(3);
    await again.getByRole('button', { name: 'Carregar' }).click();
    await expect(again).toContainText('Carga de produtos.csv concluída.', { timeout: 30_000 });
    expect(await figure(page, 'NUM_CRIADOS')).toBe(0);
    expect(await figure(page, 'NUM_ATUALIZADOS')).toBe(0);
    expect(await figure(page, 'NUM_RECUSADOS')).toBe(expectedRefused.length);
  });

  test('creates a product with two uploaded images: thumbnails made by the server, the main one chosen, kept on saving', async ({ page }) => {
    const sku = `E2E-IMG-${RUN}`;
    // an 800 × 600 and a 300 × 500 picture made here: the thumbnails must fit 400 × 400 keeping the shape
    const landscape = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1e8449' } }).png().toBuffer();
    const portrait = await sharp({ create: { width: 300, height: 500, channels: 3, background: '#b03a2e' } }).jpeg().toBuffer();
    await page.goto('/produtos/novo');
    await page.getByLabel('SKU', { exact: true }).fill(sku);
    await page.getByLabel('Nome', { exact: true }).fill(`Imagem E2E ${RUN}`);
    await expect(page.getByText('Nenhuma imagem. Envie fotos do produto em fundo claro.')).toBeVisible();
    await page.getByLabel('Enviar imagens').setInputFiles([
      { name: 'paisagem.png', mimeType: 'image/png', buffer: landscape },
      { name: 'retrato.jpg', mimeType: 'image/jpeg', buffer: portrait },
    ]);
    await expect(page.getByRole('img', { name: `Imagem 2 de Imagem E2E ${RUN}` })).toBeVisible();
    const natural = async (name: string) => page.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.decode().then(() => [img.naturalWidth, img.naturalHeight]));
    expect(await natural(`Imagem 1 de Imagem E2E ${RUN}`)).toEqual([400, 300]);
    expect(await natural(`Imagem 2 de Imagem E2E ${RUN}`)).toEqual([240, 400]);
    // the first image sent is the main one; the person chooses the second instead
    const tiles = page.locator('[data-image]');
    await expect(tiles.nth(0).getByRole('radio', { name: 'Principal' })).toBeChecked();
    await tiles.nth(1).getByRole('radio', { name: 'Principal' }).check();
    await page.getByRole('button', { name: 'Cadastrar produto' }).click();
    await expect(page).toHaveURL(/\/produtos\/alterar\//);
    await expect(page.locator('[data-image]')).toHaveCount(2);
    await expect(page.locator('[data-image="1"]').getByRole('radio', { name: 'Principal' })).toBeChecked();
    const src = await page.getByRole('img', { name: `Imagem 2 de Imagem E2E ${RUN}` }).getAttribute('src');
    const thumb = await page.request.get(src!);
    expect(thumb.headers()['content-type']).toBe('image/webp');
    const original = await page.request.get(src!.replace('-thumb.webp', '.jpg'));
    expect(Buffer.compare(await original.body(), portrait)).toBe(0);
  });

  test('puts a product in a store, changes its price and shows it in the list and in the product history', async ({ page }) => {
    const feijao = PRODUCTS.find((product) => product.sku === 'E2E-FEIJAO')!;
    await page.goto(`/produtos/novo-produto-loja?sku=${feijao.sku}`);
    await expect(page.getByRole('heading', { name: 'Novo produto na loja', level: 1 })).toBeVisible();
    const store = page.getByLabel('Loja', { exact: true });
    await store.selectOption({ index: 1 });
    const storeName = (await store.locator('option:checked').textContent())!.trim();
    await expect(page.getByLabel('SKU do catálogo')).toHaveValue(feijao.sku);
    await page.getByLabel('Preço (R$)').fill('8,49');
    await page.getByLabel('Estoque', { exact: true }).fill('40');
    await page.getByRole('switch', { name: 'Venda ativa' }).check();
    await page.getByLabel('Tipo de venda').selectOption('UNIT');
    await page.getByLabel('Limite mínimo por compra').fill('5');
    await page.getByLabel('Limite máximo por compra').fill('2');
    await page.getByRole('button', { name: 'Cadastrar na loja' }).click();
    await expect(page.getByText('O limite máximo deve ser maior ou igual ao mínimo')).toBeVisible();
    await page.getByLabel('Limite máximo por compra').fill('10');
    await page.getByRole('button', { name: 'Cadastrar na loja' }).click();
    await expect(page).toHaveURL(/\/produtos\/alterar-produto-loja\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${feijao.name} em ${storeName}`);

    await page.getByLabel('Preço (R$)').fill('8,99');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText(`${feijao.name} salvo em ${storeName}.`)).toBeVisible();

    await page.goto(`/produtos/gerenciamento-produtos/produtos-loja?busca=${feijao.sku}`);
    await expect(page.locator('[data-metric="NUM_PRODUTOS_LOJA"]')).toHaveAttribute('data-value', '1');
    const row = page.locator(`tr[data-store-product="${storeName}|${feijao.sku}"]`);
    await expect(row.locator('[data-metric="VAL_PRECO_LOJA"]')).toHaveAttribute('data-value', '8.99');
    await expect(row).toContainText('Venda ativa');

    await row.getByRole('link', { name: feijao.name }).click();
    await page.getByRole('link', { name: 'Ver o produto no catálogo (histórico)' }).click();
    const entry = page.locator('[data-audit-entry="updateStoreProduct"]').first();
    await expect(entry.locator('[data-field="store.price1"]')).toContainText(`Preço na loja (${storeName}): 8,49 → 8,99`);
    await expect(page.locator('[data-audit-entry="createStoreProduct"]')).toContainText('gerente@bompreco.com.br');
  });

  test('creates a product group after checking its name, refuses the name twice and deletes it', async ({ page }) => {
    const skus = PRODUCTS.filter((product) => product.department === 'Mercearia').map((product) => product.sku);
    const name = `Cesta E2E ${RUN}`;
    await page.goto('/produtos/gerenciamento-produtos/grupos');
    await expect(page.getByRole('heading', { name: 'Grupos de produtos', level: 1 })).toBeVisible();
    const create = async () => {
      await page.getByRole('button', { name: 'Novo grupo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo grupo de produtos' });
      await dialog.getByLabel('Nome', { exact: true }).fill(name);
      return dialog;
    };
    let dialog = await create();
    await expect(dialog.getByText('Nome disponível.')).toBeVisible();
    // its image goes to the file store at once and shows in the dialog, then beside the group's name
    const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c0392b' } }).png().toBuffer();
    await dialog.getByLabel('Imagem do grupo').setInputFiles({ name: 'cesta.png', mimeType: 'image/png', buffer: picture });
    const preview = dialog.getByRole('img', { name: `Imagem do grupo ${name}` });
    await expect(preview).toHaveAttribute('src', /\/api\/uploads\/[^/]+\.png$/);
    const imageUrl = (await preview.getAttribute('src'))!;
    expect((await page.request.get(imageUrl)).headers()['content-type']).toBe('image/png');
    // one product through the picker (searched by SKU: exact matches come first; chosen with the
    // keyboard), the others pasted
    const banana = PRODUCTS.find((product) => product.sku === 'E2E-BANANA')!;
    const picker = dialog.getByRole('combobox', { name: 'Adicionar produto' });
    await picker.fill(banana.sku);
    const option = dialog.getByRole('option', { name: new RegExp(`${banana.name}.*SKU ${banana.sku}`) });
    await expect(option).toBeVisible();
    await picker.press('ArrowDown');
    await picker.press('ArrowUp');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await picker.press('Enter');
    const chips = dialog.getByRole('list', { name: '1 produto escolhido' });
    await expect(chips).toContainText(`${banana.name} (${banana.sku})`);
    // Escape closes the list, not the dialog; a chip is removed with its button and chosen again
    await picker.fill(banana.sku);
    await expect(option).toBeVisible();
    await picker.press('Escape');
    await expect(dialog.getByRole('listbox')).toBeHidden();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: `Remover ${banana.name} do grupo` }).click();
    await expect(chips).toBeHidden();
    await picker.fill(banana.sku);
    await expect(option).toBeVisible();
    await picker.press('Enter');
    await expect(chips).toContainText(`${banana.name} (${banana.sku})`);
    await dialog.getByLabel('SKUs dos produtos').fill(skus.join('\n'));
    await dialog.getByLabel('Fim da exibição').fill('2026-12-31');
    await dialog.getByRole('button', { name: 'Salvar grupo' }).click();
    await expect(page.getByText(`Grupo "${name}" salvo.`)).toBeVisible();
    const row = page.locator(`tr[data-group="${name}"]`);
    await expect(row.locator('[data-metric="NUM_PRODUTOS_GRUPO"]')).toHaveAttribute('data-value', String(skus.length + 1));
    await expect(row).toContainText('até 31/12/2026');
    await expect(row.locator('img')).toHaveAttribute('src', imageUrl);

    // the same name again, in other letters' case: said taken while typing, refused on save
    dialog = await create();
    await dialog.getByLabel('Nome', { exact: true }).fill(name.toUpperCase());
    await expect(dialog.getByText('Já existe um grupo com este nome.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Salvar grupo' }).click();
    await expect(dialog.getByText(`já existe um grupo chamado "${name.toUpperCase()}"`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    await row.getByRole('button', { name: `Excluir o grupo ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText(`Grupo "${name}" excluído.`)).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('imports product groups from a CSV: the check says what it will do, the import writes it, a second import changes nothing', async ({ page }) => {
    const mercearia = PRODUCTS.filter((product) => product.department === 'Mercearia').map((product) => product.sku);
    const other = PRODUCTS.find((product) => product.department !== 'Mercearia')!.sku;
    const [first, second] = [`Festa E2E ${RUN}`, `Limpeza E2E ${RUN}`];
    // one line per group × SKU; then a SKU outside the catalogue, a repeated SKU and a line without a group
    const lines = [
      'grupo;sku;categoria;inicio_exibicao;fim_exibicao',
      ...mercearia.map((sku, i) => `${first};${sku};Festas;${i === 0 ? '01/12/2026;31/12/2026' : ';'}`),
      `${second};${other};;;`,
      `${second};NAO-EXISTE-${RUN};;;`,
      `${second};${other};;;`,
      `;${other};;;`,
    ];
    const refused = [
      { line: mercearia.length + 3, reason: 'SKU fora do catálogo' },
      { line: mercearia.length + 4, reason: 'SKU repetido no grupo (vale a primeira linha)' },
      { line: mercearia.length + 5, reason: 'nome do grupo em branco' },
    ];
    const file = { name: 'grupos.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n'), 'utf8') };

    await page.goto('/produtos/gerenciamento-produtos/grupos');
    await page.getByRole('button', { name: 'Importar grupos' }).click();
    let dialog = page.getByRole('dialog', { name: 'Importar grupos de produtos' });
    await dialog.getByLabel('Arquivo', { exact: true }).setInputFiles(file);
    await dialog.getByRole('button', { name: 'Verificar arquivo' }).click();
    expect(await figure(page, 'NUM_LINHAS')).toBe(lines.length - 1);
    expect(await figure(page, 'NUM_CRIADOS')).toBe(2);
    expect(await figure(page, 'NUM_RECUSADOS')).toBe(refused.length);
    for (const { line, reason } of refused) await expect(dialog.locator(`[data-refused-line="${line}"]`)).toContainText(reason);
    await expect(dialog.locator(`[data-upload-group="${first}"] [data-metric="NUM_PRODUTOS_GRUPO"]`)).toHaveAttribute('data-value', String(mercearia.length));
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Baixar linhas recusadas (CSV)' }).click();
    expect((await download).suggestedFilename()).toBe('grupos-recusados.csv');
    await dialog.getByRole('button', { name: 'Importar 2 grupos' }).click();
    await expect(page.getByText('Importação concluída: 2 criado(s), 0 atualizado(s), 3 linha(s) recusada(s).')).toBeVisible();
    await expect(page.locator(`tr[data-group="${first}"] [data-metric="NUM_PRODUTOS_GRUPO"]`)).toHaveAttribute('data-value', String(mercearia.length));
    await expect(page.locator(`tr[data-group="${first}"]`)).toContainText('01/12/2026 a 31/12/2026');
    await expect(page.locator(`tr[data-group="${second}"] [data-metric="NUM_PRODUTOS_GRUPO"]`)).toHaveAttribute('data-value', '1');

    // the same file again, updating existing groups: nothing to write
    await page.getByRole('button', { name: 'Importar grupos' }).click();
    dialog = page.getByRole('dialog', { name: 'Importar grupos de produtos' });
    await dialog.getByLabel('Arquivo', { exact: true }).setInputFiles(file);
    await dialog.getByLabel('Atualizar grupos pré-existentes').check();
    await dialog.getByRole('button', { name: 'Verificar arquivo' }).click();
    expect(await figure(page, 'NUM_SEM_MUDANCA')).toBe(2);
    expect(await figure(page, 'NUM_CRIADOS')).toBe(0);
    await expect(dialog.getByText('Nada a importar')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    for (const name of [first, second]) {
      await page.locator(`tr[data-group="${name}"]`).getByRole('button', { name: `Excluir o grupo ${name}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
      await expect(page.locator(`tr[data-group="${name}"]`)).toHaveCount(0);
    }
  });
});

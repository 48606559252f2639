import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { toGlobalId } from '../../access/globalId';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../testing/harness';
import type { NumberedLine } from '../ingestion';
import { seedCatalogueEdits } from './seed';

const BOMPRECO = DEMO_ACCOUNT_IDS.bompreco;
const REDE_MAIS = DEMO_ACCOUNT_IDS['rede-mais'];

async function* linesOf(records: readonly unknown[]): AsyncGenerator<NumberedLine> {
  let number = 0;
  for (const record of records) yield { number: ++number, text: JSON.stringify(record) };
}

/** The chain's catalogue as its ERP sends it (the test's own products). */
const PRODUCTS = [
  { sku: 'CAT-ARROZ', ean: '7896004000855', name: 'Arroz Tipo 1 5kg', department: 'Mercearia', category: 'Grãos', measure: 'un', price: 27.9 },
  { sku: 'CAT-DETERGENTE', ean: '7891000100103', name: 'Detergente Neutro 500ml', department: 'Limpeza', category: 'Lava-louças', measure: 'un', price: 2.49 },
  { sku: 'CAT-BANANA', name: 'Banana Prata kg', department: 'Hortifruti', category: 'Frutas', measure: 'kg', is_weightable: true, price: 6.99 },
  // the same main EAN as CAT-DETERGENTE under another SKU: a duplicate for cleanProductsDuplicates
  { sku: 'CAT-DETERGENTE-2', ean: '7891000100103', name: 'DETERGENTE NEUTRO 500 ML', department: 'Limpeza', measure: 'un' },
];

const PRODUCT_FIELDS = 'id sku name ean eans { ean isMain packingQuantity } department measure { code } active manuallyEdited editedFields ncm keywords';
const UPDATE = `mutation($input: UpdateProductInput!) { updateProduct(input: $input) { changedFields product { ${PRODUCT_FIELDS} } } }`;
const CREATE = `mutation($input: CreateProductInput!) { createProduct(input: $input) { changedFields product { ${PRODUCT_FIELDS} } } }`;
const HISTORY = 'query($id: ID!) { product(id: $id) { history { mutation userLogin delta { field description old new } } } }';
const PLAN = 'lines created updated unchanged skipped refusedCount refused { line sku ean name reason }';
const DRY_RUN = `mutation($input: ProductsUploadInput!) { dryRunProductsUpload(input: $input) { ${PLAN} } }`;
const RUN = 'mutation($input: ProductsUploadInput!) { runProductsUpload(input: $input) { upload { id status } asyncJob { id } } }';
const UPLOAD = `query($id: ID!) { productUpload(id: $id) { status result { ${PLAN} } } }`;

/** The "Done when" file of issue 9: good lines, a bad EAN, an unknown department, a duplicate SKU, a broken row (and an unparsable yes/no). */
const MIXED_FILE = [
  'SKU;EAN;Nome;Departamento;Categoria;Unidade;Pesável',
  'CAT-BISCOITO;7891000053508;Biscoito Maizena 400g;Mercearia;Biscoitos;un;não',
  'CAT-SABAO;;Sabão em Barra 5 unidades;limpeza;Sabões;UN;nao',
  'CAT-ARROZ;7896004000855;Arroz Tipo 1 Premium 5kg;Mercearia;Grãos;un;não',
  'CAT-EAN-RUIM;7891000100104;Produto com EAN ruim;Mercearia;;un;não',
  'CAT-SEM-DEPTO;;Televisor 50 polegadas;Eletrônicos;;un;não',
  'CAT-BISCOITO;7891000053508;Biscoito Maizena repetido;Mercearia;;un;não',
  'CAT-QUEBRADA;;Linha quebrada;Mercearia',
  'CAT-PESO;;Queijo Prato;Frios;;kg;talvez',
].join('\r\n');

const EXPECTED_REFUSED = [
  { line: 5, sku: 'CAT-EAN-RUIM', ean: '7891000100104', name: 'Produto com EAN ruim', reason: 'EAN "7891000100104" com dígito verificador inválido' },
  { line: 6, sku: 'CAT-SEM-DEPTO', ean: '', name: 'Televisor 50 polegadas', reason: 'Departamento desconhecido: "Eletrônicos" não existe no catálogo da conta' },
  { line: 7, sku: 'CAT-BISCOITO', ean: '7891000053508', name: 'Biscoito Maizena repetido', reason: 'SKU repetido no arquivo (primeira ocorrência na linha 2)' },
  { line: 8, sku: 'CAT-QUEBRADA', ean: '', name: 'Linha quebrada', reason: 'Linha quebrada: 4 colunas, esperadas 7' },
  { line: 9, sku: 'CAT-PESO', ean: '', name: 'Queijo Prato', reason: 'Valor inválido na coluna Pesável: "talvez" (use sim ou não)' },
];

describe('the catalogue a chain maintains', () => {
  let server: TestServer;
  let gerente: TestClient;
  const id = (sku: string) => toGlobalId('CatalogueProduct', sku);

  beforeAll(async () => {
    server = await startTestServer();
    await server.services.ingest.ingestLines(BOMPRECO, 'products', linesOf([...PRODUCTS, { sku: 'CAT-QUEIJO', name: 'Queijo', department: 'Frios' }]), 'cli');
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
  });
  afterAll(() => server.close());

  describe('editing a product', () => {
    it('saves the fields sent, marks the product manually edited and audits old and new values', async () => {
      const result = await gerente.gql(UPDATE, {
        input: {
          id: id('CAT-ARROZ'),
          name: 'Arroz Branco Tipo 1 5 kg',
          eans: [
            { ean: '7896004000855', isMain: false, packingQuantity: 1 },
            { ean: '17896004000852', isMain: true, packingQuantity: 10 },
          ],
          ncm: '1006.30.21',
          keywords: ['arroz', 'grãos'],
        },
      });
      expect(result.errors).toBeUndefined();
      const { product, changedFields } = result.data!.updateProduct;
      expect(changedFields).toEqual(['eans', 'name', 'ncm', 'keywords']);
      expect(product).toMatchObject({
        name: 'Arroz Branco Tipo 1 5 kg',
        ean: '17896004000852',
        eans: [
          { ean: '17896004000852', isMain: true, packingQuantity: 10 },
          { ean: '7896004000855', isMain: false, packingQuantity: 1 },
        ],
        ncm: '10063021',
        manuallyEdited: true,
      });
      const { history } = (await gerente.gql(HISTORY, { id: id('CAT-ARROZ') })).data!.product;
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ mutation: 'updateProduct', userLogin: 'gerente@bompreco.com.br' });
      expect(history[0].delta).toContainEqual({ field: 'name', description: 'Nome', old: 'Arroz Tipo 1 5kg', new: 'Arroz Branco Tipo 1 5 kg' });
      expect(history[0].delta).toContainEqual({ field: 'eans', description: 'EANs', old: '7896004000855 (principal)', new: '17896004000852 (principal) ×10, 7896004000855' });
    });

    it('keeps the edit when the ERP sends the product again, and still takes its price', async () => {
      await server.services.ingest.ingestLines(BOMPRECO, 'products', linesOf([{ ...PRODUCTS[0], price: 29.9 }]), 'cli');
      const [row] = await server.stores.pg.query<{ name: string; eans: string[]; price: string }>(
        `select name, eans, price::text as price from products where account_id = $1 and sku = 'CAT-ARROZ'`,
        [BOMPRECO],
      );
      expect(row).toEqual({ name: 'Arroz Branco Tipo 1 5 kg', eans: ['17896004000852', '7896004000855'], price: '29.90' });
    });

    it('writes nothing and audits nothing when the values sent are the current ones', async () => {
      const result = await gerente.gql(UPDATE, { input: { id: id('CAT-ARROZ'), name: 'Arroz Branco Tipo 1 5 kg' } });
      expect(result.data!.updateProduct.changedFields).toEqual([]);
      expect((await gerente.gql(HISTORY, { id: id('CAT-ARROZ') })).data!.product.history).toHaveLength(1);
    });

    it('refuses an EAN with a wrong check digit, two main EANs and an unknown measure, in pt-BR naming the field', async () => {
      const badDigit = await gerente.gql(UPDATE, { input: { id: id('CAT-BANANA'), eans: [{ ean: '7891000100104', isMain: true, packingQuantity: 1 }] } });
      expect(badDigit.errors?.[0].message).toBe('Campo "eans.0.ean": EAN "7891000100104" com dígito verificador inválido.');
      expect(badDigit.errors?.[0].extensions?.field).toBe('eans.0.ean');
      const twoMain = await gerente.gql(UPDATE, {
        input: { id: id('CAT-BANANA'), eans: [{ ean: '7891000053508', isMain: true, packingQuantity: 1 }, { ean: '96385074', isMain: true, packingQuantity: 1 }] },
      });
      expect(twoMain.errors?.[0].message).toBe('Campo "eans": marque exatamente um EAN como principal.');
      const measure = await gerente.gql(UPDATE, { input: { id: id('CAT-BANANA'), measure: 'pacote' } });
      expect(measure.errors?.[0].message).toBe('Campo "measure": unidade de medida desconhecida (pacote).');
      const empty = await gerente.gql(UPDATE, { input: { id: id('CAT-BANANA'), name: '  ' } });
      expect(empty.errors?.[0].message).toBe('Campo "input.name": não pode ficar vazio.');
      const taken = await gerente.gql(UPDATE, { input: { id: id('CAT-BANANA'), eans: [{ ean: '7896004000855', isMain: true, packingQuantity: 1 }] } });
      expect(taken.errors?.[0].message).toBe('Campo "eans": o EAN 7896004000855 já está no produto CAT-ARROZ (Arroz Branco Tipo 1 5 kg).');
      expect((await gerente.gql(HISTORY, { id: id('CAT-BANANA') })).data!.product.history).toEqual([]);
    });

    it('creates a product, refuses its SKU a second time, and lists it by search and filters', async () => {
      const input = { sku: 'CAT-CAFE', name: 'Café Torrado e Moído 500g', department: 'Mercearia', measure: 'UN', eans: [{ ean: '7896005800027', isMain: true, packingQuantity: 1 }] };
      const created = await gerente.gql(CREATE, { input });
      expect(created.errors).toBeUndefined();
      expect(created.data!.createProduct.product).toMatchObject({ sku: 'CAT-CAFE', measure: { code: 'UN' }, manuallyEdited: true, active: true });
      const again = await gerente.gql(CREATE, { input });
      expect(again.errors?.[0].message).toBe('Campo "sku": já existe um produto com o SKU CAT-CAFE.');
      const list = async (args: string) =>
        (await gerente.gql(`{ products(first: 50, ${args}) { totalCount edges { node { sku } } } }`)).data!.products as { totalCount: number; edges: { node: { sku: string } }[] };
      expect((await list('search: "cafe moido"')).edges.map((edge) => edge.node.sku)).toEqual(['CAT-CAFE']);
      expect((await list('search: "7896005800027"')).edges.map((edge) => edge.node.sku)).toEqual(['CAT-CAFE']);
      const edited = await list('manuallyEdited: true, sort: SKU');
      expect(edited.edges.map((edge) => edge.node.sku)).toEqual(['CAT-ARROZ', 'CAT-CAFE']);
      const limpeza = await list('department: "Limpeza", sort: SKU, direction: DESC');
      expect(limpeza.edges.map((edge) => edge.node.sku)).toEqual(['CAT-DETERGENTE-2', 'CAT-DETERGENTE']);
    });

    it('deactivates a product and audits it', async () => {
      const result = await gerente.gql(UPDATE, { input: { id: id('CAT-BANANA'), active: false } });
      expect(result.data!.updateProduct.product.active).toBe(false);
      const { history } = (await gerente.gql(HISTORY, { id: id('CAT-BANANA') })).data!.product;
      expect(history[0].delta).toEqual([{ field: 'active', description: 'Ativo', old: 'Sim', new: 'Não' }]);
    });
  });

  describe('duplicates', () => {
    it('merges products sharing a main EAN into the oldest, deactivating the other, and audits both', async () => {
      const result = await gerente.gql('mutation { cleanProductsDuplicates { merges { ean kept merged } } }');
      expect(result.data!.cleanProductsDuplicates.merges).toEqual([{ ean: '7891000100103', kept: 'CAT-DETERGENTE', merged: ['CAT-DETERGENTE-2'] }]);
      const merged = (await gerente.gql(`{ product(id: "${id('CAT-DETERGENTE-2')}") { active eans { ean } mergedInto } }`)).data!.product;
      expect(merged).toEqual({ active: false, eans: [], mergedInto: 'CAT-DETERGENTE' });
      const kept = (await gerente.gql(`{ product(id: "${id('CAT-DETERGENTE')}") { active duplicates history { mutation } } }`)).data!.product;
      expect(kept).toEqual({ active: true, duplicates: ['CAT-DETERGENTE-2'], history: [{ mutation: 'cleanProductsDuplicates' }] });
      // nothing left to merge
      expect((await gerente.gql('mutation { cleanProductsDuplicates { merges { ean } } }')).data!.cleanProductsDuplicates.merges).toEqual([]);
    });
  });

  describe('bulk upload of products', () => {
    let uploadId: string;
    const options = (mapping: { field: string; column: number }[]) => ({ uploadId, mapping, updateExisting: true, fillMissingEans: true });
    let mapping: { field: string; column: number }[];

    const runToTheEnd = async () => {
      const run = await gerente.gql(RUN, { input: options(mapping) });
      expect(run.errors).toBeUndefined();
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const { productUpload } = (await gerente.gql(UPLOAD, { id: uploadId })).data!;
        if (productUpload.status === 'FINISHED') return productUpload.result;
        expect(productUpload.status).toBe('RUNNING');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the upload did not finish');
    };

    it('takes the file and guesses the mapping from the header', async () => {
      const response = await gerente.rest('POST', '/api/catalogue/product-uploads', { fileName: 'produtos.csv', base64: Buffer.from(MIXED_FILE, 'latin1').toString('base64') });
      expect(response.status).toBe(201);
      const body = response.body as { id: string; lineCount: number; header: string[]; mapping: { field: string; column: number }[] };
      expect(body.lineCount).toBe(8);
      expect(body.header).toEqual(['SKU', 'EAN', 'Nome', 'Departamento', 'Categoria', 'Unidade', 'Pesável']);
      expect(body.mapping).toEqual([
        { field: 'sku', column: 0 },
        { field: 'ean', column: 1 },
        { field: 'name', column: 2 },
        { field: 'department', column: 3 },
        { field: 'category', column: 4 },
        { field: 'measure', column: 5 },
        { field: 'isWeightable', column: 6 },
      ]);
      uploadId = body.id;
      mapping = body.mapping;
    });

    it('dry run: says what would be created, updated and refused, and writes nothing', async () => {
      const result = await gerente.gql(DRY_RUN, { input: options(mapping) });
      expect(result.errors).toBeUndefined();
      expect(result.data!.dryRunProductsUpload).toEqual({ lines: 8, created: 2, updated: 1, unchanged: 0, skipped: 0, refusedCount: 5, refused: EXPECTED_REFUSED });
      const [{ count }] = await server.stores.pg.query<{ count: number }>(`select count(*)::int as count from products where account_id = $1 and sku in ('CAT-BISCOITO', 'CAT-SABAO')`, [BOMPRECO]);
      expect(count).toBe(0);
    });

    it('refuses a mapping without a required field', async () => {
      const result = await gerente.gql(DRY_RUN, { input: options(mapping.filter((entry) => entry.field !== 'name')) });
      expect(result.errors?.[0].message).toBe('Mapeamento: associe uma coluna ao campo obrigatório Nome.');
    });

    it('runs as a job: creates and updates exactly what the dry run said, and audits each product', async () => {
      const result = await runToTheEnd();
      expect(result).toEqual({ lines: 8, created: 2, updated: 1, unchanged: 0, skipped: 0, refusedCount: 5, refused: EXPECTED_REFUSED });
      const rows = await server.stores.pg.query<{ sku: string; name: string; department: string; eans: string[] }>(
        `select sku, name, department, eans from products where account_id = $1 and sku in ('CAT-BISCOITO', 'CAT-SABAO', 'CAT-ARROZ') order by sku`,
        [BOMPRECO],
      );
      expect(rows).toEqual([
        // the file's EAN becomes the main one; the edit's other EAN stays
        { sku: 'CAT-ARROZ', name: 'Arroz Tipo 1 Premium 5kg', department: 'Mercearia', eans: ['7896004000855', '17896004000852'] },
        { sku: 'CAT-BISCOITO', name: 'Biscoito Maizena 400g', department: 'Mercearia', eans: ['7891000053508'] },
        // the department is written as the catalogue spells it
        { sku: 'CAT-SABAO', name: 'Sabão em Barra 5 unidades', department: 'Limpeza', eans: [] },
      ]);
      const { history } = (await gerente.gql(HISTORY, { id: id('CAT-BISCOITO') })).data!.product;
      expect(history.map((entry: { mutation: string }) => entry.mutation)).toEqual(['uploadProducts']);
      // the job's file lists the refused lines
      const { asyncJobs } = (await gerente.gql('{ asyncJobs(limit: 1) { asyncJobs { name state } } }')).data!;
      expect(asyncJobs.asyncJobs[0]).toEqual({ name: 'Carga de produtos', state: 'FINISHED' });
    });

    it('a rerun of the same file changes nothing', async () => {
      const before = await server.stores.pg.query<{ count: number }>('select count(*)::int as count from product_audit where account_id = $1', [BOMPRECO]);
      const dry = (await gerente.gql(DRY_RUN, { input: options(mapping) })).data!.dryRunProductsUpload;
      expect(dry).toMatchObject({ created: 0, updated: 0, unchanged: 3, refusedCount: 5 });
      const result = await runToTheEnd();
      expect(result).toMatchObject({ created: 0, updated: 0, unchanged: 3, refusedCount: 5 });
      const after = await server.stores.pg.query<{ count: number }>('select count(*)::int as count from product_audit where account_id = $1', [BOMPRECO]);
      expect(after).toEqual(before);
    });

    it('leaves existing products alone without "atualizar pré-existentes", but fills a missing EAN when asked', async () => {
      const file = ['SKU;EAN;Nome', 'CAT-SABAO;7891000100103;Sabão novo nome', 'CAT-QUEIJO;96385074;Queijo Minas'].join('\n');
      const response = await gerente.rest('POST', '/api/catalogue/product-uploads', { fileName: 'eans.csv', base64: Buffer.from(file).toString('base64') });
      uploadId = (response.body as { id: string }).id;
      mapping = (response.body as { mapping: typeof mapping }).mapping;
      const plan = (await gerente.gql(DRY_RUN, { input: { ...options(mapping), updateExisting: false } })).data!.dryRunProductsUpload;
      // CAT-DETERGENTE (active) has 7891000100103 since the merge: refused; CAT-QUEIJO had no EAN: it gets one
      expect(plan).toMatchObject({ created: 0, updated: 1, skipped: 0, refusedCount: 1 });
      expect(plan.refused[0]).toMatchObject({ line: 2, reason: 'EAN 7891000100103 já pertence ao produto CAT-DETERGENTE' });
      const noFill = (await gerente.gql(DRY_RUN, { input: { ...options(mapping), updateExisting: false, fillMissingEans: false } })).data!.dryRunProductsUpload;
      expect(noFill).toMatchObject({ created: 0, updated: 0, skipped: 1, refusedCount: 1 });
    });

    it('refuses a file that is no CSV or XLSX, and one without data', async () => {
      const pdf = await gerente.rest('POST', '/api/catalogue/product-uploads', { fileName: 'produtos.pdf', base64: Buffer.from('%PDF-1.4').toString('base64') });
      expect(pdf.status).toBe(400);
      expect((pdf.body as { message: string }).message).toBe('Formato não aceito: envie um arquivo .csv (separado por ponto e vírgula) ou .xlsx.');
      const empty = await gerente.rest('POST', '/api/catalogue/product-uploads', { fileName: 'vazio.csv', base64: Buffer.from('\n\n').toString('base64') });
      expect((empty.body as { message: string }).message).toBe('O arquivo está vazio.');
    });
  });

  describe('the demo seed', () => {
    it('edits three products of the catalogue with their history, once', async () => {
      const stores = { db: server.stores.pg, ch: server.stores.ch };
      await server.services.ingest.ingestLines(REDE_MAIS, 'products', linesOf(PRODUCTS.slice(0, 3).map((product) => ({ ...product, sku: `RM-${product.sku}` }))), 'cli');
      // CAT-BANANA has no EAN: two products with an EAN-13 in two departments
      expect(await seedCatalogueEdits(stores, REDE_MAIS)).toBe(2);
      const audit = await server.stores.pg.query<{ sku: string; user_login: string }>('select sku, user_login from product_audit where account_id = $1 order by sku', [REDE_MAIS]);
      expect(audit).toEqual([
        { sku: 'RM-CAT-DETERGENTE', user_login: 'franqueador@redemais.com.br' },
        { sku: 'RM-CAT-ARROZ', user_login: 'franqueador@redemais.com.br' },
      ].sort((a, b) => a.sku.localeCompare(b.sku)));
      expect(await seedCatalogueEdits(stores, REDE_MAIS)).toBe(0);
    });
  });

  describe('store products', () => {
    const CREATE_STORE = 'mutation($input: CreateStoreProductInput!) { createStoreProduct(input: $input) { changedFields storeProduct { id storeName sku name price1 stock stockBreak active sales { active price2 type } } } }';
    const UPDATE_STORE = 'mutation($input: UpdateStoreProductInput!) { updateStoreProduct(input: $input) { changedFields storeProduct { id price1 stockBreak } } }';
    const sales = { active: true, price1: 29.9, price2: 27.9, type: 'UNIT', minimumLimit: 1, maximumLimit: 10 };

    it('puts a catalogue product in a store, changes its price and audits both on the product', async () => {
      const unit = (await gerente.gql('{ units(first: 1) { edges { node { id name } } } }')).data!.units.edges[0].node;
      const created = await gerente.gql(CREATE_STORE, { input: { storeId: unit.id, sku: 'CAT-ARROZ', price1: 29.9, stock: 120, stockBreak: false, order: 1, active: true, sales } });
      expect(created.errors).toBeUndefined();
      const storeProduct = created.data!.createStoreProduct.storeProduct;
      expect(storeProduct).toMatchObject({ storeName: unit.name, sku: 'CAT-ARROZ', price1: 29.9, stock: 120, stockBreak: false, sales: { active: true, price2: 27.9, type: 'UNIT' } });
      const again = await gerente.gql(CREATE_STORE, { input: { storeId: unit.id, sku: 'CAT-ARROZ', stockBreak: false, order: 1, active: true, sales } });
      expect(again.errors?.[0].message).toBe('Campo "sku": o produto CAT-ARROZ já está cadastrado nesta loja.');
      const unknown = await gerente.gql(CREATE_STORE, { input: { storeId: unit.id, sku: 'NAO-EXISTE', stockBreak: false, order: 1, active: true, sales } });
      expect(unknown.errors?.[0].message).toBe('Campo "sku": não há produto com o SKU NAO-EXISTE no catálogo.');
      const limits = await gerente.gql(UPDATE_STORE, { input: { id: storeProduct.id, stockBreak: false, order: 1, active: true, sales: { ...sales, minimumLimit: 5, maximumLimit: 2 } } });
      expect(limits.errors?.[0].message).toBe('Campo "sales.maximumLimit": o limite máximo deve ser maior ou igual ao mínimo.');

      const updated = await gerente.gql(UPDATE_STORE, { input: { id: storeProduct.id, price1: 31.5, stock: 120, stockBreak: true, order: 1, active: true, sales } });
      expect(updated.data!.updateStoreProduct).toEqual({ changedFields: ['store.price1', 'store.stockBreak'], storeProduct: { id: storeProduct.id, price1: 31.5, stockBreak: true } });
      const list = (await gerente.gql(`{ storeProducts(first: 10, storeId: "${unit.id}", search: "arroz") { totalCount edges { node { sku price1 } } } }`)).data!.storeProducts;
      expect(list).toEqual({ totalCount: 1, edges: [{ node: { sku: 'CAT-ARROZ', price1: 31.5 } }] });
      const { history } = (await gerente.gql(HISTORY, { id: id('CAT-ARROZ') })).data!.product;
      expect(history[0]).toMatchObject({ mutation: 'updateStoreProduct' });
      expect(history[0].delta).toContainEqual({ field: 'store.price1', description: `Preço na loja (${unit.name})`, old: '29,9', new: '31,5' });
      expect(history[1]).toMatchObject({ mutation: 'createStoreProduct' });
    });
  });

  describe('product groups', () => {
    const UPSERT = 'mutation($input: UpsertProductsGroupInput!) { upsertProductsGroup(input: $input) { productsGroup { _id name products_qty products { sku } rules_exhibition { active start finish } categories_final_consumer { department } } } }';
    const group = { name: 'Cesta básica', rules_exhibition: { active: true, start: '2026-12-01', finish: '2026-12-31' }, categories_final_consumer: [{ department: 'Mercearia', category: 'Grãos', sub_category: '' }], skus: ['CAT-ARROZ', 'CAT-BANANA'] };

    it('saves a group once its name is free, lists and deletes it', async () => {
      expect((await gerente.gql('{ productsGroupNameAvailability(name: "cesta BÁSICA") }')).data!.productsGroupNameAvailability).toBe(true);
      const created = await gerente.gql(UPSERT, { input: group });
      expect(created.errors).toBeUndefined();
      const saved = created.data!.upsertProductsGroup.productsGroup;
      expect(saved).toMatchObject({ name: 'Cesta básica', products_qty: 2, products: [{ sku: 'CAT-ARROZ' }, { sku: 'CAT-BANANA' }], rules_exhibition: group.rules_exhibition });
      expect((await gerente.gql('{ productsGroupNameAvailability(name: "CESTA básica") }')).data!.productsGroupNameAvailability).toBe(false);
      expect((await gerente.gql(`{ productsGroupNameAvailability(name: "Cesta básica", id: "${saved._id}") }`)).data!.productsGroupNameAvailability).toBe(true);
      const taken = await gerente.gql(UPSERT, { input: { ...group, name: 'CESTA BÁSICA' } });
      expect(taken.errors?.[0].message).toBe('Campo "name": já existe um grupo chamado "CESTA BÁSICA".');
      const unknown = await gerente.gql(UPSERT, { input: { ...group, name: 'Outro', skus: ['NAO-EXISTE'] } });
      expect(unknown.errors?.[0].message).toBe('Campo "skus": produtos fora do catálogo: NAO-EXISTE.');
      const dates = await gerente.gql(UPSERT, { input: { ...group, name: 'Outro', rules_exhibition: { active: true, start: '2026-12-31', finish: '2026-12-01' } } });
      expect(dates.errors?.[0].message).toBe('Campo "rules_exhibition.finish": o fim da exibição deve ser depois do início.');
      const renamed = await gerente.gql(UPSERT, { input: { ...group, id: saved._id, name: 'Cesta básica de Natal', skus: ['CAT-ARROZ'] } });
      expect(renamed.data!.upsertProductsGroup.productsGroup).toMatchObject({ _id: saved._id, name: 'Cesta básica de Natal', products_qty: 1 });
      expect((await gerente.gql('{ productsGroups(search: "natal") { name } }')).data!.productsGroups).toEqual([{ name: 'Cesta básica de Natal' }]);
      const deleted = await gerente.gql(`mutation { deleteProductsGroup(id: "${saved._id}") { deletedId } }`);
      expect(deleted.data!.deleteProductsGroup.deletedId).toBe(saved._id);
      expect((await gerente.gql(`{ productsGroup(id: "${saved._id}") { name } }`)).data!.productsGroup).toBeNull();
    });

    it('takes a product-group file: a dry run, the run, refused lines with their reasons, and a rerun that changes nothing', async () => {
      const RESULT = 'lines created updated unchanged groups { name action products_qty } refused { line group sku reason }';
      const DRY = `mutation($input: ProductsGroupsUploadInput!) { dryRunProductsGroupsBulkUpsert(input: $input) { ${RESULT} } }`;
      const CONFIRM = `mutation($input: ProductsGroupsUploadInput!) { confirmProductsGroupsBulkUpsert(input: $input) { ${RESULT} } }`;
      const existing = await gerente.gql(UPSERT, { input: { ...group, name: 'Hortifruti da semana', skus: ['CAT-BANANA'] } });
      expect(existing.errors).toBeUndefined();
      const file = (rows: string[]) => ({ fileName: 'grupos.csv', base64: Buffer.from(['Grupo;SKU;Categoria;Início exibição;Fim exibição', ...rows].join('\r\n'), 'utf8').toString('base64') });
      const rows = [
        'Churrasco;CAT-ARROZ;Festas;01/12/2026;31/12/2026',
        'churrasco;CAT-DETERGENTE;;;',
        'Churrasco;CAT-ARROZ;;;',
        'Churrasco;CAT-BANANA;;02/12/2026;31/12/2026',
        'Limpeza pesada;NAO-EXISTE;;;',
        'Limpeza pesada;CAT-DETERGENTE;;31/12/2026;01/12/2026',
        'Limpeza pesada;CAT-DETERGENTE-2;;32/12/2026;',
        ';CAT-ARROZ;;;',
        'Sem SKU;;;;',
        'Quebrada;CAT-ARROZ',
        'HORTIFRUTI DA SEMANA;CAT-BANANA;;;',
        'Hortifruti da semana;CAT-ARROZ;;;',
      ];
      const refusedAlways = [
        { line: 4, group: 'Churrasco', sku: 'CAT-ARROZ', reason: 'SKU repetido no grupo (vale a primeira linha)' },
        { line: 5, group: 'Churrasco', sku: 'CAT-BANANA', reason: 'datas de exibição diferentes das da linha 2' },
        { line: 6, group: 'Limpeza pesada', sku: 'NAO-EXISTE', reason: 'SKU fora do catálogo' },
        { line: 7, group: 'Limpeza pesada', sku: 'CAT-DETERGENTE', reason: 'o fim da exibição vem antes do início' },
        { line: 8, group: 'Limpeza pesada', sku: 'CAT-DETERGENTE-2', reason: 'data de exibição inválida: use dd/mm/aaaa' },
        { line: 9, group: '', sku: 'CAT-ARROZ', reason: 'nome do grupo em branco' },
        { line: 10, group: 'Sem SKU', sku: '', reason: 'SKU em branco' },
        { line: 11, group: 'Quebrada', sku: 'CAT-ARROZ', reason: 'linha quebrada: 2 colunas, esperadas 5' },
      ];
      // without "atualizar pré-existentes": the existing group's lines are refused
      const dry = (await gerente.gql(DRY, { input: { ...file(rows), updateExisting: false } })).data!.dryRunProductsGroupsBulkUpsert;
      expect(dry).toEqual({
        lines: 12,
        created: 1,
        updated: 0,
        unchanged: 0,
        groups: [{ name: 'Churrasco', action: 'CREATE', products_qty: 2 }],
        refused: [
          ...refusedAlways,
          { line: 12, group: 'HORTIFRUTI DA SEMANA', sku: 'CAT-BANANA', reason: 'o grupo já existe: marque "atualizar pré-existentes" para mudar os seus produtos' },
          { line: 13, group: 'Hortifruti da semana', sku: 'CAT-ARROZ', reason: 'o grupo já existe: marque "atualizar pré-existentes" para mudar os seus produtos' },
        ],
      });
      // the dry run wrote nothing
      expect((await gerente.gql('{ productsGroups(search: "churrasco") { name } }')).data!.productsGroups).toEqual([]);
      const run = (await gerente.gql(CONFIRM, { input: { ...file(rows), updateExisting: true } })).data!.confirmProductsGroupsBulkUpsert;
      expect(run).toMatchObject({ created: 1, updated: 1, unchanged: 0, refused: refusedAlways });
      expect(run.groups).toEqual([
        { name: 'Churrasco', action: 'CREATE', products_qty: 2 },
        { name: 'Hortifruti da semana', action: 'UPDATE', products_qty: 2 },
      ]);
      const groups = (await gerente.gql('{ productsGroups { name category products { sku } rules_exhibition { start finish } } }')).data!.productsGroups;
      expect(groups.find((row: { name: string }) => row.name === 'Churrasco')).toEqual({
        name: 'Churrasco',
        category: 'Festas',
        products: [{ sku: 'CAT-ARROZ' }, { sku: 'CAT-DETERGENTE' }],
        rules_exhibition: { start: '2026-12-01', finish: '2026-12-31' },
      });
      // the existing group keeps its name's spelling and dates; its products are the file's
      expect(groups.find((row: { name: string }) => row.name === 'Hortifruti da semana')).toMatchObject({ products: [{ sku: 'CAT-ARROZ' }, { sku: 'CAT-BANANA' }], rules_exhibition: { start: '2026-12-01', finish: '2026-12-31' } });
      const again = (await gerente.gql(CONFIRM, { input: { ...file(rows), updateExisting: true } })).data!.confirmProductsGroupsBulkUpsert;
      expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
      // a file without the required columns
      const headless = await gerente.gql(DRY, { input: { fileName: 'grupos.csv', base64: Buffer.from('Nome;Código\nA;B').toString('base64'), updateExisting: false } });
      expect(headless.errors?.[0].message).toBe('O arquivo não tem as colunas "grupo" e "sku" na primeira linha.');
    });
  });
});

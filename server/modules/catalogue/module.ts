import { canOpen, viewerCanOpen } from '../../access/control';
import type { OperationalStore } from '../../stores';
import { defineModule } from '../types';
import { getCatalogueProduct } from './products';
import { catalogueReportBuilder, CATALOGUE_REPORT_KIND } from './report';
import { CatalogueProduct, catalogueMutations, catalogueQueries, ProductsGroup, ProductUpload, StoreProduct } from './resolvers';
import { registerCatalogueRoutes } from './rest';
import { PRODUCTS_UPLOAD_KIND, productsUploadBuilder } from './uploads';

/** Every catalogue query and mutation is the page /produtos/gerenciamento-produtos's (permission produtos/gerenciamento-produtos). */
const CATALOGUE = canOpen('produtos.gerenciamento-produtos');
/** Product groups: their page's route (same permission family). */
const GROUPS = canOpen('produtos.gerenciamento-produtos.grupos');

/** The product catalogue a chain maintains (issue 9): products, their audit, duplicates and bulk uploads. */
export default defineModule({
  name: 'catalogue',
  resolvers: { Query: catalogueQueries, Mutation: catalogueMutations, CatalogueProduct, ProductUpload, StoreProduct, ProductsGroup },
  policies: {
    Query: {
      products: CATALOGUE,
      product: CATALOGUE,
      listDepartment: CATALOGUE,
      listMeasure: CATALOGUE,
      productUpload: CATALOGUE,
      // the store products page belongs to the same permission (its route is in the family)
      storeProducts: canOpen('produtos.gerenciamento-produtos.produtos-loja'),
      storeProductById: canOpen('produtos.gerenciamento-produtos.produtos-loja'),
      productsGroups: GROUPS,
      productsGroup: GROUPS,
      productsGroupNameAvailability: GROUPS,
    },
    Mutation: {
      createProduct: CATALOGUE,
      updateProduct: CATALOGUE,
      cleanProductsDuplicates: CATALOGUE,
      createCatalogueProductsReport: CATALOGUE,
      dryRunProductsUpload: CATALOGUE,
      runProductsUpload: CATALOGUE,
      createStoreProduct: canOpen('produtos.novo-produto-loja'),
      updateStoreProduct: canOpen('produtos.alterar-produto-loja'),
      upsertProductsGroup: GROUPS,
      deleteProductsGroup: GROUPS,
      dryRunProductsGroupsBulkUpsert: GROUPS,
      confirmProductsGroupsBulkUpsert: GROUPS,
    },
  },
  nodes: {
    // inside the viewer's account, for those who may open the catalogue page
    CatalogueProduct: async (sku, viewer, services) =>
      viewerCanOpen(viewer, 'produtos.gerenciamento-produtos') ? getCatalogueProduct(services.db, viewer.account.id, sku) : null,
  },
  rest: registerCatalogueRoutes,
  reports: ({ db, ch }) => [
    [CATALOGUE_REPORT_KIND, catalogueReportBuilder(db)],
    // the server's operational store (transactions for the upload's chunks)
    [PRODUCTS_UPLOAD_KIND, productsUploadBuilder({ db: db as OperationalStore, ch })],
  ],
});

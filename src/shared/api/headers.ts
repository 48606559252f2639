import { getDeviceFingerprint } from './fingerprint';

export const PROCESSING_UUID_KEY = 'mf-processing-uuid';

/**
 * Prefixes of the GraphQL operation names that belong to the product catalogue (spec §7: the
 * catalogue service wants the `accountid` header). Relay names operations after their module
 * (`ProductsPageQuery`, `CreateProductMutation`...), so a prefix covers a slice's every operation.
 * 'Product' also covers 'Products', 'ProductsGroup', 'ProductCategories'.
 */
export const CATALOGUE_OPERATIONS: readonly string[] = [
  'Product',
  'Brands',
  'ListCategory',
  'ListSubCategory',
  'ListDepartment',
  'ListMeasure',
  'ListProduct',
  'FindProductById',
  'CategoriesFinalConsumer',
  'StoreProduct',
  'CreateProduct',
  'UpdateProduct',
  'CreateStoreProduct',
  'UpdateStoreProduct',
  'UpsertProductsGroup',
  'DeleteProductsGroup',
  'ConfirmProductsGroupsBulkUpsert',
  'CleanProductsDuplicates',
  'UploadProducts',
];

export function isCatalogueOperation(operationName: string | null | undefined): boolean {
  if (!operationName) return false;
  return CATALOGUE_OPERATIONS.some((prefix) => operationName.startsWith(prefix));
}

function processingUuid(): string {
  try {
    return window.localStorage.getItem(PROCESSING_UUID_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * Headers every call carries (spec §7): `processinguuid` always (empty until the first processing
 * is known, the server then answers from the latest one), `x-device-fingerprint` always, `accountid`
 * only for catalogue operations and only when the app knows the account.
 */
export async function buildRequestHeaders(options: {
  operationName?: string | null;
  getAccountId?: () => string | null;
}): Promise<Record<string, string>> {
  const headers: Record<string, string> = {
    processinguuid: processingUuid(),
    'x-device-fingerprint': await getDeviceFingerprint(),
  };
  if (isCatalogueOperation(options.operationName)) {
    const accountId = options.getAccountId?.();
    if (accountId) headers.accountid = accountId;
  }
  return headers;
}

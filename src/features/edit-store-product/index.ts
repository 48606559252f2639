export { StoreProductForm } from './ui/StoreProductForm';
export type { StoreProductFormProps } from './ui/StoreProductForm';
export { storeFormValuesOf, storeProductInputOf } from './model/storeProductForm';
export type { StoreProductFormValues } from './model/storeProductForm';
export { messages } from './i18n/pt-BR';

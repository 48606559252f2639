export { ProductForm } from './ui/ProductForm';
export type { ProductFormProps } from './ui/ProductForm';
export { ProductHistory } from './ui/ProductHistory';
export { productInputOf } from './model/productForm';
export type { ProductFormValues } from './model/productForm';
export { messages } from './i18n/pt-BR';

export { operatorFigureColumns } from './ui/operatorColumns';
export type { OperatorFigures } from './ui/operatorColumns';
export { messages } from './i18n/pt-BR';

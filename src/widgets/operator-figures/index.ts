export { operatorFigureColumns } from './ui/operatorColumns';
export type { OperatorFigures } from './ui/operatorColumns';

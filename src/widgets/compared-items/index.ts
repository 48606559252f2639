export { ComparisonView } from './ui/ComparisonView';
export { comparisonScope, comparisonVariables, type ComparisonScope } from './lib/scope';
export { messages } from './i18n/pt-BR';

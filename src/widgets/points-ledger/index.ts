// The consumer's points ledger (spec §3 Points transactions): on the customer detail and on edicao-pontos.
export { PointsLedger, POINTS_LEDGER_PAGE_SIZE } from './ui/PointsLedger';
export { messages } from './i18n/pt-BR';

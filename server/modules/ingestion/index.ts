/** The ingestion module's public API: the service, the line reader and the integration tokens. */
export { IngestService, mirrorConsumers, mirrorProducts, type BatchResult } from './ingest';
export type { NumberedLine } from './lines';
export { INGEST_KINDS, type IngestKind } from './records';
export { accountOfCliCall, accountOfIntegrationToken, cliIngestSecret, createIntegrationToken, listIntegrationTokens, type IntegrationTokenRow } from './tokens';

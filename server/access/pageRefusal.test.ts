import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { checkRouteAccess, routeById } from '../../src/shared/config';
import { PERSONAS, type PersonaKey } from '../../src/shared/config/testing/personas';
import { serverRegistry } from '../modules/registry';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../testing/harness';

/**
 * The server refuses each page's data to exactly the personas the client's guard keeps out of the
 * page: every query field guarded by a page is asked by every persona, and the answer must match
 * the catalogue's decision for that persona (checkRouteAccess, the guard's own function).
 */

const FILTER = '{ start: "2026-03-01", end: "2026-03-31" }';
const REFERENCE = '{ start: "2025-03-01", end: "2025-03-31" }';
/** A segment definition (contracts/segmentation.md) written inline as a GraphQL JSON literal. */
const SEGMENT = '{ groups: [{ operator: "AND", criteria: [{ key: "gender", values: ["F"] }] }], operator: "OR" }';

/** One request per page-guarded query field (a new guarded field without a case fails below). */
const PAGE_QUERIES: Record<string, string> = {
  users: '{ users(first: 1) { totalCount } }',
  revenueSeries: `{ revenueSeries(filter: ${FILTER}, granularity: MENSAL) { period } }`,
  companyPerformance: `{ companyPerformance(filter: ${FILTER}) { __typename } }`,
  revenueDecomposition: `{ revenueDecomposition(filter: ${FILTER}, reference: ${REFERENCE}) { __typename } }`,
  integrationTokens: '{ integrationTokens { id } }',
  adminSettingsOverview: '{ adminSettingsOverview { stores { total } } }',
  telesalesSettings: '{ telesalesSettings { module { on } } }',
  appSettings: '{ appSettings { app_name } }',
  adminUnits: '{ adminUnits(first: 1) { totalCount } }',
  clubDashboard: `{ clubDashboard(filter: ${FILTER}) { __typename } }`,
  clubPerformance: `{ clubPerformance(filter: ${FILTER}, granularity: MENSAL) { __typename } }`,
  clubComparison: `{ clubComparison(filter: ${FILTER}, reference: ${REFERENCE}) { __typename } }`,
  clubStores: `{ clubStores(filter: ${FILTER}) { __typename } }`,
  operatorPerformance: `{ operatorPerformance(filter: ${FILTER}) { __typename } }`,
  operatorDetails: `{ operatorDetails(operatorId: "101", filter: ${FILTER}) { __typename } }`,
  platformNotifications: '{ platformNotifications { __typename } }',
  firstValueProgress: '{ firstValueProgress { __typename } }',
  customerDemographics: `{ customerDemographics(filter: ${FILTER}) { __typename } }`,
  customerRetention: `{ customerRetention(filter: ${FILTER}) { __typename } }`,
  retentionCustomers: `{ retentionCustomers(filter: ${FILTER}, status: ACTIVE, first: 1) { totalCount } }`,
  customerInterests: `{ customerInterests(filter: ${FILTER}, view: GENDER) { __typename } }`,
  aHubAnalyticsLimits: '{ aHubAnalyticsLimits { rfv { recurrent { createdTotal } } } }',
  rfvClientsMetrics: '{ rfvClientsMetrics { __typename } }',
  rfvPeriodMigrations: '{ rfvPeriodMigrations { __typename } }',
  rfvClusterCustomers: '{ rfvClusterCustomers(cluster: champions, first: 1) { totalCount } }',
  customerMap: `{ customerMap(filter: ${FILTER}) { __typename } }`,
  customerSearch: '{ customerSearch(query: "maria") { totalCount } }',
  customer: '{ customer(id: "Q3VzdG9tZXI6MA") { __typename } }',
  bestCustomers: `{ bestCustomers(filter: ${FILTER}) { totalCount } }`,
  customerMapStatusCount: `{ customerMapStatusCount(filter: ${FILTER}, bounds: { west: -39, south: -13.1, east: -38.3, north: -12.2 }) { total } }`,
  productRanking: `{ productRanking(filter: ${FILTER}, metric: REVENUE, order: TOP) { __typename } }`,
  productSearch: '{ productSearch(query: "arroz") { totalCount } }',
  productTree: `{ productTree(filter: ${FILTER}) { __typename } }`,
  productComparison: `{ productComparison(filter: ${FILTER}, referenceStart: "2025-01-01", referenceEnd: "2025-01-31", items: []) { __typename } }`,
  categoryComparison: `{ categoryComparison(filter: ${FILTER}, referenceStart: "2025-01-01", referenceEnd: "2025-01-31", items: []) { __typename } }`,
  productDetail: `{ productDetail(id: "UHJvZHVjdDpY", filter: ${FILTER}) { __typename } }`,
  priceRangesAnalyticsList: '{ priceRangesAnalyticsList(first: 1) { totalCount } }',
  priceRangesAnalytic: '{ priceRangesAnalytic(id: "00000000-0000-0000-0000-000000000000") { __typename } }',
  priceRangesAnalytics: '{ priceRangesAnalytics(id: "00000000-0000-0000-0000-000000000000") { __typename } }',
  priceRangesHistogram: '{ priceRangesHistogram(id: "00000000-0000-0000-0000-000000000000") { __typename } }',
  priceRangesProductsWithoutSales: '{ priceRangesProductsWithoutSales(id: "00000000-0000-0000-0000-000000000000") { __typename } }',
  segments: '{ segments(first: 1) { totalCount } }',
  segment: '{ segment(id: "U2VnbWVudDow") { __typename } }',
  segmentVersion: '{ segmentVersion(segmentId: "U2VnbWVudDow", version: 1) { __typename } }',
  campaignSegmentVersion: '{ campaignSegmentVersion(campaignId: "1", segmentId: "U2VnbWVudDow") { __typename } }',
  campaignSegment: '{ campaignSegment(campaignId: "1", segmentId: "U2VnbWVudDow") { __typename } }',
  segmentTags: '{ segmentTags { name } }',
  segmentStructure: '{ segmentStructure { criteria { key } } }',
  segmentModels: '{ segmentModels { id } }',
  segmentModel: '{ segmentModel(id: "clientes-em-risco") { id } }',
  products: '{ products(first: 1, search: "arroz") { totalCount } }',
  product: '{ product(id: "Q2F0YWxvZ3VlUHJvZHVjdDpY") { __typename } }',
  listDepartment: '{ listDepartment }',
  listMeasure: '{ listMeasure { code } }',
  productUpload: '{ productUpload(id: "00000000-0000-0000-0000-000000000000") { __typename } }',
  storeProducts: '{ storeProducts(first: 1) { totalCount } }',
  storeProductById: '{ storeProductById(id: "x") { __typename } }',
  productsGroups: '{ productsGroups { name } }',
  productsGroup: '{ productsGroup(id: "00000000-0000-0000-0000-000000000000") { name } }',
  productsGroupNameAvailability: '{ productsGroupNameAvailability(name: "Cesta") }',
  evaluateSegment: `{ evaluateSegment(segmentationGroups: ${SEGMENT}) { count } }`,
  countSegmentWithRfv: `{ countSegmentWithRfv(segmentationGroups: ${SEGMENT}) { count } }`,
  aggregatedClientStatusInfo: `{ aggregatedClientStatusInfo(segmentationGroups: ${SEGMENT}) { channel } }`,
  segmentClientsCoordinates: `{ segmentClientsCoordinates(segmentationGroups: ${SEGMENT}) { total } }`,
  segmentStatusCount: `{ segmentStatusCount(segmentationGroups: ${SEGMENT}, bounds: { west: -39, south: -13.1, east: -38.3, north: -12.2 }) { total } }`,
  explainSegmentMembership: `{ explainSegmentMembership(segmentationGroups: ${SEGMENT}, consumer: "52998224725") { found } }`,
  segmentLookup: '{ segmentLookup(kind: cities) { value } }',
  socialNetworks: '{ socialNetworks { network } }',
  messageTemplates: '{ messageTemplates(first: 1) { totalCount } }',
  messageTemplate: '{ messageTemplate(id: "00000000-0000-0000-0000-000000000000") { __typename } }',
  getMessageByType: '{ getMessageByType(message_type: BIRTHDAY) { active } }',
  consumerRegistrations: '{ consumerRegistrations(first: 1) { totalCount } }',
  consumerOrigins: '{ consumerOrigins }',
  consumer: '{ consumer(id: "Q3VzdG9tZXI6MA") { __typename } }',
  checkAvailableUserEmail: '{ checkAvailableUserEmail(email: "livre@exemplo.com.br") }',
  usersPendingDeleteDataRequest: '{ usersPendingDeleteDataRequest(first: 1) { totalCount } }',
  usersAllDeleteDataRequests: '{ usersAllDeleteDataRequests(first: 1) { totalCount } }',
  deleteUserRequests: '{ deleteUserRequests { pending } }',
  standardUserReplies: '{ standardUserReplies { id } }',
  consumerManagementSummary: '{ consumerManagementSummary { registrations } }',
  omniCampaigns: '{ omniCampaigns(page: 1, pageSize: 1) { records } }',
  omniCampaign: '{ omniCampaign(_id: "00000000-0000-4000-8000-000000000000") { __typename } }',
  omniCampaignEstimate: '{ omniCampaignEstimate(_id: "00000000-0000-4000-8000-000000000000") { audience } }',
  dispatchesBalanceByChannel: '{ dispatchesBalanceByChannel { sms { available } } }',
  getNumberOfContacts: '{ getNumberOfContacts(channel: sms) { total } }',
  messagesHistory: '{ messagesHistory(_id: "00000000-0000-4000-8000-000000000000") { records } }',
  metricsKpi: '{ metricsKpi(initialDate: "2026-03-01", finalDate: "2026-03-31") { totals { campaigns } } }',
  metricsKpiProductOptions: '{ metricsKpiProductOptions(search: "caf") { sku name } }',
  franchiseeAccounts: '{ franchiseeAccounts { id } }',
  omniCampaignMetrics: '{ omniCampaignMetrics(_id: "00000000-0000-4000-8000-000000000000") { recipients } }',
  omniCampaignTicketsByHour: '{ omniCampaignTicketsByHour(_id: "00000000-0000-4000-8000-000000000000") { hour } }',
  omniCampaignAverageTicketByGenderAndAge: '{ omniCampaignAverageTicketByGenderAndAge(_id: "00000000-0000-4000-8000-000000000000") { gender } }',
  omniCampaignAverageItemsByClientMessageReceiving: '{ omniCampaignAverageItemsByClientMessageReceiving(_id: "00000000-0000-4000-8000-000000000000") { received { tickets } } }',
  campaignCreditEntries: '{ campaignCreditEntries { id } }',
  campaignChannelSettings: '{ campaignChannelSettings { channel } }',
  previewOmniCampaignEmail: '{ previewOmniCampaignEmail(message: { subject: "Oi", email_configuration_type: "HTML", html: "<p>Oi</p>" }) { subject } }',
  findPaginatedBenefits: '{ findPaginatedBenefits(first: 1) { totalCount } }',
  findBenefitById: '{ findBenefitById(id: "00000000-0000-4000-8000-000000000000") { id } }',
  validateBenefitCode: '{ validateBenefitCode(input: { code: "SEMANA22" }) { valid } }',
  generateRandomBenefitCode: '{ generateRandomBenefitCode }',
  benefitFormOptions: '{ benefitFormOptions { units { value } } }',
  benefitProductOptions: '{ benefitProductOptions(search: "arroz") { value } }',
  benefitDistribution: '{ benefitDistribution(benefitId: "00000000-0000-4000-8000-000000000000") { consumedCoupons } }',
  benefitResults: '{ benefitResults(benefitId: "00000000-0000-4000-8000-000000000000") { revenue } }',
  benefitMovementHistory: '{ benefitMovementHistory(benefitId: "00000000-0000-4000-8000-000000000000") { totalCount } }',
  appConfiguration: '{ appConfiguration { enable_apps } }',
  whatsappTemplates: '{ whatsappTemplates { name } }',
  whatsappChannel: '{ whatsappChannel { configured } }',
  whatsappFlows: '{ whatsappFlows(first: 1) { totalCount } }',
  whatsappFlow: '{ whatsappFlow(id: "00000000-0000-4000-8000-000000000000") { __typename } }',
  validateWhatsappFlowGraph: '{ validateWhatsappFlowGraph(graph: { nodes: [], edges: [] }) { message } }',
  whatsappConversations: '{ whatsappConversations(first: 1) { totalCount } }',
  whatsappConversation: '{ whatsappConversation(id: "00000000-0000-4000-8000-000000000000") { __typename } }',
  HotsiteSlots: '{ HotsiteSlots { records } }',
  hotsiteSlot: '{ hotsiteSlot(id: "00000000-0000-4000-8000-000000000000") { __typename } }',
  HotsiteConfigurations: '{ HotsiteConfigurations(hotsiteSlotId: "00000000-0000-4000-8000-000000000000") { records } }',
  accountHotsiteConfiguration: '{ accountHotsiteConfiguration { email_required } }',
  termsVersions: '{ termsVersions { terms_optin } }',
};

const EMAILS: Record<PersonaKey, string> = {
  admin: 'admin@plataforma.dev',
  gerente: 'gerente@bompreco.com.br',
  analista: 'analista@bompreco.com.br',
  multi: 'multi@bompreco.com.br',
  franqueador: 'franqueador@redemais.com.br',
  franqueado: 'franqueado@maisfeira.com.br',
  promo: 'promo@atacadaopromo.com.br',
};

// a field open to several pages (the campaign channels') is allowed when any of them is
const guardedFields = Object.entries(serverRegistry().policies.Query).flatMap(([field, policy]) =>
  policy.kind === 'route' ? [{ field, routeIds: [policy.routeId] }] : policy.kind === 'anyRoute' ? [{ field, routeIds: [...policy.routeIds] }] : [],
);

describe('the server refuses a page\'s data to the personas the guard keeps out of the page', () => {
  let server: TestServer;
  const clients = {} as Record<PersonaKey, TestClient>;

  beforeAll(async () => {
    server = await startTestServer();
    for (const key of Object.keys(EMAILS) as PersonaKey[]) clients[key] = await signedIn(server, EMAILS[key]);
  });
  afterAll(() => server.close());

  it('has a request for every query field guarded by a page', () => {
    expect(guardedFields.map((f) => f.field).sort()).toEqual(Object.keys(PAGE_QUERIES).sort());
  });

  const cases = (Object.keys(EMAILS) as PersonaKey[]).flatMap((persona) => guardedFields.map(({ field, routeIds }) => [persona, field, routeIds.join(' | ')] as const));

  it.each(cases)('%s asking %s (page %s)', async (persona, field, routeIds) => {
    const allowed = routeIds.split(' | ').some((routeId) => checkRouteAccess(routeById(routeId), PERSONAS[persona]).allowed);
    const result = await clients[persona].gql(PAGE_QUERIES[field]);
    const codes = (result.errors ?? []).map((error) => error.extensions?.code);
    if (allowed) expect(codes).not.toContain('FORBIDDEN');
    else expect(codes).toEqual(['FORBIDDEN']);
    if (allowed) expect(result.errors ?? []).toEqual([]);
  });
});

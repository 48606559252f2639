import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildSchema } from 'graphql';
import { startTestServer, signedIn, TestClient, type GraphQLResult, type TestServer } from '../testing/harness';
import { LOGIN_WITH_AUTH_CODE, SWITCH_CLIENT, TRACK_PLATFORM_USER, UPDATE_FRANCHISEE_PERMISSIONS, UPDATE_UNIT, UPDATE_USER } from '../testing/operations';
import { DEMO_PASSWORD } from '../seed/demo';

/**
 * Malformed input on every mutation and every REST body: one clear pt-BR error, and nothing changes.
 * The mutation list comes from schema.graphql, so a new mutation without a malformed case fails here.
 */

const MUTATIONS = Object.keys(buildSchema(fs.readFileSync(path.join(__dirname, '../../schema.graphql'), 'utf8')).getMutationType()!.getFields());

/** English leftovers of graphql-js / superstruct / yoga (quoted names are left out before checking). */
const ENGLISH = /\b(Expected|Variable|got invalid|Cannot|must|was not provided|is not defined|required type|used in position|not valid|Unknown|invalid value|given)\b/;
const PT_BR = /Campo|inválid|obrigatório|não|Consulta|Já existe|Informe|no máximo/;

function expectPtBr(message: string) {
  const english = message.replace(/"[^"]*"/g, '""').match(ENGLISH)?.[0] ?? null;
  expect({ message, english }).toEqual({ message, english: null });
  expect(message).toMatch(PT_BR);
}

function expectRefused(result: GraphQLResult, mutation: string) {
  expect(result.errors?.length).toBeGreaterThan(0);
  for (const error of result.errors!) expectPtBr(error.message);
  expect(result.data?.[mutation] ?? null).toBeNull();
}

const long = (n: number) => 'L'.repeat(n);
const UNDO_FRANCHISEE_PERMISSIONS = 'mutation($input: UndoFranchiseePermissionsChangeInput!) { undoFranchiseePermissionsChange(input: $input) { franchisees { id } } }';
const COMPLETE_FIRST_VALUE = 'mutation($input: CompleteFirstValueInput!) { completeFirstValue(input: $input) { account { first_value } } }';
const CREATE_USERS_REPORT = 'mutation($input: CreateUsersReportInput!) { createUsersReport(input: $input) { asyncJob { id } } }';
const REFRESH_OPPORTUNITIES = 'mutation($input: RefreshOpportunitiesInput!) { refreshOpportunities(input: $input) { opportunities { id computedAt } } }';
const RESEND_ASYNC_JOB = 'mutation($id: ID!) { resendAsyncJob(id: $id) { asyncJob { id } } }';
const CREATE_SEGMENT = 'mutation($input: SegmentInput!) { createSegment(input: $input) { segment { id } } }';
const UPDATE_SEGMENT = 'mutation($id: ID!, $input: SegmentInput!) { updateSegment(id: $id, input: $input) { segment { id } } }';
const DELETE_SEGMENT = 'mutation($id: ID!) { deleteSegment(id: $id) { deletedId } }';
const CLONE_SEGMENT = 'mutation($id: ID!, $name: String) { cloneSegment(id: $id, name: $name) { segment { id } } }';
const ADD_HOTSITE_SLOT = 'mutation($input: AddHotsiteSlotInput!) { AddHotsiteSlot(input: $input) { slot { id } } }';
const SET_HOTSITE_PREVIEW = 'mutation($input: SetHotsiteConfigurationInput!) { SetPreviewHotsiteConfiguration(input: $input) { slot { id } } }';
const PUBLISH_HOTSITE = 'mutation($input: SetProductionHotsiteConfigurationInput!) { SetProductionHotsiteConfiguration(input: $input) { slot { id } } }';
const RESTORE_HOTSITE = 'mutation($input: RestoreHotsiteConfigurationInput!) { RestoreHotsiteConfiguration(input: $input) { slot { id } } }';
const hotsiteState = (env: { server: TestServer }) => env.server.stores.pg.query('select s.id, s.name, s.url_path, s.latest_version, s.preview_configuration_id, s.production_configuration_id from hotsite_slots s order by s.id');
/** The demo's slot of Bom Preço (server/modules/hotsite/seed.ts). */
const SAVE_TERMS = 'mutation($input: SaveTermsDraftInput!) { saveTermsDraft(input: $input) { termsVersion { id } } }';
const PUBLISH_TERMS = 'mutation($input: PublishTermsVersionInput!) { publishTermsVersion(input: $input) { termsVersion { id } } }';
const DELETE_TERMS = 'mutation($input: DeleteTermsDraftInput!) { deleteTermsDraft(input: $input) { deletedId } }';
const termsState = (env: { server: TestServer }) => env.server.stores.pg.query('select id, version, title, text, published_at from terms_versions order by account_id, version');
/** The demo's published terms version 1 of Bom Preço (server/modules/hotsite/seed.ts). */
const publishedTerms = async (env: { gerente: TestClient }): Promise<string> => (await env.gerente.gql('{ termsVersions { versions { id } } }')).data!.termsVersions.versions.at(-1).id;
const UPDATE_ACCOUNT_HOTSITE = 'mutation($input: UpdateAccountHotsiteConfigurationInput!) { updateAccountHotsiteConfiguration(input: $input) { configuration { email_required } } }';
const accountHotsiteState = (env: { server: TestServer }) =>
  env.server.stores.pg.query("select (select count(*)::int from account_hotsite_configurations) as saved, (select modules from accounts where key = 'bompreco') as modules");
/** A valid account hotsite configuration of Bom Preço with one change. */
const accountHotsiteInput = async (env: { gerente: TestClient }, patch: Record<string, unknown>) => {
  const { data } = await env.gerente.gql('{ accountHotsiteConfiguration { allowed_countries fields { natural { name label visible mandatory } legal { name label visible mandatory } } } }');
  const config = data!.accountHotsiteConfiguration;
  return { input: { allowed_countries: config.allowed_countries, email_required: true, password_visible: true, fields: config.fields, ...patch } };
};
const bomprecoSlot = async (env: { gerente: TestClient }): Promise<string> => (await env.gerente.gql('{ HotsiteSlots { slots { id } } }')).data!.HotsiteSlots.slots[0].id;
const REFRESH_SEGMENTS = 'mutation($ids: [ID!]!) { refreshSegments(segments_ids: $ids) { _id } }';
const EXPORT_SEGMENT = 'mutation($input: ExportSegmentInput!) { exportSegment(input: $input) { asyncJob { id } } }';
const CREATE_PRODUCT = 'mutation($input: CreateProductInput!) { createProduct(input: $input) { product { id } } }';
const UPDATE_PRODUCT = 'mutation($input: UpdateProductInput!) { updateProduct(input: $input) { product { id } } }';
const CATALOGUE_REPORT = 'mutation($input: CreateCatalogueProductsReportInput!) { createCatalogueProductsReport(input: $input) { asyncJob { id } } }';
const DRY_RUN_UPLOAD = 'mutation($input: ProductsUploadInput!) { dryRunProductsUpload(input: $input) { created } }';
const RUN_UPLOAD = 'mutation($input: ProductsUploadInput!) { runProductsUpload(input: $input) { asyncJob { id } } }';
/** A catalogue product's id (CatalogueProduct global id) of a SKU. */
const catalogueId = (sku: string) => Buffer.from(`CatalogueProduct:${sku}`).toString('base64url');
const catalogueState = async (env: Env) =>
  [await countRows(env, 'products'), await countRows(env, 'product_audit'), await countRows(env, 'async_jobs'), await countRows(env, 'product_uploads')];
const uploadInput = (patch: Record<string, unknown> = {}) => () => ({
  input: { uploadId: '00000000-0000-0000-0000-000000000000', mapping: [{ field: 'sku', column: 0 }, { field: 'name', column: 1 }], updateExisting: true, fillMissingEans: false, ...patch },
});
const CREATE_STORE_PRODUCT = 'mutation($input: CreateStoreProductInput!) { createStoreProduct(input: $input) { storeProduct { id } } }';
const UPDATE_STORE_PRODUCT = 'mutation($input: UpdateStoreProductInput!) { updateStoreProduct(input: $input) { storeProduct { id } } }';
const storeSales = { active: true };
const GROUPS_FILE = (field: string) => `mutation($input: ProductsGroupsUploadInput!) { ${field}(input: $input) { created } }`;
const groupsFile = (over: Record<string, unknown> = {}) => () => ({
  input: { fileName: 'grupos.csv', base64: Buffer.from('Grupo;SKU\nCesta;CAT-1').toString('base64'), updateExisting: true, ...over },
});
const UPSERT_GROUP = 'mutation($input: UpsertProductsGroupInput!) { upsertProductsGroup(input: $input) { productsGroup { _id } } }';
const groupInput = (patch: Record<string, unknown> = {}) => () => ({ input: { name: 'Cesta', rules_exhibition: { active: true }, categories_final_consumer: [], skus: [], ...patch } });
const WOMEN = { groups: [{ operator: 'AND', criteria: [{ key: 'gender', values: ['F'] }] }], operator: 'OR' };
const segmentInput = (patch: Record<string, unknown> = {}) => ({ name: 'Mulheres', fixed: false, definition: WOMEN, ...patch });
/** A segment of Bom Preço's (the seed stores some). */
async function bomprecoSegment(env: { gerente: TestClient }): Promise<string> {
  return (await env.gerente.gql('{ segments(first: 1, sort: NAME) { edges { node { id } } } }')).data!.segments.edges[0].node.id;
}
const segmentsState = async (env: { server: TestServer }) =>
  (await env.server.stores.pg.query('select id, name, version, fixed, definition, clients_qty from segments order by id')).map((row) => JSON.stringify(row));

interface Env {
  server: TestServer;
  gerente: TestClient;
  unitId: string;
  userId: string;
  franqueado: TestClient;
  maisFeiraId: string;
  redeMaisId: string;
}

interface Case {
  title: string;
  query: string;
  variables?: (env: Env, actor: TestClient) => Record<string, unknown> | Promise<Record<string, unknown>>;
}

interface MutationCases {
  /** who sends the malformed request (a fresh session where the mutation would end or rotate it) */
  actor: (env: Env) => Promise<TestClient>;
  /** what the mutation would change, read before and after */
  state: (env: Env, actor: TestClient) => Promise<unknown>;
  cases: Case[];
}

const UNIT_STATE = '{ units(first: 200) { edges { node { id name active office_hours { monday { start finish } } contact { phone email } } } } }';
const USER_STATE = 'query($id: ID!) { node(id: $id) { ... on User { name active pages has_pii_access has_pii_employees_access has_pii_download_data_permission } } }';


const unitInput = (patch: Record<string, unknown>) => (env: Env) => ({ input: { id: env.unitId, ...patch } });
const userInput = (patch: Record<string, unknown>) => (env: Env) => ({ input: { id: env.userId, ...patch } });
const franchiseeInput = (permissions: unknown) => (env: Env) => ({ input: { accountId: env.maisFeiraId, permissions } });

const CREATE_SUPPORT_REQUEST = 'mutation($input: CreateSupportRequestInput!) { createSupportRequest(input: $input) { supportRequest { number } } }';
const MARK_PRODUCT_NEWS_READ = 'mutation($ids: [ID!]!) { markProductNewsRead(ids: $ids) { productNews { id read } } }';

/** A support request from the actor with a genuine help token, changed by `patch`. */
const supportInput = (patch: Record<string, unknown>) => async (_env: Env, actor: TestClient) => {
  const token = (await actor.gql('query($e: String!) { zendeskWidgetToken(userEmail: $e) { token } }', { e: 'gerente@bompreco.com.br' })).data!.zendeskWidgetToken.token;
  return { input: { subject: 'Relatório não abre', message: 'O relatório de faturamento não carrega.', route: '/empresa/faturamento', helpToken: token, ...patch } };
};

const SAVE_TELESALES = 'mutation($input: UpdateUnitTelesalesInput!) { updateUnitTelesales(input: $input) { telesales { id } } }';
const SWITCH_MODULES = 'mutation($input: UpdateAccountModulesInput!) { updateAccountModules(input: $input) { modules { module on } } }';
const SAVE_APP_SETTINGS = 'mutation($input: UpdateAppSettingsInput!) { updateAppSettings(input: $input) { appSettings { app_name } } }';
const UPDATE_ADMIN_UNIT = 'mutation($input: UpdateAdminUnitInput!) { updateAdminUnit(input: $input) { unit { id } } }';
const SET_UNITS_ACTIVE = 'mutation($input: SetUnitsActiveInput!) { setUnitsActive(input: $input) { changeId } }';
const UNDO_UNITS_ACTIVE = 'mutation($input: UndoUnitsActiveChangeInput!) { undoUnitsActiveChange(input: $input) { units { id } } }';
const ADMIN_UNITS_REPORT = 'mutation($input: CreateAdminUnitsReportInput!) { createAdminUnitsReport(input: $input) { asyncJob { id } } }';
/** Everything /configuracoes-admin writes: telesales, app settings, modules, the stores' switches, its audit and jobs. */
const adminSettingsState = async (env: { server: TestServer }) =>
  (
    await env.server.stores.pg.query(
      `select (select md5(coalesce(string_agg(t::text, ',' order by t.unit_id), '')) from unit_telesales_settings t) as telesales,
              (select md5(coalesce(string_agg(a::text, ',' order by a.account_id), '')) from app_settings a) as app,
              (select md5(string_agg(array_to_string(modules, ','), ';' order by id)) from accounts) as modules,
              (select md5(string_agg(id_erp || active::text || app_active::text || ecommerce_v2_active::text || coalesce(retailer_flag_id, ''), ',' order by id)) from units) as units,
              (select count(*) from admin_setting_changes) as changes, (select count(*) from async_jobs) as jobs`,
    )
  ).map((row) => JSON.stringify(row));
const telesalesInput = (patch: Record<string, unknown>) => (env: Env) => ({
  input: {
    unitId: env.unitId,
    takes_orders: true,
    delivery: true,
    pickup: false,
    delivery_fee_cents: 790,
    minimum_order_cents: 5000,
    service_hours: { monday: { start: '08:00', finish: '18:00' } },
    order_phone: '7133334444',
    order_whatsapp: '',
    payment_methods: ['PIX'],
    ...patch,
  },
});
const appSettingsInput = (patch: Record<string, unknown>) => () => ({
  input: {
    app_name: 'Clube',
    app_store_url: '',
    google_play_url: '',
    ios_bundle_id: '',
    android_package: '',
    primary_color: '#0B5FFF',
    on_primary_color: '#FFFFFF',
    minimum_version: '1.0.0',
    force_update: false,
    ...patch,
  },
});

async function countRows(env: Env, table: string): Promise<number> {
  const [row] = await env.server.services.db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
  return row.count;
}

async function issueAuthCode(env: Env, email: string): Promise<string> {
  const { status, body } = await new TestClient(env.server.url).rest('POST', '/api/auth/login', { email, password: DEMO_PASSWORD });
  expect(status).toBe(200);
  return body.auth_code;
}

const CREATE_INTEGRATION_TOKEN = 'mutation($input: CreateIntegrationTokenInput!) { createIntegrationToken(input: $input) { token } }';
const REVOKE_INTEGRATION_TOKEN = 'mutation($id: ID!) { revokeIntegrationToken(input: { id: $id }) { integrationToken { id revokedAt } } }';
const SAVE_FORM_DRAFT = 'mutation($input: SaveFormDraftInput!) { saveFormDraft(input: $input) { draft { kind } } }';
const DISCARD_FORM_DRAFT = 'mutation($input: DiscardFormDraftInput!) { discardFormDraft(input: $input) { discarded } }';
const RESTORE_INTEGRATION_TOKEN = 'mutation($id: ID!) { restoreIntegrationToken(input: { id: $id }) { integrationToken { id revokedAt } } }';

const EXPORT_TABLE = 'mutation($input: ExportAnalyticsTableInput!) { exportAnalyticsTable(input: $input) { asyncJob { id } } }';
const exportInput = (patch: Record<string, unknown>) => (_env?: Env) => ({
  input: { table: 'clube.lojas', filter: { start: '2026-03-01', end: '2026-03-31' }, fileFormat: 'CSV', emails: ['gerente@bompreco.com.br'], ...patch },
});

const UPSERT_ANALYSIS = 'mutation($input: UpsertAHubReportAnalyticsInput!) { upsertAHubReportAnalytics(input: $input) { status analytics { id } } }';
const DELETE_ANALYSIS = 'mutation($id: ID!, $room: String!) { activeDeleteAHubReportAnalytics(id: $id, roomId: $room) { status } }';
const fixedAnalysis = (patch: Record<string, unknown>) => () => ({
  input: {
    type: 'RFV',
    title: 'Trimestre',
    notRecurrent: { referencePeriod: { initialDate: '2025-01-01', finalDate: '2025-12-31' }, analyzedPeriod: { initialDate: '2025-04-01', finalDate: '2026-03-31' } },
    ...patch,
  },
});

const UPSERT_PRICE_RANGES = 'mutation($input: PriceRangesAnalysisInput!) { upsertPriceRangesAnalytics(input: $input) { analysis { id } } }';
const DELETE_PRICE_RANGES = 'mutation($id: ID!) { deletePriceRangesAnalytics(id: $id) { deletedId } }';
const priceRangesInput = (patch: Record<string, unknown>) => () => ({
  input: { name: 'Cafés', products: ['SKU-QUE-NAO-EXISTE'], referenceStart: '2026-01-01', referenceEnd: '2026-01-31', analyzedStart: '2026-02-01', analyzedEnd: '2026-02-28', range_count: 3, ...patch },
});

const SAVE_CAMPAIGN_DRAFT = 'mutation($data: OmniCampaignInput!) { upsertDraftOmniCampaign(data: $data) { _id } }';
const SAVE_CAMPAIGN = 'mutation($data: OmniCampaignInput!) { upsertOmniCampaign(data: $data) { _id } }';
const campaignAction = (name: string) => `mutation($id: ID!) { ${name}(_id: $id) { _id } }`;
const campaignState = async (env: { server: TestServer }) =>
  (await env.server.stores.pg.query('select id, title, status, segments, schedule_settings, dispatches_cancelled_at from omni_campaigns order by id')).map((row) => JSON.stringify(row));
const SEND_TEST_EMAIL = 'mutation($message: JSON!) { sendTestOmniCampaignEmail(message: $message) { sent_to } }';
const testEmailsState = async (env: { server: TestServer }) => (await env.server.stores.pg.query("select count(*)::int as n from outbox_messages where subject like '[TESTE]%'")).map((row) => JSON.stringify(row));
const campaignData = (patch: Record<string, unknown>) => () => ({ data: { title: 'Natal', ...patch } });
const UPSERT_WA_TEMPLATE = 'mutation($input: WhatsappTemplateInput!) { upsertWhatsappTemplate(input: $input) { template { _id } } }';
const SUBMIT_WA_TEMPLATE = 'mutation($id: ID!) { submitWhatsappTemplate(_id: $id) { template { _id } } }';
const DELETE_WA_TEMPLATE = 'mutation($id: ID!) { deleteWhatsappTemplate(_id: $id) { _id } }';
const waTemplatesState = async (env: { server: TestServer }) => (await env.server.stores.pg.query('select * from whatsapp_templates order by id')).map((row) => JSON.stringify(row));
const waTemplate = (patch: Record<string, unknown>) => () => ({ input: { name: 'ofertas', category: 'MARKETING', body: 'Oi {{1}}', variables: ['[primeiro nome]'], ...patch } });
/** The malformed ids every campaign action refuses without a change. */
const campaignIdCases = (name: string): Case[] => [
  { title: 'an id of no campaign', query: campaignAction(name), variables: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  { title: 'an id that is no id', query: campaignAction(name), variables: () => ({ id: '' }) },
  { title: 'an id that is too long', query: campaignAction(name), variables: () => ({ id: long(300) }) },
];
const campaignIdMutation = (name: string): MutationCases => ({ actor: async (env) => env.gerente, state: campaignState, cases: campaignIdCases(name) });
const PURCHASE_CREDITS = 'mutation($channel: CampaignChannel!, $credits: Int!, $note: String) { purchaseCampaignCredits(channel: $channel, credits: $credits, note: $note) { balance { available } } }';
const VAPID_KEYS = 'mutation($subject: String!) { generateCampaignPushVapidKeys(subject: $subject) { configured } }';
const CHANNEL_SETTINGS = 'mutation($input: CampaignChannelSettingsInput!) { updateCampaignChannelSettings(input: $input) { price_cents } }';
const creditsState = async (env: { server: TestServer }) =>
  (await env.server.stores.pg.query('select (select count(*) from campaign_credit_entries) as entries, (select count(*) from campaign_channel_settings) as settings')).map((row) => JSON.stringify(row));
const platformAdmin = (env: Env) => signedIn(env.server, 'admin@plataforma.dev');

const SAVE_BENEFIT_DRAFT = 'mutation($input: BenefitInput!) { upsertDraftBenefit(input: $input) { id } }';
const SAVE_BENEFIT = 'mutation($input: BenefitInput!) { upsertBenefit(input: $input) { id } }';
const BENEFIT_REPORT = 'mutation($input: CreateBenefitMovementHistoryReportInput!) { createBenefitMovementHistoryReport(input: $input) { asyncJob { id } } }';
const benefitInput = (patch: Record<string, unknown>) => () => ({
  input: { title: 'Cupom', codeMode: 'SHARED', code: 'SEMANA22', discountType: 'PERCENTAGE', value: 10, startDate: '2030-03-01', expiresAt: '2030-03-10', ...patch },
});
const benefitsState = async (env: { server: TestServer }) =>
  (await env.server.stores.pg.query("select b.*, (select count(*) from async_jobs where kind like 'benefits.%') as jobs from benefits b order by id")).map((row) => JSON.stringify(row));
const benefitIdMutation = (name: string): MutationCases => ({
  actor: async (env) => env.gerente,
  state: benefitsState,
  cases: [
    { title: 'an id of no coupon', query: `mutation($id: ID!) { ${name}(input: { id: $id }) { id } }`, variables: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
    { title: 'an id that is no id', query: `mutation($id: ID!) { ${name}(input: { id: $id }) { id } }`, variables: () => ({ id: 'x' }) },
  ],
});
const UPDATE_SOCIAL = 'mutation($input: UpdateSocialNetworksInput!) { updateSocialNetworks(input: $input) { profiles { network } } }';
const socialProfile = (patch: Record<string, unknown>) => ({ network: 'INSTAGRAM', url: 'https://instagram.com/bompreco', show_in_app: true, show_in_hotsite: true, show_in_email: true, ...patch });
const UPDATE_TAGS = 'mutation($input: UpdateTagsUnitsInput!) { updateTagsUnits(input: $input) { units { id } } }';
const UPSERT_GROUPS = 'mutation($input: UpsertUnitGroupsInput!) { upsertUnitGroups(input: $input) { unitGroups { id } } }';
const DELETE_GROUPS = 'mutation($input: DeleteUnitGroupsInput!) { deleteUnitGroups(input: $input) { deletedIds } }';
const UNITS_REPORT = 'mutation($input: CreateUnitsReportInput!) { createUnitsReport(input: $input) { asyncJob { id } } }';
const UPDATE_APP = 'mutation($input: UpdateHotsiteCustomerConfigurationInput!) { UpdateHotsiteCustomerConfiguration(input: $input) { appConfiguration { enable_apps } } }';
const UPDATE_CBM = 'mutation($input: UpdateCbmConfigurationInput!) { updateCbmConfiguration(input: $input) { account { id } } }';
const appInput = (patch: Record<string, unknown>) => ({
  contacts: { phones: ['7133330000'], emails: ['sac@bompreco.com.br'], whatsapp: [] },
  hotsite_links: [],
  password_recovery_channels: { sms: true, email: true },
  enable_delete_data_requests: true,
  enable_delete_partial_data_requests: false,
  enable_whatsapp_link: true,
  whatsapp_link: 'https://wa.me/5571999990000',
  enable_apps: true,
  ...patch,
});
const cbmInput = (a: number, b: number, c: number) => ({
  recency_criteria: {
    actives: { bought: a, not_bought: null as number | null },
    recent_inactives: { bought: b, not_bought: a as number | null },
    at_risk: { bought: c, not_bought: b as number | null },
    losses: { bought: null as number | null, not_bought: c as number | null },
  },
});

const socialState = async (env: { server: TestServer }) =>
  (await env.server.stores.pg.query('select * from account_social_networks order by account_id, network')).map((row) => JSON.stringify(row));

const UPSERT_TEMPLATE = 'mutation($input: MessageTemplateInput!) { upsertMessageTemplate(input: $input) { messageTemplate { id } } }';
const DELETE_TEMPLATE = 'mutation($id: ID!) { deleteMessageTemplate(id: $id) { deletedId } }';
const RESTORE_TEMPLATE = 'mutation($id: ID!) { restoreMessageTemplate(id: $id) { messageTemplate { id } } }';
const templateInput = (patch: Record<string, unknown>) => () => ({
  input: { name: 'Oferta da semana', channel: 'SMS', message_type: 'WELCOME', text: 'Olá [primeiro nome]!', active: false, ...patch },
});
const templatesState = async (env: { server: TestServer }) =>
  (await env.server.stores.pg.query('select * from message_templates order by account_id, id')).map((row) => JSON.stringify(row));
const UPDATE_CONSUMER = 'mutation($input: UpdateConsumerInput!) { updateConsumer(input: $input) { customer { id } } }';
const CHANGE_CONSUMER_PASSWORD = 'mutation($id: ID!, $p: String!) { changeUserPassword(userId: $id, password: $p) { customer { id } } }';
const ADJUST_POINTS = 'mutation($id: ID!, $a: PointsAdjustmentInput!) { adjustPoints(userId: $id, pointsAdjustment: $a) { success } }';
const ACCEPT_DELETE_REQUEST = 'mutation($input: AnswerDeleteDataRequestInput!) { acceptUserDeleteDataRequest(input: $input) { emailed } }';
const DECLINE_DELETE_REQUEST = 'mutation($input: AnswerDeleteDataRequestInput!) { declineUserDeleteDataRequest(input: $input) { emailed } }';
/** A DeleteDataRequest id of no request. */
const NO_DELETE_REQUEST = Buffer.from('DeleteDataRequest:00000000-0000-0000-0000-000000000000').toString('base64url');
const deleteRequestsState = async (env: { server: TestServer }) =>
  (await env.server.stores.pg.query('select * from consumer_data_requests order by id')).map((row) => JSON.stringify(row)).concat(
    (await env.server.stores.pg.query('select count(*)::int as n from outbox_messages')).map((row) => JSON.stringify(row)),
  );
const REGISTRATIONS_REPORT = 'mutation($input: CreateConsumerRegistrationsReportInput!) { createConsumerRegistrationsReport(input: $input) { asyncJob { id } } }';
/** A Customer id whose document the account has no consumer with. */
const NO_CONSUMER = Buffer.from('Customer:00000000000000000000000000000000').toString('base64url');
const consumerInput = (patch: Record<string, unknown>) => ({ id: NO_CONSUMER, name: 'Maria Silva', email: 'maria@exemplo.com.br', phone: '71987654321', birth_date: '1980-01-01', gender: 'F', ...patch });
const consumerCareState = async (env: { server: TestServer }) => [
  await countRows(env as Env, 'points_transactions'),
  await countRows(env as Env, 'consumer_operation_logs'),
  await countRows(env as Env, 'outbox_messages'),
  (await env.server.stores.pg.query('select md5(string_agg(c::text, \',\' order by account_id, document_no)) as h from consumers c'))[0],
];

const SAVE_FLOW = 'mutation($input: WhatsappFlowInput!) { saveWhatsappFlowDraft(input: $input) { flow { id } } }';
const PUBLISH_FLOW = 'mutation($id: ID!) { publishWhatsappFlow(id: $id) { flow { id } } }';
const DELETE_FLOW = 'mutation($id: ID!) { deleteWhatsappFlow(id: $id) { deletedId } }';
const SIMULATE_FLOW = 'mutation($input: SimulateWhatsappFlowMessageInput!) { simulateWhatsappFlowMessage(input: $input) { conversation { id } } }';
const ANSWER_CONVERSATION = 'mutation($id: ID!, $text: String!) { answerWhatsappConversation(id: $id, text: $text) { conversation { id } } }';
const CLOSE_CONVERSATION = 'mutation($id: ID!) { closeWhatsappConversation(id: $id) { conversation { id } } }';
const READ_CONVERSATION = 'mutation($id: ID!) { markWhatsappConversationRead(id: $id) { conversation { id } } }';
const NO_FLOW = '00000000-0000-4000-8000-000000000000';
const flowInput = (patch: Record<string, unknown>) => () => ({
  input: { name: 'Fluxo de teste', trigger_type: 'KEYWORD', trigger_values: ['teste'], graph: { nodes: [], edges: [] }, ...patch },
});
const whatsappState = async (env: { server: TestServer }) => [
  (await env.server.stores.pg.query('select id, name, status, draft, current_version, unread from whatsapp_flows left join (select flow_id, sum(unread) as unread from whatsapp_conversations group by flow_id) c on c.flow_id = whatsapp_flows.id order by id')).map((row) => JSON.stringify(row)),
  await countRows(env as Env, 'whatsapp_conversation_steps'),
  await countRows(env as Env, 'whatsapp_flow_versions'),
];
/** The demo's open inbox conversation (its consumer's phone is made up). */
const demoConversation = async (env: { server: TestServer }) =>
  (await env.server.stores.pg.query<{ id: string }>(`select id from whatsapp_conversations where phone = '5571988880001'`))[0].id;

/** Malformed cases for every mutation of the schema. */
const CASES: Record<string, MutationCases> = {
  loginWithAuthCode: {
    actor: async (env) => new TestClient(env.server.url),
    // Nobody is signed in and no session was created.
    state: async (env, actor) => ({ cookies: [...actor.cookies.keys()], viewer: (await actor.gql('{ viewer { user { id } } }')).data?.viewer, sessions: await countRows(env, 'sessions') }),
    cases: [
      { title: 'a code that is too short', query: LOGIN_WITH_AUTH_CODE, variables: () => ({ c: 'abc' }) },
      { title: 'an empty code', query: LOGIN_WITH_AUTH_CODE, variables: () => ({ c: '' }) },
      { title: 'a code of the wrong type', query: LOGIN_WITH_AUTH_CODE, variables: () => ({ c: 12345 }) },
      { title: 'a code that is too long', query: LOGIN_WITH_AUTH_CODE, variables: () => ({ c: long(201) }) },
      { title: 'no code at all', query: 'mutation { loginWithAuthCode { cbmFlag } }' },
      { title: 'a missing variable', query: LOGIN_WITH_AUTH_CODE, variables: () => ({}) },
      { title: 'an unknown argument next to a real code', query: 'mutation($c: String!) { loginWithAuthCode(authCode: $c, remember: true) { cbmFlag } }', variables: async (env) => ({ c: await issueAuthCode(env, 'analista@bompreco.com.br') }) },
    ],
  },
  refreshSession: {
    actor: (env) => signedIn(env.server, 'analista@bompreco.com.br'),
    // The refresh token was not rotated and the session still answers.
    state: async (_env, actor) => ({ refresh: actor.cookies.get('mf_rt'), account: (await actor.gql('{ account { name } }')).data?.account }),
    cases: [
      { title: 'an unknown argument', query: 'mutation { refreshSession(token: "abc") { sessionExpiresAt } }' },
      { title: 'an unknown field in the selection', query: 'mutation { refreshSession { sessionExpiresAt token } }' },
    ],
  },
  logout: {
    actor: (env) => signedIn(env.server, 'analista@bompreco.com.br'),
    state: async (_env, actor) => ({ cookies: [...actor.cookies.keys()].sort(), account: (await actor.gql('{ account { name } }')).data?.account }),
    cases: [
      { title: 'an unknown argument', query: 'mutation { logout(everywhere: true) { ok } }' },
      { title: 'an argument of the wrong kind', query: 'mutation { logout(all: "sim") { ok } }' },
    ],
  },
  switchClient: {
    actor: (env) => signedIn(env.server, 'multi@bompreco.com.br'),
    state: async (_env, actor) => (await actor.gql('{ account { id } }')).data?.account,
    cases: [
      { title: 'an empty account id', query: SWITCH_CLIENT, variables: () => ({ id: '' }) },
      { title: 'an account id of the wrong type', query: SWITCH_CLIENT, variables: () => ({ id: true }) },
      { title: 'an account id that is too long', query: SWITCH_CLIENT, variables: () => ({ id: long(300) }) },
      { title: 'no account id at all', query: 'mutation { switchClient { viewer { account { name } } } }' },
      { title: 'an unknown argument', query: 'mutation($id: ID!) { switchClient(accountId: $id, force: true) { viewer { account { name } } } }', variables: (env) => ({ id: env.redeMaisId }) },
      { title: 'a null account id', query: SWITCH_CLIENT, variables: () => ({ id: null }) },
      { title: 'a variable declared with the wrong type', query: 'mutation($id: String!) { switchClient(accountId: $id) { viewer { account { name } } } }', variables: (env) => ({ id: env.redeMaisId }) },
    ],
  },
  updateUnit: {
    actor: async (env) => env.gerente,
    state: async (env) => (await env.gerente.gql(UNIT_STATE)).data,
    cases: [
      { title: 'no id', query: UPDATE_UNIT, variables: () => ({ input: { name: 'Sem id' } }) },
      { title: 'an empty id', query: UPDATE_UNIT, variables: () => ({ input: { id: '', name: 'Id vazio' } }) },
      { title: 'a name of the wrong type', query: UPDATE_UNIT, variables: unitInput({ name: 123 }) },
      { title: 'an empty name', query: UPDATE_UNIT, variables: unitInput({ name: '' }) },
      { title: 'a blank name', query: UPDATE_UNIT, variables: unitInput({ name: '    ' }) },
      { title: 'a name that is too long', query: UPDATE_UNIT, variables: unitInput({ name: long(121) }) },
      { title: 'a non-boolean active', query: UPDATE_UNIT, variables: unitInput({ active: 'sim' }) },
      { title: 'an unknown field', query: UPDATE_UNIT, variables: unitInput({ name: 'Nova', apelido: 'Loja' }) },
      { title: 'a CNPJ with wrong check digits', query: UPDATE_UNIT, variables: unitInput({ name: 'Nova', cnpj: '12.345.678/0001-00' }) },
      { title: 'an alphanumeric CNPJ with wrong check digits', query: UPDATE_UNIT, variables: unitInput({ name: 'Nova', cnpj: '12.ABC.345/01DE-36' }) },
      { title: 'a CEP of seven digits', query: UPDATE_UNIT, variables: unitInput({ address_components: { postal_code: '4181000' } }) },
      { title: 'an unknown state', query: UPDATE_UNIT, variables: unitInput({ address_components: { federative_unit: 'XX' } }) },
      { title: 'a latitude out of range', query: UPDATE_UNIT, variables: unitInput({ location: { latitude: 91, longitude: -38 } }) },
      { title: 'a tag colour that is no colour', query: UPDATE_UNIT, variables: unitInput({ tags: [{ name: 'VIP', color: 'azul' }] }) },
      { title: 'an unknown banner', query: UPDATE_UNIT, variables: unitInput({ retailer_flag_id: 'nenhuma' }) },
      { title: 'a partner without its store code', query: UPDATE_UNIT, variables: unitInput({ ecommerce_partner: { partner_type: 'IFOOD', partner_unit_id: ' ' } }) },
      { title: 'an opening time of 25:00', query: UPDATE_UNIT, variables: unitInput({ office_hours: { monday: { start: '25:00', finish: '26:00' } } }) },
      { title: 'a minute of 60', query: UPDATE_UNIT, variables: unitInput({ office_hours: { monday: { start: '08:60', finish: '18:00' } } }) },
      { title: 'a time without a leading zero', query: UPDATE_UNIT, variables: unitInput({ office_hours: { tuesday: { start: '8:00', finish: '18:00' } } }) },
      { title: 'an opening after the closing', query: UPDATE_UNIT, variables: unitInput({ office_hours: { monday: { start: '22:00', finish: '07:00' } } }) },
      { title: 'an opening equal to the closing', query: UPDATE_UNIT, variables: unitInput({ office_hours: { monday: { start: '10:00', finish: '10:00' } } }) },
      { title: 'an interval without its closing time', query: UPDATE_UNIT, variables: unitInput({ office_hours: { monday: { start: '10:00' } } }) },
      { title: 'an unknown weekday', query: UPDATE_UNIT, variables: unitInput({ office_hours: { funday: { start: '10:00', finish: '11:00' } } }) },
      { title: 'a bad contact e-mail', query: UPDATE_UNIT, variables: unitInput({ contact: { email: 'nao-e-um-email' } }) },
      { title: 'a contact phone with letters', query: UPDATE_UNIT, variables: unitInput({ contact: { phone: '71abc123456' } }) },
      { title: 'a contact phone that is too short', query: UPDATE_UNIT, variables: unitInput({ contact: { phone: '123' } }) },
      { title: 'an input that is a string', query: UPDATE_UNIT, variables: () => ({ input: 'loja' }) },
      { title: 'a name with a NUL character', query: UPDATE_UNIT, variables: unitInput({ name: 'Loja\u0000Nova' }) },
      { title: 'a null input', query: UPDATE_UNIT, variables: () => ({ input: null }) },
      { title: 'an unknown field written inline', query: 'mutation { updateUnit(input: { id: "x", apelido: "Nova" }) { unit { id } } }' },
      { title: 'no id, written inline', query: 'mutation { updateUnit(input: { name: "Nova" }) { unit { id } } }' },
    ],
  },
  updateUser: {
    actor: async (env) => env.gerente,
    state: async (env) => (await env.gerente.gql(USER_STATE, { id: env.userId })).data?.node,
    cases: [
      { title: 'no id', query: UPDATE_USER, variables: () => ({ input: { name: 'Sem id' } }) },
      { title: 'an empty name', query: UPDATE_USER, variables: userInput({ name: '' }) },
      { title: 'a name that is too long', query: UPDATE_USER, variables: userInput({ name: long(121) }) },
      { title: 'a name with a right-to-left override', query: UPDATE_USER, variables: userInput({ name: 'Ana \u202Eavlis' }) },
      { title: 'a name with a bidi isolate', query: UPDATE_USER, variables: userInput({ name: '\u2066Ana Silva\u2069' }) },
      { title: 'a non-boolean active', query: UPDATE_USER, variables: userInput({ active: 'false' }) },
      { title: 'a non-boolean PII flag', query: UPDATE_USER, variables: userInput({ has_pii_access: 1 }) },
      { title: 'a bad permission string', query: UPDATE_USER, variables: userInput({ pages: ['empresa', 'Empresa Faturamento!'] }) },
      { title: 'a permission with a trailing slash', query: UPDATE_USER, variables: userInput({ pages: ['clube/'] }) },
      { title: 'an empty permission', query: UPDATE_USER, variables: userInput({ pages: [''] }) },
      { title: 'a null permission', query: UPDATE_USER, variables: userInput({ pages: ['empresa', null] }) },
      { title: 'a permission of the wrong type', query: UPDATE_USER, variables: userInput({ pages: [42] }) },
      { title: 'an unknown field (e-mail is not editable)', query: UPDATE_USER, variables: userInput({ email: 'outro@bompreco.com.br' }) },
      { title: 'an unknown admin flag', query: UPDATE_USER, variables: userInput({ mf: true }) },
      { title: 'a name with a NUL character', query: UPDATE_USER, variables: userInput({ name: 'Rafael\u0000' }) },
    ],
  },
  updateAccountFranchiseePermissions: {
    actor: (env) => signedIn(env.server, 'franqueador@redemais.com.br'),
    state: async (env) => (await env.franqueado.gql('{ accountFranchiseePermissions { push_campaigns banners_mobile edit_points offers_mobile managing_user_requests } }')).data,
    cases: [
      { title: 'a non-boolean switch', query: UPDATE_FRANCHISEE_PERMISSIONS, variables: franchiseeInput({ push_campaigns: 'sim' }) },
      { title: 'a numeric switch', query: UPDATE_FRANCHISEE_PERMISSIONS, variables: franchiseeInput({ edit_points: 1, banners_mobile: false }) },
      { title: 'a null switch map', query: UPDATE_FRANCHISEE_PERMISSIONS, variables: franchiseeInput(null) },
      { title: 'a switch map that is a list', query: UPDATE_FRANCHISEE_PERMISSIONS, variables: franchiseeInput([true]) },
      { title: 'an unknown switch', query: UPDATE_FRANCHISEE_PERMISSIONS, variables: franchiseeInput({ push_campaigns: true, teleport: true }) },
      { title: 'no switch map', query: UPDATE_FRANCHISEE_PERMISSIONS, variables: (env) => ({ input: { accountId: env.maisFeiraId } }) },
      { title: 'no account id', query: UPDATE_FRANCHISEE_PERMISSIONS, variables: () => ({ input: { permissions: { push_campaigns: true } } }) },
      { title: 'an empty account id', query: UPDATE_FRANCHISEE_PERMISSIONS, variables: () => ({ input: { accountId: '', permissions: { push_campaigns: true } } }) },
      { title: 'a non-boolean apply-to-all', query: UPDATE_FRANCHISEE_PERMISSIONS, variables: (env) => ({ input: { accountId: env.maisFeiraId, permissions: { push_campaigns: true }, applyToAllFranchisees: 'todos' } }) },
    ],
  },
  undoFranchiseePermissionsChange: {
    actor: (env) => signedIn(env.server, 'franqueador@redemais.com.br'),
    state: async (env) => [(await env.franqueado.gql('{ accountFranchiseePermissions { push_campaigns banners_mobile edit_points offers_mobile managing_user_requests } }')).data, await countRows(env, 'franchisee_permission_changes')],
    cases: [
      { title: 'a change id that is not a uuid', query: UNDO_FRANCHISEE_PERMISSIONS, variables: () => ({ input: { changeId: 'ontem' } }) },
      { title: 'no change id', query: UNDO_FRANCHISEE_PERMISSIONS, variables: () => ({ input: {} }) },
      { title: 'a numeric change id', query: UNDO_FRANCHISEE_PERMISSIONS, variables: () => ({ input: { changeId: 12 } }) },
      { title: 'an unknown change', query: UNDO_FRANCHISEE_PERMISSIONS, variables: () => ({ input: { changeId: '00000000-0000-4000-8000-000000000000' } }) },
    ],
  },
  // export jobs (helper "jobs"): nothing is queued and nothing is e-mailed
  createProduct: {
    actor: async (env) => env.gerente,
    state: catalogueState,
    cases: [
      { title: 'no SKU', query: CREATE_PRODUCT, variables: () => ({ input: { name: 'Arroz' } }) },
      { title: 'a blank name', query: CREATE_PRODUCT, variables: () => ({ input: { sku: 'NOVO-1', name: '   ' } }) },
      { title: 'a SKU that is too long', query: CREATE_PRODUCT, variables: () => ({ input: { sku: long(61), name: 'Arroz' } }) },
      { title: 'an EAN with a wrong check digit', query: CREATE_PRODUCT, variables: () => ({ input: { sku: 'NOVO-1', name: 'Arroz', eans: [{ ean: '7891000100104', isMain: true, packingQuantity: 1 }] } }) },
      { title: 'two main EANs', query: CREATE_PRODUCT, variables: () => ({ input: { sku: 'NOVO-1', name: 'Arroz', eans: [{ ean: '7891000100103', isMain: true, packingQuantity: 1 }, { ean: '96385074', isMain: true, packingQuantity: 1 }] } }) },
      { title: 'a packing quantity of 0', query: CREATE_PRODUCT, variables: () => ({ input: { sku: 'NOVO-1', name: 'Arroz', eans: [{ ean: '7891000100103', isMain: true, packingQuantity: 0 }] } }) },
      { title: 'an unknown measure', query: CREATE_PRODUCT, variables: () => ({ input: { sku: 'NOVO-1', name: 'Arroz', measure: 'pacote' } }) },
      { title: 'an NCM of 5 digits', query: CREATE_PRODUCT, variables: () => ({ input: { sku: 'NOVO-1', name: 'Arroz', ncm: '12345' } }) },
      { title: 'a negative weight', query: CREATE_PRODUCT, variables: () => ({ input: { sku: 'NOVO-1', name: 'Arroz', dimensions: { netWeightKg: -1 } } }) },
      { title: 'an image that is no address', query: CREATE_PRODUCT, variables: () => ({ input: { sku: 'NOVO-1', name: 'Arroz', images: [{ url: 'javascript:alert(1)', isMain: true, order: 0 }] } }) },
      { title: 'a name with a right-to-left override', query: CREATE_PRODUCT, variables: () => ({ input: { sku: 'NOVO-1', name: 'Arroz \u202Eoiam' } }) },
    ],
  },
  updateProduct: {
    actor: async (env) => env.gerente,
    state: catalogueState,
    cases: [
      { title: 'no id', query: UPDATE_PRODUCT, variables: () => ({ input: { name: 'Arroz' } }) },
      { title: 'an id of another type', query: UPDATE_PRODUCT, variables: (env) => ({ input: { id: env.unitId, name: 'Arroz' } }) },
      { title: 'an id that names no product', query: UPDATE_PRODUCT, variables: () => ({ input: { id: catalogueId('NAO-EXISTE'), name: 'Arroz' } }) },
      { title: 'an empty name', query: UPDATE_PRODUCT, variables: () => ({ input: { id: catalogueId('NAO-EXISTE'), name: '' } }) },
      { title: 'a non-boolean active', query: UPDATE_PRODUCT, variables: () => ({ input: { id: catalogueId('NAO-EXISTE'), active: 'sim' } }) },
      { title: 'an EAN with letters', query: UPDATE_PRODUCT, variables: () => ({ input: { id: catalogueId('NAO-EXISTE'), eans: [{ ean: '78910001001AB', isMain: true, packingQuantity: 1 }] } }) },
    ],
  },
  cleanProductsDuplicates: {
    actor: async (env) => env.gerente,
    state: catalogueState,
    cases: [{ title: 'an argument it does not take', query: 'mutation { cleanProductsDuplicates(sku: "x") { merges { ean } } }' }],
  },
  createCatalogueProductsReport: {
    actor: async (env) => env.gerente,
    state: catalogueState,
    cases: [
      { title: 'no recipients', query: CATALOGUE_REPORT, variables: () => ({ input: { fileFormat: 'CSV', emails: [] } }) },
      { title: 'an invalid e-mail', query: CATALOGUE_REPORT, variables: () => ({ input: { fileFormat: 'CSV', emails: ['gerente@'] } }) },
      { title: 'an unknown sort', query: CATALOGUE_REPORT, variables: () => ({ input: { fileFormat: 'CSV', emails: ['a@bompreco.com.br'], sort: 'PRICE' } }) },
      { title: 'a search that is too long', query: CATALOGUE_REPORT, variables: () => ({ input: { fileFormat: 'CSV', emails: ['a@bompreco.com.br'], search: long(101) } }) },
    ],
  },
  dryRunProductsUpload: {
    actor: async (env) => env.gerente,
    state: catalogueState,
    cases: [
      { title: 'an upload id that is no id', query: DRY_RUN_UPLOAD, variables: uploadInput({ uploadId: 'x' }) },
      { title: 'an upload that does not exist', query: DRY_RUN_UPLOAD, variables: uploadInput() },
      { title: 'an empty mapping', query: DRY_RUN_UPLOAD, variables: uploadInput({ mapping: [] }) },
      { title: 'a negative column', query: DRY_RUN_UPLOAD, variables: uploadInput({ mapping: [{ field: 'sku', column: -1 }] }) },
      { title: 'no flags', query: DRY_RUN_UPLOAD, variables: () => ({ input: { uploadId: '00000000-0000-0000-0000-000000000000', mapping: [{ field: 'sku', column: 0 }] } }) },
    ],
  },
  runProductsUpload: {
    actor: async (env) => env.gerente,
    state: catalogueState,
    cases: [
      { title: 'an upload id that is no id', query: RUN_UPLOAD, variables: uploadInput({ uploadId: 'x' }) },
      { title: 'an upload that does not exist', query: RUN_UPLOAD, variables: uploadInput() },
      { title: 'a non-boolean flag', query: RUN_UPLOAD, variables: uploadInput({ updateExisting: 'sim' }) },
    ],
  },
  createStoreProduct: {
    actor: async (env) => env.gerente,
    state: async (env) => [await countRows(env, 'store_products'), await countRows(env, 'product_audit')],
    cases: [
      { title: 'no store', query: CREATE_STORE_PRODUCT, variables: () => ({ input: { sku: 'X', stockBreak: false, order: 0, active: true, sales: storeSales } }) },
      { title: 'a store of another type', query: CREATE_STORE_PRODUCT, variables: () => ({ input: { storeId: catalogueId('X'), sku: 'X', stockBreak: false, order: 0, active: true, sales: storeSales } }) },
      { title: 'a SKU not in the catalogue', query: CREATE_STORE_PRODUCT, variables: (env) => ({ input: { storeId: env.unitId, sku: 'NAO-EXISTE', stockBreak: false, order: 0, active: true, sales: storeSales } }) },
      { title: 'a negative price', query: CREATE_STORE_PRODUCT, variables: (env) => ({ input: { storeId: env.unitId, sku: 'X', price1: -1, stockBreak: false, order: 0, active: true, sales: storeSales } }) },
      { title: 'a negative order', query: CREATE_STORE_PRODUCT, variables: (env) => ({ input: { storeId: env.unitId, sku: 'X', stockBreak: false, order: -1, active: true, sales: storeSales } }) },
      { title: 'no sales configuration', query: CREATE_STORE_PRODUCT, variables: (env) => ({ input: { storeId: env.unitId, sku: 'X', stockBreak: false, order: 0, active: true } }) },
    ],
  },
  updateStoreProduct: {
    actor: async (env) => env.gerente,
    state: async (env) => [await countRows(env, 'store_products'), await countRows(env, 'product_audit')],
    cases: [
      { title: 'an id that names no store product', query: UPDATE_STORE_PRODUCT, variables: () => ({ input: { id: 'x', stockBreak: false, order: 0, active: true, sales: storeSales } }) },
      { title: 'a discount above 100%', query: UPDATE_STORE_PRODUCT, variables: () => ({ input: { id: 'x', stockBreak: false, order: 0, active: true, sales: { active: true, discount: 150 } } }) },
      { title: 'a non-boolean stock break', query: UPDATE_STORE_PRODUCT, variables: () => ({ input: { id: 'x', stockBreak: 'sim', order: 0, active: true, sales: storeSales } }) },
    ],
  },
  upsertProductsGroup: {
    actor: async (env) => env.gerente,
    state: async (env) => [await countRows(env, 'product_groups')],
    cases: [
      { title: 'a blank name', query: UPSERT_GROUP, variables: groupInput({ name: '   ' }) },
      { title: 'a name that is too long', query: UPSERT_GROUP, variables: groupInput({ name: long(121) }) },
      { title: 'a date that is no date', query: UPSERT_GROUP, variables: groupInput({ rules_exhibition: { active: true, start: '31/12/2026' } }) },
      { title: 'an image that is no address', query: UPSERT_GROUP, variables: groupInput({ image_url: 'ftp://x' }) },
      { title: 'a SKU not in the catalogue', query: UPSERT_GROUP, variables: groupInput({ skus: ['NAO-EXISTE'] }) },
      { title: 'an id that is no id', query: UPSERT_GROUP, variables: groupInput({ id: 'x' }) },
      { title: 'no exhibition rules', query: UPSERT_GROUP, variables: () => ({ input: { name: 'Cesta', categories_final_consumer: [], skus: [] } }) },
    ],
  },
  dryRunProductsGroupsBulkUpsert: {
    actor: async (env) => env.gerente,
    state: async (env) => [await countRows(env, 'product_groups')],
    cases: [
      { title: 'a file that is no base64', query: GROUPS_FILE('dryRunProductsGroupsBulkUpsert'), variables: groupsFile({ base64: '***' }) },
      { title: 'an empty file', query: GROUPS_FILE('dryRunProductsGroupsBulkUpsert'), variables: groupsFile({ base64: '' }) },
      { title: 'a file of another format', query: GROUPS_FILE('dryRunProductsGroupsBulkUpsert'), variables: groupsFile({ fileName: 'grupos.pdf' }) },
      { title: 'no flag', query: GROUPS_FILE('dryRunProductsGroupsBulkUpsert'), variables: () => ({ input: { fileName: 'grupos.csv', base64: 'QQ==' } }) },
    ],
  },
  confirmProductsGroupsBulkUpsert: {
    actor: async (env) => env.gerente,
    state: async (env) => [await countRows(env, 'product_groups')],
    cases: [
      { title: 'a file that is no base64', query: GROUPS_FILE('confirmProductsGroupsBulkUpsert'), variables: groupsFile({ base64: '***' }) },
      { title: 'a file without the group and SKU columns', query: GROUPS_FILE('confirmProductsGroupsBulkUpsert'), variables: groupsFile({ base64: Buffer.from('Nome;Código\nA;B').toString('base64') }) },
      { title: 'a file name that is too long', query: GROUPS_FILE('confirmProductsGroupsBulkUpsert'), variables: groupsFile({ fileName: `${long(201)}.csv` }) },
    ],
  },
  deleteProductsGroup: {
    actor: async (env) => env.gerente,
    state: async (env) => [await countRows(env, 'product_groups')],
    cases: [
      { title: 'an id that is no id', query: 'mutation { deleteProductsGroup(id: "x") { deletedId } }' },
      { title: 'a group that does not exist', query: 'mutation { deleteProductsGroup(id: "00000000-0000-0000-0000-000000000000") { deletedId } }' },
    ],
  },
  createUsersReport: {
    actor: async (env) => env.gerente,
    state: async (env) => [await countRows(env, 'async_jobs'), await countRows(env, 'outbox_messages')],
    cases: [
      { title: 'no recipients', query: CREATE_USERS_REPORT, variables: () => ({ input: { fileFormat: 'CSV', emails: [] } }) },
      { title: 'an invalid e-mail', query: CREATE_USERS_REPORT, variables: () => ({ input: { fileFormat: 'CSV', emails: ['gerente@'] } }) },
      { title: 'more than 10 recipients', query: CREATE_USERS_REPORT, variables: () => ({ input: { fileFormat: 'CSV', emails: Array.from({ length: 11 }, (_, i) => `p${i}@bompreco.com.br`) } }) },
      { title: 'a repeated recipient', query: CREATE_USERS_REPORT, variables: () => ({ input: { fileFormat: 'XLSX', emails: ['a@bompreco.com.br', 'A@bompreco.com.br'] } }) },
      { title: 'an unknown file format', query: CREATE_USERS_REPORT, variables: () => ({ input: { fileFormat: 'PDF', emails: ['a@bompreco.com.br'] } }) },
      { title: 'no file format', query: CREATE_USERS_REPORT, variables: () => ({ input: { emails: ['a@bompreco.com.br'] } }) },
      { title: 'an e-mail with a control character', query: CREATE_USERS_REPORT, variables: () => ({ input: { fileFormat: 'CSV', emails: ['a\u0000@bompreco.com.br'] } }) },
      { title: 'recipients that are not a list of texts', query: CREATE_USERS_REPORT, variables: () => ({ input: { fileFormat: 'CSV', emails: [42] } }) },
    ],
  },
  resendAsyncJob: {
    actor: async (env) => env.gerente,
    state: (env) => countRows(env, 'outbox_messages'),
    cases: [
      { title: 'an empty id', query: RESEND_ASYNC_JOB, variables: () => ({ id: '' }) },
      { title: 'an id that names no job', query: RESEND_ASYNC_JOB, variables: () => ({ id: 'nao-e-um-relatorio' }) },
      { title: 'an id of another type', query: RESEND_ASYNC_JOB, variables: (env) => ({ id: env.userId }) },
      { title: 'a numeric id list', query: RESEND_ASYNC_JOB, variables: () => ({ id: [1, 2] }) },
    ],
  },
  trackPlatformUser: {
    actor: async (env) => env.gerente,
    state: (env) => countRows(env, 'route_access_events'),
    cases: [
      { title: 'an empty route', query: TRACK_PLATFORM_USER, variables: () => ({ r: '', g: '/clube/dashboard' }) },
      { title: 'a blank generic route', query: TRACK_PLATFORM_USER, variables: () => ({ r: '/clube/dashboard', g: '   ' }) },
      { title: 'a route that is too long', query: TRACK_PLATFORM_USER, variables: () => ({ r: `/${long(500)}`, g: '/x' }) },
      { title: 'a route of the wrong type', query: TRACK_PLATFORM_USER, variables: () => ({ r: 42, g: '/x' }) },
      { title: 'a missing generic route', query: TRACK_PLATFORM_USER, variables: () => ({ r: '/clube/dashboard' }) },
      { title: 'a route with a NUL character', query: TRACK_PLATFORM_USER, variables: () => ({ r: '/clube\u0000', g: '/clube' }) },
    ],
  },
  createSupportRequest: {
    actor: async (env) => env.gerente,
    state: (env) => countRows(env, 'support_requests'),
    cases: [
      { title: 'an empty subject', query: CREATE_SUPPORT_REQUEST, variables: supportInput({ subject: '' }) },
      { title: 'a blank subject', query: CREATE_SUPPORT_REQUEST, variables: supportInput({ subject: '   ' }) },
      { title: 'a subject that is too long', query: CREATE_SUPPORT_REQUEST, variables: supportInput({ subject: long(121) }) },
      { title: 'a message that is too short', query: CREATE_SUPPORT_REQUEST, variables: supportInput({ message: 'ajuda' }) },
      { title: 'a message that is too long', query: CREATE_SUPPORT_REQUEST, variables: supportInput({ message: long(4001) }) },
      { title: 'a message of the wrong type', query: CREATE_SUPPORT_REQUEST, variables: supportInput({ message: 42 }) },
      { title: 'a route outside the app', query: CREATE_SUPPORT_REQUEST, variables: supportInput({ route: 'https://exemplo.com' }) },
      { title: 'a protocol-relative route to another site', query: CREATE_SUPPORT_REQUEST, variables: supportInput({ route: '//evil.example' }) },
      { title: 'a route to another site through a backslash', query: CREATE_SUPPORT_REQUEST, variables: supportInput({ route: '/\\evil.example' }) },
      { title: 'a subject with a NUL character', query: CREATE_SUPPORT_REQUEST, variables: supportInput({ subject: 'Ajuda\u0000' }) },
      { title: 'an empty help token', query: CREATE_SUPPORT_REQUEST, variables: supportInput({ helpToken: '' }) },
      { title: 'a forged help token', query: CREATE_SUPPORT_REQUEST, variables: supportInput({ helpToken: 'eyJ2IjoiMSJ9.assinatura' }) },
      { title: 'no help token', query: CREATE_SUPPORT_REQUEST, variables: () => ({ input: { subject: 'Ajuda', message: 'Preciso de ajuda com o relatório.' } }) },
      { title: 'an unknown field', query: CREATE_SUPPORT_REQUEST, variables: supportInput({ priority: 'alta' }) },
      { title: 'a null input', query: CREATE_SUPPORT_REQUEST, variables: () => ({ input: null }) },
    ],
  },
  markProductNewsRead: {
    actor: async (env) => env.gerente,
    state: (env) => countRows(env, 'product_news_reads'),
    cases: [
      { title: 'ids that are not a list of texts', query: MARK_PRODUCT_NEWS_READ, variables: () => ({ ids: [{ id: 'x' }] }) },
      { title: 'an empty id', query: MARK_PRODUCT_NEWS_READ, variables: () => ({ ids: [''] }) },
      { title: 'a null id', query: MARK_PRODUCT_NEWS_READ, variables: () => ({ ids: [null] }) },
      { title: 'an id that is too long', query: MARK_PRODUCT_NEWS_READ, variables: () => ({ ids: [long(121)] }) },
      { title: 'too many ids at once', query: MARK_PRODUCT_NEWS_READ, variables: () => ({ ids: Array.from({ length: 201 }, (_, i) => `n${i}`) }) },
      { title: 'no ids at all', query: 'mutation { markProductNewsRead { productNews { id } } }' },
    ],
  },
  completeFirstValue: {
    actor: async (env) => env.gerente,
    // The account's first-value flag is untouched.
    state: async (env) => (await env.gerente.gql('{ account { first_value } }')).data,
    cases: [
      { title: 'no input', query: 'mutation { completeFirstValue { account { first_value } } }' },
      { title: 'a null input', query: COMPLETE_FIRST_VALUE, variables: () => ({ input: null }) },
      { title: 'no account id', query: COMPLETE_FIRST_VALUE, variables: () => ({ input: {} }) },
      { title: 'an empty account id', query: COMPLETE_FIRST_VALUE, variables: () => ({ input: { accountId: '' } }) },
      { title: 'an account id of the wrong type', query: COMPLETE_FIRST_VALUE, variables: () => ({ input: { accountId: 42 } }) },
      { title: 'an account id that is too long', query: COMPLETE_FIRST_VALUE, variables: () => ({ input: { accountId: long(300) } }) },
      { title: 'an unknown field', query: COMPLETE_FIRST_VALUE, variables: () => ({ input: { accountId: 'x', first_value: true } }) },
    ],
  },
  createIntegrationToken: {
    actor: async (env) => env.gerente,
    state: (env) => countRows(env, 'integration_tokens'),
    cases: [
      { title: 'an empty name', query: CREATE_INTEGRATION_TOKEN, variables: () => ({ input: { name: '' } }) },
      { title: 'a blank name', query: CREATE_INTEGRATION_TOKEN, variables: () => ({ input: { name: '   ' } }) },
      { title: 'a name that is too long', query: CREATE_INTEGRATION_TOKEN, variables: () => ({ input: { name: long(81) } }) },
      { title: 'a name of the wrong type', query: CREATE_INTEGRATION_TOKEN, variables: () => ({ input: { name: 7 } }) },
      { title: 'a name with a control character', query: CREATE_INTEGRATION_TOKEN, variables: () => ({ input: { name: 'ERP\u0007' } }) },
      { title: 'an unknown field (an account)', query: CREATE_INTEGRATION_TOKEN, variables: (env) => ({ input: { name: 'ERP', accountId: env.redeMaisId } }) },
      { title: 'no input', query: 'mutation { createIntegrationToken { token } }' },
    ],
  },
  revokeIntegrationToken: {
    actor: async (env) => env.gerente,
    state: async (env) => (await env.server.services.db.query('select id, revoked_at from integration_tokens order by id')),
    cases: [
      { title: 'an empty id', query: REVOKE_INTEGRATION_TOKEN, variables: () => ({ id: '' }) },
      { title: 'an id that names no token', query: REVOKE_INTEGRATION_TOKEN, variables: () => ({ id: 'nao-e-um-token' }) },
      { title: 'an id of another type', query: REVOKE_INTEGRATION_TOKEN, variables: (env) => ({ id: env.unitId }) },
      { title: 'an id of the wrong type', query: REVOKE_INTEGRATION_TOKEN, variables: () => ({ id: { id: 1 } }) },
      { title: 'no id', query: 'mutation { revokeIntegrationToken(input: {}) { integrationToken { id } } }' },
    ],
  },
  saveFormDraft: {
    actor: async (env) => env.gerente,
    state: async (env) => (await env.server.services.db.query('select * from form_drafts order by kind, record_id')),
    cases: [
      { title: 'a blank kind', query: SAVE_FORM_DRAFT, variables: () => ({ input: { kind: ' ', step: 0, values: {} } }) },
      { title: 'a kind with spaces and capitals', query: SAVE_FORM_DRAFT, variables: () => ({ input: { kind: 'Nova Campanha', step: 0, values: {} } }) },
      { title: 'a negative step', query: SAVE_FORM_DRAFT, variables: () => ({ input: { kind: 'wizard', step: -1, values: {} } }) },
      { title: 'values that are a list', query: SAVE_FORM_DRAFT, variables: () => ({ input: { kind: 'wizard', step: 0, values: [1, 2] } }) },
      { title: 'values over 64 KB', query: SAVE_FORM_DRAFT, variables: () => ({ input: { kind: 'wizard', step: 0, values: { t: 'x'.repeat(70_000) } } }) },
      { title: 'an empty record id', query: SAVE_FORM_DRAFT, variables: () => ({ input: { kind: 'wizard', recordId: '', step: 0, values: {} } }) },
      { title: 'an unknown field (a user)', query: SAVE_FORM_DRAFT, variables: () => ({ input: { kind: 'wizard', step: 0, values: {}, userId: 'x' } }) },
    ],
  },
  discardFormDraft: {
    actor: async (env) => env.gerente,
    state: async (env) => (await env.server.services.db.query('select * from form_drafts order by kind, record_id')),
    cases: [
      { title: 'a blank kind', query: DISCARD_FORM_DRAFT, variables: () => ({ input: { kind: '' } }) },
      { title: 'a kind of the wrong type', query: DISCARD_FORM_DRAFT, variables: () => ({ input: { kind: 7 } }) },
      { title: 'no input', query: 'mutation { discardFormDraft { discarded } }' },
    ],
  },
  restoreIntegrationToken: {
    actor: async (env) => env.gerente,
    state: async (env) => (await env.server.services.db.query('select id, revoked_at from integration_tokens order by id')),
    cases: [
      { title: 'an empty id', query: RESTORE_INTEGRATION_TOKEN, variables: () => ({ id: '' }) },
      { title: 'an id that names no token', query: RESTORE_INTEGRATION_TOKEN, variables: () => ({ id: 'nao-e-um-token' }) },
      { title: 'an id of another type', query: RESTORE_INTEGRATION_TOKEN, variables: (env) => ({ id: env.unitId }) },
      { title: 'no id', query: 'mutation { restoreIntegrationToken(input: {}) { integrationToken { id } } }' },
    ],
  },
  refreshOpportunities: {
    actor: async (env) => env.gerente,
    state: async (env) => (await env.server.services.db.query('select account_id, units_key, computed_at from suggested_opportunities order by 1, 2')),
    cases: [
      { title: 'units that are not a list of texts', query: REFRESH_OPPORTUNITIES, variables: () => ({ input: { units: [1, 2] } }) },
      { title: 'an empty store id', query: REFRESH_OPPORTUNITIES, variables: () => ({ input: { units: [''] } }) },
      { title: 'a store id that is too long', query: REFRESH_OPPORTUNITIES, variables: () => ({ input: { units: [long(61)] } }) },
      { title: 'a store of no store of the account', query: REFRESH_OPPORTUNITIES, variables: () => ({ input: { units: ['nao-existe'] } }) },
      { title: 'no input', query: 'mutation { refreshOpportunities { opportunities { id } } }' },
    ],
  },
  exportAnalyticsTable: {
    actor: async (env) => env.gerente,
    state: (env) => countRows(env, 'async_jobs'),
    cases: [
      { title: 'an unknown table', query: EXPORT_TABLE, variables: exportInput({ table: 'nao.existe' }) },
      { title: 'an empty table id', query: EXPORT_TABLE, variables: exportInput({ table: '' }) },
      { title: 'an impossible start date', query: EXPORT_TABLE, variables: exportInput({ filter: { start: '2026-02-30', end: '2026-03-31' } }) },
      { title: 'an end before the start', query: EXPORT_TABLE, variables: exportInput({ filter: { start: '2026-03-31', end: '2026-03-01' } }) },
      { title: 'an unknown format', query: EXPORT_TABLE, variables: exportInput({ fileFormat: 'PDF' }) },
      { title: 'no recipients', query: EXPORT_TABLE, variables: exportInput({ emails: [] }) },
      { title: 'an invalid recipient', query: EXPORT_TABLE, variables: exportInput({ emails: ['gerente@'] }) },
      { title: 'eleven recipients', query: EXPORT_TABLE, variables: exportInput({ emails: Array.from({ length: 11 }, (_, i) => `p${i}@bompreco.com.br`) }) },
      { title: 'a parameter without a name', query: EXPORT_TABLE, variables: exportInput({ params: [{ name: '', value: 'x' }] }) },
      { title: 'an unknown field (an account)', query: EXPORT_TABLE, variables: (env) => exportInput({ accountId: env.redeMaisId })(env) },
    ],
  },
  upsertAHubReportAnalytics: {
    actor: async (env) => env.gerente,
    state: (env) => countRows(env, 'analytics_configurations'),
    cases: [
      { title: 'an empty title', query: UPSERT_ANALYSIS, variables: fixedAnalysis({ title: '  ' }) },
      { title: 'neither recurrent nor fixed periods', query: UPSERT_ANALYSIS, variables: fixedAnalysis({ notRecurrent: null }) },
      { title: 'both recurrent and fixed periods', query: UPSERT_ANALYSIS, variables: fixedAnalysis({ recurrent: { modelType: 'MONTHLY' } }) },
      { title: 'a weekly analysis without its first weekday', query: UPSERT_ANALYSIS, variables: fixedAnalysis({ notRecurrent: null, recurrent: { modelType: 'WEEKLY' } }) },
      { title: 'a weekday out of range', query: UPSERT_ANALYSIS, variables: fixedAnalysis({ notRecurrent: null, recurrent: { modelType: 'WEEKLY', initialWeekDay: 7 } }) },
      {
        title: 'an impossible date',
        query: UPSERT_ANALYSIS,
        variables: fixedAnalysis({ notRecurrent: { referencePeriod: { initialDate: '2025-02-30', finalDate: '2025-12-31' }, analyzedPeriod: { initialDate: '2025-04-01', finalDate: '2026-03-31' } } }),
      },
      {
        title: 'a period that ends before it starts',
        query: UPSERT_ANALYSIS,
        variables: fixedAnalysis({ notRecurrent: { referencePeriod: { initialDate: '2025-12-31', finalDate: '2025-01-01' }, analyzedPeriod: { initialDate: '2025-04-01', finalDate: '2026-03-31' } } }),
      },
      {
        title: 'a reference period after the analysed one',
        query: UPSERT_ANALYSIS,
        variables: fixedAnalysis({ notRecurrent: { referencePeriod: { initialDate: '2026-01-01', finalDate: '2026-06-30' }, analyzedPeriod: { initialDate: '2025-04-01', finalDate: '2026-03-31' } } }),
      },
      { title: 'a DRE analysis (not yet)', query: UPSERT_ANALYSIS, variables: fixedAnalysis({ type: 'DRE' }) },
      { title: 'an unknown type', query: UPSERT_ANALYSIS, variables: fixedAnalysis({ type: 'XYZ' }) },
      { title: 'an id of no analysis', query: UPSERT_ANALYSIS, variables: fixedAnalysis({ id: '00000000-0000-4000-8000-000000000000' }) },
    ],
  },
  activeDeleteAHubReportAnalytics: {
    actor: async (env) => env.gerente,
    state: (env) => countRows(env, 'analytics_configurations'),
    cases: [
      { title: 'an id of no analysis', query: DELETE_ANALYSIS, variables: () => ({ id: '00000000-0000-4000-8000-000000000000', room: 'r' }) },
      { title: 'an empty room', query: DELETE_ANALYSIS, variables: () => ({ id: '00000000-0000-4000-8000-000000000000', room: '' }) },
      {
        title: 'the default analysis',
        query: DELETE_ANALYSIS,
        variables: async (env) => ({ id: (await env.gerente.gql('{ analyticsConfiguration { id } }')).data!.analyticsConfiguration.id, room: 'r' }),
      },
    ],
  },
  updateTagsUnits: {
    actor: async (env) => env.gerente,
    state: async (env) => (await env.gerente.gql('{ units(first: 200) { edges { node { id tags { name color } } } } }')).data,
    cases: [
      { title: 'no stores', query: UPDATE_TAGS, variables: () => ({ input: { units: [], tags: [] } }) },
      { title: 'a tag colour that is no colour', query: UPDATE_TAGS, variables: (env) => ({ input: { units: [env.unitId], tags: [{ name: 'VIP', color: 'azul' }] } }) },
      { title: 'the same tag twice', query: UPDATE_TAGS, variables: (env) => ({ input: { units: [env.unitId], tags: [{ name: 'VIP', color: '#000000' }, { name: 'vip', color: '#ffffff' }] } }) },
      { title: 'an empty tag name', query: UPDATE_TAGS, variables: (env) => ({ input: { units: [env.unitId], tags: [{ name: '  ', color: '#000000' }] } }) },
    ],
  },
  upsertUnitGroups: {
    actor: async (env) => env.gerente,
    state: (env) => countRows(env, 'unit_groups'),
    cases: [
      { title: 'no groups', query: UPSERT_GROUPS, variables: () => ({ input: { groups: [] } }) },
      { title: 'an empty name', query: UPSERT_GROUPS, variables: () => ({ input: { groups: [{ name: ' ', units: [] }] } }) },
      { title: 'a name another group has', query: UPSERT_GROUPS, variables: () => ({ input: { groups: [{ name: 'capital', units: [] }] } }) },
      { title: 'a store id that is no id', query: UPSERT_GROUPS, variables: () => ({ input: { groups: [{ name: 'Novo', units: [''] }] } }) },
    ],
  },
  deleteUnitGroups: {
    actor: async (env) => env.gerente,
    state: (env) => countRows(env, 'unit_groups'),
    cases: [
      { title: 'no ids', query: DELETE_GROUPS, variables: () => ({ input: { ids: [] } }) },
      { title: 'an id that is no id', query: DELETE_GROUPS, variables: () => ({ input: { ids: [''] } }) },
    ],
  },
  createUnitsReport: {
    actor: async (env) => env.gerente,
    state: (env) => countRows(env, 'async_jobs'),
    cases: [
      { title: 'no recipients', query: UNITS_REPORT, variables: () => ({ input: { fileFormat: 'CSV', emails: [] } }) },
      { title: 'an unknown format', query: UNITS_REPORT, variables: () => ({ input: { fileFormat: 'PDF', emails: ['a@b.com.br'] } }) },
      { title: 'an unknown order', query: UNITS_REPORT, variables: () => ({ input: { fileFormat: 'CSV', emails: ['a@b.com.br'], sort: 'SIZE' } }) },
    ],
  },
  UpdateHotsiteCustomerConfiguration: {
    actor: async (env) => env.gerente,
    state: (env) => env.server.stores.pg.query('select account_id, configuration from account_app_configurations order by account_id'),
    cases: [
      { title: 'no recovery channel', query: UPDATE_APP, variables: () => ({ input: appInput({ password_recovery_channels: { sms: false, email: false } }) }) },
      { title: 'the WhatsApp link on without a link', query: UPDATE_APP, variables: () => ({ input: appInput({ whatsapp_link: null }) }) },
      { title: 'a link that is not https', query: UPDATE_APP, variables: () => ({ input: appInput({ hotsite_links: [{ name: 'Site', url: 'http://x.com.br' }] }) }) },
      { title: 'a phone without area code', query: UPDATE_APP, variables: () => ({ input: appInput({ contacts: { phones: ['33330000'], emails: [], whatsapp: [] } }) }) },
      { title: 'partial deletion without deletion', query: UPDATE_APP, variables: () => ({ input: appInput({ enable_delete_data_requests: false, enable_delete_partial_data_requests: true }) }) },
    ],
  },
  updateCbmConfiguration: {
    actor: async (env) => env.gerente,
    state: (env) => env.server.stores.pg.query('select id, cbm_configuration from accounts order by id'),
    cases: [
      { title: 'windows out of order', query: UPDATE_CBM, variables: () => ({ input: cbmInput(120, 60, 180) }) },
      { title: 'a zero window', query: UPDATE_CBM, variables: () => ({ input: cbmInput(0, 60, 180) }) },
      { title: 'a window over two years', query: UPDATE_CBM, variables: () => ({ input: cbmInput(60, 120, 800) }) },
      {
        title: 'a gap between windows',
        query: UPDATE_CBM,
        variables: () => {
          const input = cbmInput(60, 120, 180);
          input.recency_criteria.at_risk.not_bought = 100;
          return { input };
        },
      },
    ],
  },
  // (added with the merge of main, where social-networks had no case yet)
  updateSocialNetworks: {
    actor: async (env) => env.gerente,
    state: socialState,
    cases: [
      { title: 'an address of another network', query: UPDATE_SOCIAL, variables: () => ({ input: { profiles: [socialProfile({ url: 'https://example.com/x' })] } }) },
      { title: 'the same network twice', query: UPDATE_SOCIAL, variables: () => ({ input: { profiles: [socialProfile({}), socialProfile({})] } }) },
    ],
  },
  // the sign-up site builder (server/modules/hotsite): no slot or version is written
  AddHotsiteSlot: {
    actor: async (env) => env.gerente,
    state: hotsiteState,
    cases: [
      { title: 'a blank name', query: ADD_HOTSITE_SLOT, variables: () => ({ input: { name: '   ' } }) },
      { title: 'an address without letters or digits', query: ADD_HOTSITE_SLOT, variables: () => ({ input: { name: 'Verão', slug: '---' } }) },
      { title: 'the name of the demo slot', query: ADD_HOTSITE_SLOT, variables: () => ({ input: { name: 'Clube Bom Preço' } }) },
    ],
  },
  SetPreviewHotsiteConfiguration: {
    actor: async (env) => env.gerente,
    state: hotsiteState,
    cases: [
      { title: 'settings of the wrong shape', query: SET_HOTSITE_PREVIEW, variables: async (env) => ({ input: { hotsiteSlotId: await bomprecoSlot(env), settings: { assets: 1 } } }) },
      { title: 'an id of no slot', query: SET_HOTSITE_PREVIEW, variables: () => ({ input: { hotsiteSlotId: '00000000-0000-4000-8000-000000000000', settings: {} } }) },
    ],
  },
  SetProductionHotsiteConfiguration: {
    actor: async (env) => env.gerente,
    state: hotsiteState,
    cases: [
      { title: 'a version that does not exist', query: PUBLISH_HOTSITE, variables: async (env) => ({ input: { hotsiteSlotId: await bomprecoSlot(env), version: 999 } }) },
      { title: 'an id of no slot', query: PUBLISH_HOTSITE, variables: () => ({ input: { hotsiteSlotId: 'x' } }) },
    ],
  },
  RestoreHotsiteConfiguration: {
    actor: async (env) => env.gerente,
    state: hotsiteState,
    cases: [
      { title: 'a version that does not exist', query: RESTORE_HOTSITE, variables: async (env) => ({ input: { hotsiteSlotId: await bomprecoSlot(env), version: 999 } }) },
      { title: 'a version of the wrong type', query: RESTORE_HOTSITE, variables: async (env) => ({ input: { hotsiteSlotId: await bomprecoSlot(env), version: 'dois' } }) },
    ],
  },
  // the terms versions (server/modules/terms): no version is written, changed or removed
  saveTermsDraft: {
    actor: async (env) => env.gerente,
    state: termsState,
    cases: [
      { title: 'a blank title', query: SAVE_TERMS, variables: () => ({ input: { title: '  ', text: 'Texto' } }) },
      { title: 'a text too long', query: SAVE_TERMS, variables: () => ({ input: { title: 'Termos', text: long(20_001) } }) },
      { title: 'a published version', query: SAVE_TERMS, variables: async (env) => ({ input: { id: await publishedTerms(env), title: 'Termos', text: 'Texto' } }) },
    ],
  },
  publishTermsVersion: {
    actor: async (env) => env.gerente,
    state: termsState,
    cases: [
      { title: 'a version already published', query: PUBLISH_TERMS, variables: async (env) => ({ input: { id: await publishedTerms(env) } }) },
      { title: 'an empty id', query: PUBLISH_TERMS, variables: () => ({ input: { id: '' } }) },
    ],
  },
  deleteTermsDraft: {
    actor: async (env) => env.gerente,
    state: termsState,
    cases: [
      { title: 'a published version', query: DELETE_TERMS, variables: async (env) => ({ input: { id: await publishedTerms(env) } }) },
      { title: 'an id of no version', query: DELETE_TERMS, variables: () => ({ input: { id: '00000000-0000-4000-8000-000000000000' } }) },
    ],
  },
  // the account-level sign-up configuration (server/modules/hotsite): nothing saved, no module switched
  updateAccountHotsiteConfiguration: {
    actor: async (env) => env.gerente,
    state: accountHotsiteState,
    cases: [
      { title: 'a pixel id with letters', query: UPDATE_ACCOUNT_HOTSITE, variables: (env) => accountHotsiteInput(env, { facebook_pixel_id: 'abc123' }) },
      { title: 'an analytics id of no known format', query: UPDATE_ACCOUNT_HOTSITE, variables: (env) => accountHotsiteInput(env, { google_analytics_id: 'XX-1' }) },
      { title: 'no country', query: UPDATE_ACCOUNT_HOTSITE, variables: (env) => accountHotsiteInput(env, { allowed_countries: [] }) },
      { title: 'a country of no list', query: UPDATE_ACCOUNT_HOTSITE, variables: (env) => accountHotsiteInput(env, { allowed_countries: ['ZZ'] }) },
      { title: 'an unknown module', query: UPDATE_ACCOUNT_HOTSITE, variables: (env) => accountHotsiteInput(env, { modules: [{ module: 'raffle', enabled: false }] }) },
      { title: 'a module switched by an account admin', query: UPDATE_ACCOUNT_HOTSITE, variables: (env) => accountHotsiteInput(env, { modules: [{ module: 'terms_optin', enabled: false }] }) },
    ],
  },
  // consumer care (server/modules/consumer-care): nothing reaches the ledger, the log, the consumers or the outbox
  updateConsumer: {
    actor: async (env) => env.gerente,
    state: consumerCareState,
    cases: [
      { title: 'an id of no consumer', query: UPDATE_CONSUMER, variables: () => ({ input: consumerInput({ id: NO_CONSUMER }) }) },
      { title: 'an empty id', query: UPDATE_CONSUMER, variables: () => ({ input: consumerInput({ id: '' }) }) },
      { title: 'a name of the wrong type', query: UPDATE_CONSUMER, variables: () => ({ input: consumerInput({ name: 42 }) }) },
      { title: 'an unknown field', query: UPDATE_CONSUMER, variables: () => ({ input: consumerInput({ cpf: '52998224725' }) }) },
    ],
  },
  resendSignUpConfirmation: {
    actor: async (env) => env.gerente,
    state: consumerCareState,
    cases: [
      { title: 'an unknown channel', query: 'mutation($id: ID!, $t: SignUpConfirmationChannel!) { resendSignUpConfirmation(userId: $id, type: $t) { customer { id } } }', variables: () => ({ id: NO_CONSUMER, t: 'WHATSAPP' }) },
      { title: 'an id of no consumer', query: 'mutation($id: ID!) { resendSignUpConfirmation(userId: $id, type: EMAIL) { customer { id } } }', variables: () => ({ id: NO_CONSUMER }) },
    ],
  },
  signUpConfirmationManually: {
    actor: async (env) => env.gerente,
    state: consumerCareState,
    cases: [{ title: 'an id of no consumer', query: 'mutation($id: ID!) { signUpConfirmationManually(consumerId: $id) { customer { id } } }', variables: () => ({ id: NO_CONSUMER }) }],
  },
  requestPasswordReset: {
    actor: async (env) => env.gerente,
    state: consumerCareState,
    cases: [{ title: 'an id of no consumer', query: 'mutation($id: ID!) { requestPasswordReset(userId: $id) { customer { id } } }', variables: () => ({ id: NO_CONSUMER }) }],
  },
  changeUserPassword: {
    actor: async (env) => env.gerente,
    state: consumerCareState,
    cases: [
      { title: 'a password shorter than 6', query: CHANGE_CONSUMER_PASSWORD, variables: () => ({ id: NO_CONSUMER, p: '12345' }) },
      { title: 'an id of no consumer', query: CHANGE_CONSUMER_PASSWORD, variables: () => ({ id: NO_CONSUMER, p: 'segredo1' }) },
    ],
  },
  // LGPD requests (server/modules/consumer-privacy): nothing is answered, erased or e-mailed
  acceptUserDeleteDataRequest: {
    actor: async (env) => env.gerente,
    state: deleteRequestsState,
    cases: [
      { title: 'an id of no request', query: ACCEPT_DELETE_REQUEST, variables: () => ({ input: { id: NO_DELETE_REQUEST, reply: 'Feito.', sendEmail: true } }) },
      { title: 'an empty reply', query: ACCEPT_DELETE_REQUEST, variables: () => ({ input: { id: NO_DELETE_REQUEST, reply: '   ', sendEmail: true } }) },
      { title: 'a reply too long', query: ACCEPT_DELETE_REQUEST, variables: () => ({ input: { id: NO_DELETE_REQUEST, reply: 'x'.repeat(2001), sendEmail: false } }) },
      { title: 'sendEmail of the wrong type', query: ACCEPT_DELETE_REQUEST, variables: () => ({ input: { id: NO_DELETE_REQUEST, reply: 'Feito.', sendEmail: 'sim' } }) },
    ],
  },
  declineUserDeleteDataRequest: {
    actor: async (env) => env.gerente,
    state: deleteRequestsState,
    cases: [
      { title: 'an id of no request', query: DECLINE_DELETE_REQUEST, variables: () => ({ input: { id: NO_DELETE_REQUEST, reply: 'Recusado.', sendEmail: true } }) },
      { title: 'an empty reply', query: DECLINE_DELETE_REQUEST, variables: () => ({ input: { id: NO_DELETE_REQUEST, reply: '', sendEmail: false } }) },
      { title: 'a reply with control characters', query: DECLINE_DELETE_REQUEST, variables: () => ({ input: { id: NO_DELETE_REQUEST, reply: 'a\u0000b', sendEmail: false } }) },
    ],
  },
  adjustPoints: {
    actor: async (env) => env.gerente,
    state: consumerCareState,
    cases: [
      { title: 'zero points', query: ADJUST_POINTS, variables: () => ({ id: NO_CONSUMER, a: { amount: 0, reason: 'Teste' } }) },
      { title: 'no reason', query: ADJUST_POINTS, variables: () => ({ id: NO_CONSUMER, a: { amount: 10, reason: '  ' } }) },
      { title: 'a fraction of a point', query: ADJUST_POINTS, variables: () => ({ id: NO_CONSUMER, a: { amount: 1.5, reason: 'Teste' } }) },
      { title: 'more than a million points', query: ADJUST_POINTS, variables: () => ({ id: NO_CONSUMER, a: { amount: 1_000_001, reason: 'Teste' } }) },
      { title: 'an id of no consumer', query: ADJUST_POINTS, variables: () => ({ id: NO_CONSUMER, a: { amount: 10, reason: 'Teste' } }) },
    ],
  },
  createConsumerRegistrationsReport: {
    actor: async (env) => env.gerente,
    state: (env) => countRows(env, 'async_jobs'),
    cases: [
      { title: 'no recipients', query: REGISTRATIONS_REPORT, variables: () => ({ input: { fileFormat: 'CSV', emails: [] } }) },
      { title: 'an impossible date', query: REGISTRATIONS_REPORT, variables: () => ({ input: { fileFormat: 'CSV', emails: ['a@bompreco.com.br'], filter: { start: '2026-02-30' } } }) },
      { title: 'a period ending before it starts', query: REGISTRATIONS_REPORT, variables: () => ({ input: { fileFormat: 'CSV', emails: ['a@bompreco.com.br'], filter: { start: '2026-03-01', end: '2026-02-01' } } }) },
    ],
  },
  upsertPriceRangesAnalytics: {
    actor: async (env) => env.gerente,
    state: (env) => countRows(env, 'price_range_analyses'),
    cases: [
      { title: 'no range_count (spec §5)', query: UPSERT_PRICE_RANGES, variables: priceRangesInput({ range_count: null }) },
      { title: 'too many ranges', query: UPSERT_PRICE_RANGES, variables: priceRangesInput({ range_count: 11 }) },
      { title: 'no products', query: UPSERT_PRICE_RANGES, variables: priceRangesInput({ products: [] }) },
      { title: 'a product not in the catalogue', query: UPSERT_PRICE_RANGES, variables: priceRangesInput({}) },
      { title: 'a reference period after the analysed one', query: UPSERT_PRICE_RANGES, variables: priceRangesInput({ referenceStart: '2026-03-01', referenceEnd: '2026-03-31' }) },
      { title: 'an impossible date', query: UPSERT_PRICE_RANGES, variables: priceRangesInput({ analyzedEnd: '2026-02-30' }) },
      { title: 'an empty name', query: UPSERT_PRICE_RANGES, variables: priceRangesInput({ name: '  ' }) },
    ],
  },
  saveWhatsappFlowDraft: {
    actor: async (env) => env.gerente,
    state: whatsappState,
    cases: [
      { title: 'an empty name', query: SAVE_FLOW, variables: flowInput({ name: '  ' }) },
      { title: 'no trigger value', query: SAVE_FLOW, variables: flowInput({ trigger_values: [] }) },
      { title: 'a button payload with spaces', query: SAVE_FLOW, variables: flowInput({ trigger_type: 'BUTTON', trigger_values: ['sim e não'] }) },
      { title: 'a graph without nodes list', query: SAVE_FLOW, variables: flowInput({ graph: { edges: [] } }) },
      { title: 'a name in use', query: SAVE_FLOW, variables: flowInput({ name: 'falar com atendente' }) },
      { title: 'an id of no flow', query: SAVE_FLOW, variables: flowInput({ id: NO_FLOW }) },
    ],
  },
  publishWhatsappFlow: {
    actor: async (env) => env.gerente,
    state: whatsappState,
    cases: [
      { title: 'an id of no flow', query: PUBLISH_FLOW, variables: () => ({ id: NO_FLOW }) },
      { title: 'an id that is no id', query: PUBLISH_FLOW, variables: () => ({ id: '' }) },
    ],
  },
  deleteWhatsappFlow: {
    actor: async (env) => env.gerente,
    state: whatsappState,
    cases: [{ title: 'an id of no flow', query: DELETE_FLOW, variables: () => ({ id: NO_FLOW }) }],
  },
  simulateWhatsappFlowMessage: {
    actor: async (env) => env.gerente,
    state: whatsappState,
    cases: [
      { title: 'a phone that is no phone', query: SIMULATE_FLOW, variables: () => ({ input: { flowId: NO_FLOW, phone: 'abcdefghij', text: 'oi' } }) },
      { title: 'no text and no button', query: SIMULATE_FLOW, variables: () => ({ input: { flowId: NO_FLOW, phone: '11900000001' } }) },
      { title: 'a flow of no one', query: SIMULATE_FLOW, variables: () => ({ input: { flowId: NO_FLOW, phone: '11900000001', text: 'oi' } }) },
    ],
  },
  answerWhatsappConversation: {
    actor: async (env) => env.gerente,
    state: whatsappState,
    cases: [
      { title: 'an empty answer', query: ANSWER_CONVERSATION, variables: async (env) => ({ id: await demoConversation(env), text: '   ' }) },
      { title: 'an answer too long', query: ANSWER_CONVERSATION, variables: async (env) => ({ id: await demoConversation(env), text: long(1025) }) },
      { title: 'an id of no conversation', query: ANSWER_CONVERSATION, variables: () => ({ id: NO_FLOW, text: 'Olá' }) },
    ],
  },
  closeWhatsappConversation: {
    actor: async (env) => env.gerente,
    state: whatsappState,
    cases: [{ title: 'an id of no conversation', query: CLOSE_CONVERSATION, variables: () => ({ id: NO_FLOW }) }],
  },
  markWhatsappConversationRead: {
    actor: async (env) => env.gerente,
    state: whatsappState,
    cases: [{ title: 'an id of no conversation', query: READ_CONVERSATION, variables: () => ({ id: NO_FLOW }) }],
  },
  upsertMessageTemplate: {
    actor: async (env) => env.gerente,
    state: templatesState,
    cases: [
      { title: 'an unknown variable (spec §5)', query: UPSERT_TEMPLATE, variables: templateInput({ text: 'Oi [apelido]' }) },
      { title: 'the opt-out link in an SMS', query: UPSERT_TEMPLATE, variables: templateInput({ text: 'Sair: [link de optout]' }) },
      { title: 'a name in use', query: UPSERT_TEMPLATE, variables: templateInput({ name: 'aniversário sms' }) },
      { title: 'a second active text of a type and channel', query: UPSERT_TEMPLATE, variables: templateInput({ message_type: 'BIRTHDAY', active: true }) },
      { title: 'an e-mail without subject', query: UPSERT_TEMPLATE, variables: templateInput({ channel: 'EMAIL' }) },
      { title: 'an unknown channel', query: UPSERT_TEMPLATE, variables: templateInput({ channel: 'FAX' }) },
      { title: 'an SMS too long', query: UPSERT_TEMPLATE, variables: templateInput({ text: long(481) }) },
      { title: 'an empty name', query: UPSERT_TEMPLATE, variables: templateInput({ name: '  ' }) },
      { title: 'an id of no template', query: UPSERT_TEMPLATE, variables: templateInput({ id: '00000000-0000-4000-8000-000000000000' }) },
    ],
  },
  deleteMessageTemplate: {
    actor: async (env) => env.gerente,
    state: templatesState,
    cases: [
      { title: 'an id of no template', query: DELETE_TEMPLATE, variables: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
      { title: 'an id that is no id', query: DELETE_TEMPLATE, variables: () => ({ id: '' }) },
    ],
  },
  restoreMessageTemplate: {
    actor: async (env) => env.gerente,
    state: templatesState,
    cases: [
      { title: 'an id of no deleted template', query: RESTORE_TEMPLATE, variables: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
    ],
  },
  upsertDraftOmniCampaign: {
    actor: async (env) => env.gerente,
    state: campaignState,
    cases: [
      { title: 'no title', query: SAVE_CAMPAIGN_DRAFT, variables: campaignData({ title: '  ' }) },
      { title: 'a holdout above 20 %', query: SAVE_CAMPAIGN_DRAFT, variables: campaignData({ holdout_percentage: 21 }) },
      { title: 'a final date before the initial one', query: SAVE_CAMPAIGN_DRAFT, variables: campaignData({ initial_date: '2030-03-10', final_date: '2030-03-01' }) },
      { title: 'a segment of no one', query: SAVE_CAMPAIGN_DRAFT, variables: campaignData({ segments: ['00000000-0000-4000-8000-000000000000'] }) },
      { title: 'an hour that is no hour', query: SAVE_CAMPAIGN_DRAFT, variables: campaignData({ schedule_settings: [{ initial_hour: '25:00', final_hour: '18:00', channels: {} }] }) },
      { title: 'an unknown variable (spec §8)', query: SAVE_CAMPAIGN_DRAFT, variables: campaignData({ schedule_settings: [{ initial_hour: '09:00', final_hour: '18:00', channels: { sms: { active: true, priority: 1, message: { text: 'Oi [apelido]' } } } }] }) },
      { title: 'a weekly limit of zero', query: SAVE_CAMPAIGN_DRAFT, variables: campaignData({ limit_per_consumer: { quantity: 0 } }) },
      { title: 'an id of no campaign', query: SAVE_CAMPAIGN_DRAFT, variables: campaignData({ _id: '00000000-0000-4000-8000-000000000000' }) },
    ],
  },
  sendTestOmniCampaignEmail: {
    actor: async (env) => env.gerente,
    state: testEmailsState,
    cases: [
      { title: 'a message that is no object', query: SEND_TEST_EMAIL, variables: () => ({ message: 'oi' }) },
      { title: 'no subject', query: SEND_TEST_EMAIL, variables: () => ({ message: { email_configuration_type: 'SIMPLE', simple_configuration: { text: 'Oi' } } }) },
      { title: 'an MJML error', query: SEND_TEST_EMAIL, variables: () => ({ message: { subject: 'x', email_configuration_type: 'BUILDER', builder_configuration: { mjml: '<mjml><mj-body><mj-text>x</mj-text></mj-body></mjml>' } } }) },
      { title: 'an image over http', query: SEND_TEST_EMAIL, variables: () => ({ message: { subject: 'x', email_configuration_type: 'HTML', html: '<img src="http://x.com/a.png">' } }) },
    ],
  },
  upsertOmniCampaign: {
    actor: async (env) => env.gerente,
    state: campaignState,
    cases: [
      { title: 'no title', query: SAVE_CAMPAIGN, variables: campaignData({ title: '' }) },
      { title: 'a week day that is no day', query: SAVE_CAMPAIGN, variables: campaignData({ schedule_settings: [{ initial_hour: '09:00', final_hour: '18:00', week_day: [9], channels: {} }] }) },
    ],
  },
  upsertWhatsappTemplate: {
    actor: async (env) => env.gerente,
    state: waTemplatesState,
    cases: [
      { title: 'a name Meta refuses', query: UPSERT_WA_TEMPLATE, variables: waTemplate({ name: 'Ofertas da Semana' }) },
      { title: 'variables out of sequence', query: UPSERT_WA_TEMPLATE, variables: waTemplate({ body: 'Oi {{2}}' }) },
      { title: 'fewer variables than the body uses', query: UPSERT_WA_TEMPLATE, variables: waTemplate({ variables: [] }) },
      { title: 'an unknown category', query: UPSERT_WA_TEMPLATE, variables: waTemplate({ category: 'PROMO' }) },
      { title: 'four buttons', query: UPSERT_WA_TEMPLATE, variables: waTemplate({ buttons: [{ text: 'a' }, { text: 'b' }, { text: 'c' }, { text: 'd' }] }) },
      { title: 'a text header without text', query: UPSERT_WA_TEMPLATE, variables: waTemplate({ header_type: 'TEXT' }) },
      { title: 'an id of no template', query: UPSERT_WA_TEMPLATE, variables: waTemplate({ _id: '00000000-0000-4000-8000-000000000000' }) },
    ],
  },
  submitWhatsappTemplate: {
    actor: async (env) => env.gerente,
    state: waTemplatesState,
    cases: [
      { title: 'an id of no template', query: SUBMIT_WA_TEMPLATE, variables: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
      { title: 'an id that is no id', query: SUBMIT_WA_TEMPLATE, variables: () => ({ id: '' }) },
    ],
  },
  deleteWhatsappTemplate: {
    actor: async (env) => env.gerente,
    state: waTemplatesState,
    cases: [
      { title: 'an id of no template', query: DELETE_WA_TEMPLATE, variables: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
      { title: 'an id that is no id', query: DELETE_WA_TEMPLATE, variables: () => ({ id: '' }) },
    ],
  },
  upsertDraftBenefit: {
    actor: async (env) => env.gerente,
    state: benefitsState,
    cases: [
      { title: 'no title', query: SAVE_BENEFIT_DRAFT, variables: benefitInput({ title: '  ' }) },
      { title: 'a percentage above 100', query: SAVE_BENEFIT_DRAFT, variables: benefitInput({ value: 150 }) },
      { title: 'a code with ambiguous characters', query: SAVE_BENEFIT_DRAFT, variables: benefitInput({ code: 'NATAL10' }) },
      { title: 'a validity that ends before it starts', query: SAVE_BENEFIT_DRAFT, variables: benefitInput({ expiresAt: '2030-02-01' }) },
      { title: 'a date that is no date', query: SAVE_BENEFIT_DRAFT, variables: benefitInput({ startDate: '2030-13-45' }) },
      { title: 'a segment of no one', query: SAVE_BENEFIT_DRAFT, variables: benefitInput({ segments: ['00000000-0000-4000-8000-000000000000'] }) },
      { title: 'a product group of no one', query: SAVE_BENEFIT_DRAFT, variables: benefitInput({ productsGroups: ['00000000-0000-4000-8000-000000000000'] }) },
      { title: 'a negative minimum', query: SAVE_BENEFIT_DRAFT, variables: benefitInput({ minimumValue: -1 }) },
    ],
  },
  upsertBenefit: {
    actor: async (env) => env.gerente,
    state: benefitsState,
    cases: [
      { title: 'no title', query: SAVE_BENEFIT, variables: benefitInput({ title: '' }) },
      { title: 'a per-consumer limit of zero', query: SAVE_BENEFIT, variables: benefitInput({ limitUse: 0 }) },
      { title: 'an hour that is no hour', query: SAVE_BENEFIT, variables: benefitInput({ sendStartHour: '25:00' }) },
    ],
  },
  unscheduleBenefit: benefitIdMutation('unscheduleBenefit'),
  restoreBenefit: benefitIdMutation('restoreBenefit'),
  cloneBenefit: benefitIdMutation('cloneBenefit'),
  finishActiveBenefit: benefitIdMutation('finishActiveBenefit'),
  deleteBenefit: {
    actor: async (env) => env.gerente,
    state: benefitsState,
    cases: [{ title: 'an id of no coupon', query: 'mutation($id: ID!) { deleteBenefit(input: { id: $id }) { deletedId } }', variables: () => ({ id: '00000000-0000-4000-8000-000000000000' }) }],
  },
  createBenefitMovementHistoryReport: {
    actor: async (env) => env.gerente,
    state: benefitsState,
    cases: [
      { title: 'a coupon of no one', query: BENEFIT_REPORT, variables: () => ({ input: { benefitId: '00000000-0000-4000-8000-000000000000', fileFormat: 'CSV', emails: ['a@b.com.br'] } }) },
      { title: 'no recipient', query: BENEFIT_REPORT, variables: () => ({ input: { benefitId: '00000000-0000-4000-8000-000000000000', fileFormat: 'CSV', emails: [] } }) },
    ],
  },
  activateOmniCampaign: campaignIdMutation('activateOmniCampaign'),
  cloneOmniCampaign: campaignIdMutation('cloneOmniCampaign'),
  deleteOmniCampaign: campaignIdMutation('deleteOmniCampaign'),
  unscheduleOmniCampaign: campaignIdMutation('unscheduleOmniCampaign'),
  cancelOmniCampaign: campaignIdMutation('cancelOmniCampaign'),
  cancelOmniCampaignDispatches: campaignIdMutation('cancelOmniCampaignDispatches'),
  finishOmniCampaign: campaignIdMutation('finishOmniCampaign'),
  purchaseCampaignCredits: {
    actor: platformAdmin,
    state: creditsState,
    cases: [
      { title: 'no credits', query: PURCHASE_CREDITS, variables: () => ({ channel: 'sms', credits: 0 }) },
      { title: 'negative credits', query: PURCHASE_CREDITS, variables: () => ({ channel: 'sms', credits: -5 }) },
      { title: 'a channel that does not exist', query: PURCHASE_CREDITS, variables: () => ({ channel: 'fax', credits: 5 }) },
      { title: 'a note that is too long', query: PURCHASE_CREDITS, variables: () => ({ channel: 'sms', credits: 5, note: long(400) }) },
    ],
  },
  updateCampaignChannelSettings: {
    actor: platformAdmin,
    state: creditsState,
    cases: [
      { title: 'a negative price', query: CHANNEL_SETTINGS, variables: () => ({ input: { channel: 'sms', price_cents: -1 } }) },
      { title: 'a rate of zero', query: CHANNEL_SETTINGS, variables: () => ({ input: { channel: 'sms', rate_per_second: 0 } }) },
      { title: 'a provider we do not speak', query: CHANNEL_SETTINGS, variables: () => ({ input: { channel: 'sms', provider: { provider: 'outro', url: 'http://x.example', token: 't' } } }) },
      { title: 'a WhatsApp phone-number id that is no id', query: CHANNEL_SETTINGS, variables: () => ({ input: { channel: 'whatsapp', provider: { phone_number_id: 'abc', business_account_id: '1', token: 't', app_secret: 's', verify_token: 'v' } } }) },
      { title: 'a WhatsApp sender without DDI', query: CHANNEL_SETTINGS, variables: () => ({ input: { channel: 'whatsapp', provider: { phone_number_id: '1', business_account_id: '1', token: 't', app_secret: 's', verify_token: 'v', senders: [{ name: 'Loja', number: '999' }] } } }) },
      { title: 'a WhatsApp configuration without its app secret', query: CHANNEL_SETTINGS, variables: () => ({ input: { channel: 'whatsapp', provider: { phone_number_id: '1', business_account_id: '1', token: 't', verify_token: 'v' } } }) },
    ],
  },
  generateCampaignPushVapidKeys: {
    actor: platformAdmin,
    state: creditsState,
    cases: [
      { title: 'a subject that is neither mailto: nor https', query: VAPID_KEYS, variables: () => ({ subject: 'http://bompreco.com.br' }) },
      { title: 'a blank subject', query: VAPID_KEYS, variables: () => ({ subject: '' }) },
      { title: 'no subject', query: 'mutation { generateCampaignPushVapidKeys { configured } }' },
    ],
  },
  deletePriceRangesAnalytics: {
    actor: async (env) => env.gerente,
    state: (env) => countRows(env, 'price_range_analyses'),
    cases: [
      { title: 'an id of no analysis', query: DELETE_PRICE_RANGES, variables: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
      { title: 'an id that is no id', query: DELETE_PRICE_RANGES, variables: () => ({ id: '' }) },
    ],
  },
  createSegment: {
    actor: async (env) => env.gerente,
    state: segmentsState,
    cases: [
      { title: 'an empty name', query: CREATE_SEGMENT, variables: () => ({ input: segmentInput({ name: '  ' }) }) },
      { title: 'an unknown criterion', query: CREATE_SEGMENT, variables: () => ({ input: segmentInput({ definition: { groups: [{ operator: 'AND', criteria: [{ key: 'x' }] }], operator: 'OR' } }) }) },
      { title: 'a window ending before it starts', query: CREATE_SEGMENT, variables: () => ({ input: segmentInput({ definition: { groups: [{ operator: 'AND', criteria: [{ key: 'registered_between', from: '2026-02-01', to: '2026-01-01' }] }], operator: 'OR' } }) }) },
      { title: 'a tag colour that is no colour', query: CREATE_SEGMENT, variables: () => ({ input: segmentInput({ tags: [{ name: 'vip', color: 'azul' }] }) }) },
    ],
  },
  updateSegment: {
    actor: async (env) => env.gerente,
    state: segmentsState,
    cases: [
      { title: 'an id of no segment', query: UPDATE_SEGMENT, variables: () => ({ id: '00000000-0000-4000-8000-000000000000', input: segmentInput() }) },
      { title: 'a definition without operator', query: UPDATE_SEGMENT, variables: async (env) => ({ id: await bomprecoSegment(env), input: segmentInput({ definition: { groups: [] } }) }) },
    ],
  },
  deleteSegment: {
    actor: async (env) => env.gerente,
    state: segmentsState,
    cases: [{ title: 'an id of no segment', query: DELETE_SEGMENT, variables: () => ({ id: '00000000-0000-4000-8000-000000000000' }) }],
  },
  cloneSegment: {
    actor: async (env) => env.gerente,
    state: segmentsState,
    cases: [
      { title: 'an id of no segment', query: CLONE_SEGMENT, variables: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
      { title: 'a name too long', query: CLONE_SEGMENT, variables: async (env) => ({ id: await bomprecoSegment(env), name: long(200) }) },
    ],
  },
  refreshSegments: {
    actor: async (env) => env.gerente,
    state: segmentsState,
    cases: [
      { title: 'no segment', query: REFRESH_SEGMENTS, variables: () => ({ ids: [] }) },
      { title: 'an id of no segment', query: REFRESH_SEGMENTS, variables: () => ({ ids: ['00000000-0000-4000-8000-000000000000'] }) },
    ],
  },
  exportSegment: {
    actor: async (env) => env.gerente,
    state: (env) => countRows(env, 'async_jobs'),
    cases: [
      { title: 'no recipient', query: EXPORT_SEGMENT, variables: async (env) => ({ input: { segmentId: await bomprecoSegment(env), kind: 'CLIENTS', fileFormat: 'CSV', emails: [] } }) },
      { title: 'an id of no segment', query: EXPORT_SEGMENT, variables: () => ({ input: { segmentId: '00000000-0000-4000-8000-000000000000', kind: 'CLIENTS', fileFormat: 'CSV', emails: ['a@b.com.br'] } }) },
    ],
  },
  updateUnitTelesales: {
    actor: async (env) => env.gerente,
    state: adminSettingsState,
    cases: [
      { title: 'a negative delivery fee', query: SAVE_TELESALES, variables: telesalesInput({ delivery_fee_cents: -1 }) },
      { title: 'hours that end before they start', query: SAVE_TELESALES, variables: telesalesInput({ service_hours: { monday: { start: '18:00', finish: '08:00' } } }) },
      { title: 'a phone without DDD', query: SAVE_TELESALES, variables: telesalesInput({ order_phone: '33334444' }) },
      { title: 'a store taking orders without delivery or pickup', query: SAVE_TELESALES, variables: telesalesInput({ delivery: false, pickup: false }) },
      { title: 'a payment method that does not exist', query: SAVE_TELESALES, variables: telesalesInput({ payment_methods: ['FIADO'] }) },
      { title: 'an id of no store', query: SAVE_TELESALES, variables: telesalesInput({ unitId: 'VW5pdDow' }) },
    ],
  },
  updateAccountModules: {
    actor: platformAdmin,
    state: adminSettingsState,
    cases: [
      { title: 'no module', query: SWITCH_MODULES, variables: () => ({ input: { modules: [] } }) },
      { title: 'a module that does not exist', query: SWITCH_MODULES, variables: () => ({ input: { modules: [{ module: 'teleporte', on: true }] } }) },
      { title: 'a module this area does not manage', query: SWITCH_MODULES, variables: () => ({ input: { modules: [{ module: 'industry', on: false }] } }) },
      { title: 'a switch of the wrong type', query: SWITCH_MODULES, variables: () => ({ input: { modules: [{ module: 'raffle', on: 'não' }] } }) },
    ],
  },
  updateAppSettings: {
    actor: async (env) => env.gerente,
    state: adminSettingsState,
    cases: [
      { title: 'an empty app name', query: SAVE_APP_SETTINGS, variables: appSettingsInput({ app_name: '' }) },
      { title: 'an App Store link of another site', query: SAVE_APP_SETTINGS, variables: appSettingsInput({ app_store_url: 'https://exemplo.com/app' }) },
      { title: 'a bundle id that is no reverse domain', query: SAVE_APP_SETTINGS, variables: appSettingsInput({ ios_bundle_id: 'clube' }) },
      { title: 'a colour that is no colour', query: SAVE_APP_SETTINGS, variables: appSettingsInput({ primary_color: 'azul' }) },
      { title: 'colours without contrast', query: SAVE_APP_SETTINGS, variables: appSettingsInput({ on_primary_color: '#3366FF' }) },
      { title: 'a version that is no version', query: SAVE_APP_SETTINGS, variables: appSettingsInput({ minimum_version: '2.x' }) },
    ],
  },
  updateAdminUnit: {
    actor: async (env) => env.gerente,
    state: adminSettingsState,
    cases: [
      { title: 'an empty ERP code', query: UPDATE_ADMIN_UNIT, variables: (env) => ({ input: { id: env.unitId, id_erp: '' } }) },
      { title: 'an ERP code with spaces', query: UPDATE_ADMIN_UNIT, variables: (env) => ({ input: { id: env.unitId, id_erp: 'loja 1' } }) },
      { title: 'an e-commerce partner without its code', query: UPDATE_ADMIN_UNIT, variables: (env) => ({ input: { id: env.unitId, ecommerce_partner: { partner_type: 'IFOOD', partner_unit_id: '' } } }) },
      { title: 'an id of no store', query: UPDATE_ADMIN_UNIT, variables: () => ({ input: { id: 'VW5pdDow', active: false } }) },
    ],
  },
  setUnitsActive: {
    actor: async (env) => env.gerente,
    state: adminSettingsState,
    cases: [
      { title: 'no store', query: SET_UNITS_ACTIVE, variables: () => ({ input: { units: [], switch: 'CLUB', active: false } }) },
      { title: 'a switch that does not exist', query: SET_UNITS_ACTIVE, variables: (env) => ({ input: { units: [env.unitId], switch: 'SITE', active: false } }) },
      { title: 'an id of no store', query: SET_UNITS_ACTIVE, variables: () => ({ input: { units: ['VW5pdDow'], switch: 'CLUB', active: false } }) },
    ],
  },
  undoUnitsActiveChange: {
    actor: async (env) => env.gerente,
    state: adminSettingsState,
    cases: [
      { title: 'a change id that is no id', query: UNDO_UNITS_ACTIVE, variables: () => ({ input: { changeId: 'x' } }) },
      { title: 'a change that never happened', query: UNDO_UNITS_ACTIVE, variables: () => ({ input: { changeId: '00000000-0000-4000-8000-000000000000' } }) },
    ],
  },
  createAdminUnitsReport: {
    actor: async (env) => env.gerente,
    state: adminSettingsState,
    cases: [
      { title: 'no recipient', query: ADMIN_UNITS_REPORT, variables: () => ({ input: { fileFormat: 'CSV', emails: [] } }) },
      { title: 'a format that does not exist', query: ADMIN_UNITS_REPORT, variables: () => ({ input: { fileFormat: 'PDF', emails: ['a@b.com.br'] } }) },
      { title: 'a sort that does not exist', query: ADMIN_UNITS_REPORT, variables: () => ({ input: { sort: 'CNPJ', fileFormat: 'CSV', emails: ['a@b.com.br'] } }) },
    ],
  },
};

const ROWS = Object.entries(CASES).flatMap(([mutation, def]) => def.cases.map((c) => [mutation, c.title, c] as const));

describe('input validation: malformed input gets a clear pt-BR error and changes nothing', () => {
  let env: Env;

  beforeAll(async () => {
    const server = await startTestServer();
    const gerente = await signedIn(server, 'gerente@bompreco.com.br');
    const unit = (await gerente.gql('{ units(first: 1) { edges { node { id } } } }')).data!.units.edges[0].node.id;
    const users = (await gerente.gql('{ users(search: "analista") { edges { node { id } } } }')).data!.users.edges;
    const franqueado = await signedIn(server, 'franqueado@maisfeira.com.br');
    const maisFeiraId = (await franqueado.gql('{ account { id } }')).data!.account.id;
    const franqueador = await signedIn(server, 'franqueador@redemais.com.br');
    const redeMaisId = (await franqueador.gql('{ account { id } }')).data!.account.id;
    env = { server, gerente, franqueado, unitId: unit, userId: users[0].node.id, maisFeiraId, redeMaisId };
  });
  afterAll(() => env.server.close());

  describe('GraphQL mutations', () => {
    it('has malformed cases for every mutation of the schema', () => {
      expect(Object.keys(CASES).sort()).toEqual([...MUTATIONS].sort());
      for (const name of MUTATIONS) expect(CASES[name].cases.length).toBeGreaterThan(0);
    });

    it.each(ROWS)('%s: refuses %s in pt-BR and changes nothing', async (mutation, _title, testCase) => {
      const def = CASES[mutation];
      const actor = await def.actor(env);
      const before = await def.state(env, actor);
      expect(before).toBeDefined();
      const variables = testCase.variables ? await testCase.variables(env, actor) : undefined;
      const result = await actor.gql(testCase.query, variables);
      expectRefused(result, mutation);
      expect(await def.state(env, actor)).toEqual(before);
    });

    it('names the field and the reason in the messages staff read', async () => {
      const messages = async (query: string, variables: Record<string, unknown>) => (await env.gerente.gql(query, variables)).errors?.map((e) => e.message);
      expect(await messages(UPDATE_UNIT, unitInput({ office_hours: { monday: { start: '25:00', finish: '26:00' } } })(env))).toEqual([
        'Campo "input.office_hours.monday.start": deve ser um horário válido (HH:mm).',
      ]);
      expect(await messages(UPDATE_UNIT, unitInput({ office_hours: { monday: { start: '22:00', finish: '07:00' } } })(env))).toEqual([
        'Campo "input.office_hours.monday": o horário de início deve ser anterior ao de término.',
      ]);
      expect(await messages(UPDATE_UNIT, unitInput({ contact: { email: 'x' } })(env))).toEqual(['Campo "input.contact.email": deve ser um e-mail válido.']);
      expect(await messages(UPDATE_UNIT, unitInput({ cnpj: '12.345.678/0001-00' })(env))).toEqual(['Campo "input.cnpj": deve ser um CNPJ válido.']);
      expect(await messages(UPDATE_UNIT, unitInput({ address_components: { postal_code: '4181000' } })(env))).toEqual(['Campo "input.address_components.postal_code": deve ser um CEP válido (00000-000).']);
      expect(await messages(UPDATE_UNIT, unitInput({ contact: { email: 'nao-e-um-email' } })(env))).toEqual(['Campo "input.contact.email": deve ser um e-mail válido.']);
      expect(await messages(UPDATE_UNIT, unitInput({ name: '   ' })(env))).toEqual(['Campo "input.name": não pode ficar vazio.']);
      expect(await messages(UPDATE_UNIT, { input: { name: 'x' } })).toEqual(['Campo "id": campo obrigatório.']);
      expect(await messages(UPDATE_UNIT, unitInput({ apelido: 'x' })(env))).toEqual(['Campo "apelido": não é um campo aceito.']);
      expect(await messages(UPDATE_USER, userInput({ pages: ['Empresa!'] })(env))).toEqual(['Campo "input.pages.0": permissão inválida: Empresa!.']);
    });

    it('does not spend a real auth code on a refused exchange', async () => {
      const client = new TestClient(env.server.url);
      const code = await issueAuthCode(env, 'analista@bompreco.com.br');
      const refused = await client.gql('mutation($c: String!) { loginWithAuthCode(authCode: $c, remember: true) { cbmFlag } }', { c: code });
      expectRefused(refused, 'loginWithAuthCode');
      const accepted = await client.gql(LOGIN_WITH_AUTH_CODE, { c: code });
      expect(accepted.errors).toBeUndefined();
      expect(accepted.data?.loginWithAuthCode.user.id).toEqual(expect.any(String));
    });
  });

  describe('GraphQL requests that are malformed as a whole', () => {
    const post = async (body: string) => {
      const response = await env.gerente.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body });
      return { status: response.status, json: (await response.json()) as GraphQLResult };
    };

    it('answers a query with a syntax error in pt-BR', async () => {
      const { json } = await post(JSON.stringify({ query: 'mutation { updateUnit(' }));
      expect(json.errors?.map((e) => e.message)).toEqual(['Consulta malformada.']);
    });

    it('answers a request without a query in pt-BR', async () => {
      const { json } = await post('{}');
      expect(json.errors?.map((e) => e.message)).toEqual(['Consulta ausente.']);
    });

    it('answers a body that is not JSON with 400 in pt-BR', async () => {
      const { status, json } = await post('{"query": "mutation { logout { ok } }"');
      expect(status).toBe(400);
      expect(json.errors).toHaveLength(1);
      expectPtBr(json.errors![0].message);
    });

    it('answers variables that are not an object with 400 in pt-BR', async () => {
      const { status, json } = await post(JSON.stringify({ query: UPDATE_UNIT, variables: 'input' }));
      expect(status).toBe(400);
      expectPtBr(json.errors![0].message);
    });
  });

  describe('REST bodies', () => {
    async function unitSnapshot() {
      const { status, body } = await env.gerente.rest('GET', `/api/units/${env.unitId}`);
      expect(status).toBe(200);
      return body;
    }
    async function userSnapshot() {
      const { status, body } = await env.gerente.rest('GET', `/api/users/${env.userId}`);
      expect(status).toBe(200);
      return body;
    }
    function expectInvalidInput(result: { status: number; body: any }) {
      expect(result.status).toBe(400);
      expect(result.body.error).toBe('invalid_input');
      expectPtBr(result.body.message);
    }

    const LOGIN_CASES: [string, string][] = [
      ['malformed JSON', '{"email": "gerente@bompreco.com.br", "password": '],
      ['a missing password', JSON.stringify({ email: 'gerente@bompreco.com.br' })],
      ['an empty password', JSON.stringify({ email: 'gerente@bompreco.com.br', password: '' })],
      ['an invalid e-mail', JSON.stringify({ email: 'gerente-bompreco', password: DEMO_PASSWORD })],
      ['an e-mail of the wrong type', JSON.stringify({ email: 42, password: DEMO_PASSWORD })],
      ['an array body', JSON.stringify([{ email: 'gerente@bompreco.com.br', password: DEMO_PASSWORD }])],
      ['a string body', JSON.stringify('gerente@bompreco.com.br')],
      ['a null body', 'null'],
      ['an empty body', ''],
      ['an unknown field', JSON.stringify({ email: 'gerente@bompreco.com.br', password: DEMO_PASSWORD, remember: true })],
      ['an e-mail with a NUL character', JSON.stringify({ email: 'gerente\u0000@bompreco.com.br', password: DEMO_PASSWORD })],
    ];

    it.each(LOGIN_CASES)('POST /api/auth/login refuses %s with 400 in pt-BR and records no failed attempt', async (_title, body) => {
      const failures = await countRows(env, 'login_failures');
      const codes = await countRows(env, 'auth_codes');
      const result = await new TestClient(env.server.url).rest('POST', '/api/auth/login', body);
      expectInvalidInput(result);
      expect(result.body.auth_code).toBeUndefined();
      expect(await countRows(env, 'login_failures')).toBe(failures);
      expect(await countRows(env, 'auth_codes')).toBe(codes);
    });

    it('names the field of a bad login body', async () => {
      const client = new TestClient(env.server.url);
      expect((await client.rest('POST', '/api/auth/login', { email: 'gerente@bompreco.com.br' })).body).toEqual({
        error: 'invalid_input',
        message: 'Campo "password": campo obrigatório.',
        field: 'password',
      });
      expect((await client.rest('POST', '/api/auth/login', '{')).body).toEqual({
        error: 'invalid_input',
        message: 'Corpo da requisição inválido: o JSON está malformado.',
      });
    });

    const UNIT_BODIES: [string, string][] = [
      ['an array body', JSON.stringify([{ name: 'Nova' }])],
      ['a string body', JSON.stringify('Nova')],
      ['a null body', 'null'],
      ['a number body', '42'],
      ['an empty body', ''],
      ['malformed JSON', '{"name": "Nova"'],
      ['a name of the wrong type', JSON.stringify({ name: 123 })],
      ['an empty name', JSON.stringify({ name: '' })],
      ['a name that is too long', JSON.stringify({ name: long(121) })],
      ['a non-boolean active', JSON.stringify({ active: 'true' })],
      ['an unknown field', JSON.stringify({ name: 'Nova', cnpj: '00000000000000' })],
      ['office hours that are a string', JSON.stringify({ office_hours: 'das 8 às 18' })],
      ['an opening time of 25:00', JSON.stringify({ office_hours: { monday: { start: '25:00', finish: '26:00' } } })],
      ['an opening after the closing', JSON.stringify({ office_hours: { monday: { start: '18:00', finish: '08:00' } } })],
      ['a bad contact e-mail', JSON.stringify({ contact: { email: 'loja@' } })],
      ['a name with a NUL character', JSON.stringify({ name: 'Loja\u0000' })],
    ];

    it.each(UNIT_BODIES)('PUT /api/units/:id refuses %s with 400 in pt-BR and changes nothing', async (_title, body) => {
      const before = await unitSnapshot();
      expectInvalidInput(await env.gerente.rest('PUT', `/api/units/${env.unitId}`, body));
      expect(await unitSnapshot()).toEqual(before);
    });

    const USER_BODIES: [string, string][] = [
      ['an array body', JSON.stringify([{ name: 'Novo' }])],
      ['a string body', JSON.stringify('Novo')],
      ['a null body', 'null'],
      ['an empty body', ''],
      ['malformed JSON', '{"name": '],
      ['a name of the wrong type', JSON.stringify({ name: ['Novo'] })],
      ['an empty name', JSON.stringify({ name: '' })],
      ['a non-boolean PII flag', JSON.stringify({ has_pii_access: 'sim' })],
      ['pages that are not a list', JSON.stringify({ pages: 'empresa' })],
      ['a bad permission string', JSON.stringify({ pages: ['empresa', 'Empresa Faturamento!'] })],
      ['an unknown field', JSON.stringify({ email: 'outro@bompreco.com.br' })],
      ['an admin flag (not editable)', JSON.stringify({ admin: true })],
    ];

    it.each(USER_BODIES)('PUT /api/users/:id refuses %s with 400 in pt-BR and changes nothing', async (_title, body) => {
      const before = await userSnapshot();
      expectInvalidInput(await env.gerente.rest('PUT', `/api/users/${env.userId}`, body));
      expect(await userSnapshot()).toEqual(before);
    });

    it('accepts a well-formed body (the refusals above are not refusing everything)', async () => {
      const before = await unitSnapshot();
      const result = await env.gerente.rest('PUT', `/api/units/${env.unitId}`, { name: `${before.name} `, office_hours: { monday: { start: '08:00', finish: '20:00' } } });
      expect(result.status).toBe(200);
      expect(result.body.name).toBe(before.name);
      expect(result.body.office_hours.monday).toEqual({ start: '08:00', finish: '20:00' });
    });

    it('refuses a body over 1 MB with 413 in pt-BR and changes nothing', async () => {
      const before = await unitSnapshot();
      const huge = JSON.stringify({ name: 'Nova', contact: { email: `${'a'.repeat(1_100_000)}@x.com.br` } });
      const result = await env.gerente.rest('PUT', `/api/units/${env.unitId}`, huge);
      expect(result.status).toBe(413);
      expect(result.body).toEqual({ error: 'payload_too_large', message: 'O corpo da requisição é grande demais.' });
      expect(await unitSnapshot()).toEqual(before);
      const login = await new TestClient(env.server.url).rest('POST', '/api/auth/login', JSON.stringify({ email: 'gerente@bompreco.com.br', password: huge }));
      expect(login.status).toBe(413);
    });

    it('answers a search with a NUL character with a pt-BR input error, not a 500', async () => {
      const rest = await env.gerente.rest('GET', `/api/units?search=${encodeURIComponent('Barra\u0000')}`);
      expect(rest.status).not.toBe(500);
      const gql = await env.gerente.gql('query($s: String) { units(search: $s) { totalCount } }', { s: 'Barra\u0000' });
      for (const error of gql.errors ?? []) expectPtBr(error.message);
    });

    it('answers an out-of-range page cursor with a pt-BR input error, not a 500', async () => {
      const cursor = Buffer.from('pos:100000000000000000000').toString('base64url');
      const result = await env.gerente.rest('GET', `/api/units?after=${cursor}`);
      expect(result.status).not.toBe(500);
      if (result.status === 400) expectPtBr(result.body.message);
      else expect(result.body.units).toEqual([]);
    });
  });

  describe('page sizes', () => {
    it.each(['units', 'users'])('refuses a negative first on %s (GraphQL and REST) in pt-BR', async (list) => {
      const answer = await env.gerente.gql(`{ ${list}(first: -1) { edges { node { id } } } }`);
      expect(answer.errors?.[0].message).toBe('O tamanho da página (first) não pode ser negativo.');
      expect(answer.errors?.[0].extensions?.field).toBe('first');
      const { status, body } = await env.gerente.rest('GET', `/api/${list}?first=-5`);
      expect(status).toBe(400);
      expect(body.field).toBe('first');
    });
  });
});

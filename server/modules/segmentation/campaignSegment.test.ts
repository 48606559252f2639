import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../testing/harness';
import { loadSalesFixture, oneLineSale } from '../../testing/salesFixture';
import { DEMO_CAMPAIGNS, freezeSegmentForCampaign } from './index';

const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;
const OTHER_ACCOUNT = DEMO_ACCOUNT_IDS['rede-mais'];
const ANA = '52998224725';
const BIA = '11144477735';
const CAIO = '39053344705';
const DUDA = '86288366757';

const consumers = [
  { document_no: ANA, person_type: 'F', name: 'Ana Lima', gender: 'F', created_at: '2024-01-10T09:00:00-03:00', unit_id_erp: '1', email: 'ana@exemplo.com.br', address: { city_name: 'Salvador' } },
  { document_no: BIA, person_type: 'F', name: 'Bia Souza', gender: 'F', created_at: '2024-01-10T09:00:00-03:00', unit_id_erp: '1', address: { city_name: 'Salvador' } },
  { document_no: CAIO, person_type: 'F', name: 'Caio Reis', gender: 'M', created_at: '2024-01-10T09:00:00-03:00', unit_id_erp: '2', address: { city_name: 'Camaçari' } },
];
const sales = [oneLineSale('A1', '1', ANA, '2026-03-20T10:00:00-03:00', 100), oneLineSale('C1', '2', CAIO, '2025-11-10T10:00:00-03:00', 70)];
const WOMEN = { groups: [{ operator: 'AND', criteria: [{ key: 'gender', values: ['F'] }] }], operator: 'OR' };
const EVERYONE_IN = (cities: string[]) => ({ groups: [{ operator: 'AND', criteria: [{ key: 'city', values: cities }] }], operator: 'OR' });

const CAMPAIGN_QUERY = `query($c: String!, $s: ID!, $first: Int, $after: String) {
  campaignSegment(campaignId: $c, segmentId: $s) {
    campaignId campaignName clients_qty_at_campaign frozen_at changed
    segment { version campaigns { campaignId campaignName } }
    version { version name description fixed definition created_at tags { name color } }
    members(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { name document masked address { city_name } } } }
  }
}`;

describe('a segment as a campaign used it (freezeSegmentForCampaign, campaignSegment)', () => {
  let server: TestServer;
  let gerente: TestClient;
  let noPii: TestClient;
  let other: TestClient;
  const services = () => server.services;

  beforeAll(async () => {
    server = await startTestServer();
    await loadSalesFixture(server, ACCOUNT, { consumers, sales });
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
    other = await signedIn(server, 'franqueador@redemais.com.br');
    await server.stores.pg.query(`update users set has_pii_access = false, has_pii_download_data_permission = false where email = 'multi@bompreco.com.br'`);
    noPii = await signedIn(server, 'multi@bompreco.com.br');
  });
  afterAll(() => server.close());

  const addConsumer = async (document_no: string, city: string) => {
    await loadSalesFixture(server, ACCOUNT, {
      consumers: [{ document_no, person_type: 'F', name: 'Duda Prado', gender: 'F', created_at: '2024-01-10T09:00:00-03:00', unit_id_erp: '1', address: { city_name: city } }],
      sales: [],
    });
  };

  it('freezes a dynamic segment: the version, the size and the members at that moment stay after edits and new consumers', async () => {
    const created = await gerente.rest('POST', '/api/segmentation/segments', { name: 'Mulheres', description: 'v1', fixed: false, definition: WOMEN, tags: [{ name: 'Mães', color: '#ff0000' }] });
    const id = created.body._id as string;
    const use = await freezeSegmentForCampaign(services(), ACCOUNT, 'camp-dyn', 'Dia das Mães', id);
    expect(use).toMatchObject({ segment_version: 1, clients_qty_at_campaign: 2, campaign_name: 'Dia das Mães' });
    expect(use.frozen_at).not.toBeNull();
    const stored = await server.stores.pg.query<{ document_no: string }>(`select document_no from segment_campaign_members where campaign_id = 'camp-dyn' order by 1`);
    expect(stored.map((row) => row.document_no)).toEqual([ANA, BIA].sort());

    // later: the segment is saved again (men only) and a new woman registers
    await gerente.rest('PUT', `/api/segmentation/segments/${id}`, { name: 'Homens', description: 'v2', fixed: false, tags: [{ name: 'Pais', color: '#0000ff' }], definition: { groups: [{ operator: 'AND', criteria: [{ key: 'gender', values: ['M'] }] }], operator: 'OR' } });
    await addConsumer(DUDA, 'Salvador');
    const answer = (await gerente.gql(CAMPAIGN_QUERY, { c: 'camp-dyn', s: id })).data?.campaignSegment;
    expect(answer).toMatchObject({
      campaignId: 'camp-dyn',
      campaignName: 'Dia das Mães',
      clients_qty_at_campaign: 2,
      changed: true,
      segment: { version: 2, campaigns: [{ campaignId: 'camp-dyn', campaignName: 'Dia das Mães' }] },
      version: { version: 1, name: 'Mulheres', description: 'v1', fixed: false, definition: WOMEN, tags: [{ name: 'Mães', color: '#ff0000' }] },
      members: { totalCount: 2 },
    });
    expect(answer.members.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual(['Ana Lima', 'Bia Souza']);
    expect(answer.members.edges[0].node).toMatchObject({ document: '529.982.247-25', masked: false, address: { city_name: 'Salvador' } });
  });

  it('answers the same over REST: GET /segments/{id}/campaigns/{campaignId}, 404 for another account or campaign', async () => {
    const created = await gerente.rest('POST', '/api/segmentation/segments', { name: 'REST', fixed: false, definition: EVERYONE_IN(['Salvador']) });
    const id = created.body._id as string;
    await freezeSegmentForCampaign(services(), ACCOUNT, 'camp-rest', 'REST', id);
    const answer = await noPii.rest('GET', `/api/segmentation/segments/${id}/campaigns/camp-rest?page_size=1`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ campaign_id: 'camp-rest', campaign_name: 'REST', changed: false, current_version: 1, clients_qty_at_campaign: 3, version: { version: 1, name: 'REST' } });
    expect(answer.body.members).toMatchObject({ page: 1, page_size: 1, records: 3, rows: [{ name: 'Ana Lima', document: '***.982.247-**', city: 'Salvador', masked: true }] });
    expect((await other.rest('GET', `/api/segmentation/segments/${id}/campaigns/camp-rest`)).status).toBe(404);
    expect((await gerente.rest('GET', `/api/segmentation/segments/${id}/campaigns/camp-none`)).body.message).toBe('Esta campanha não usou este segmento.');
  });

  it('is idempotent per (segment, campaign): a second call answers the first freeze', async () => {
    const created = await gerente.rest('POST', '/api/segmentation/segments', { name: 'Camaçari', fixed: false, definition: EVERYONE_IN(['Camaçari']) });
    const id = created.body._id as string;
    const first = await freezeSegmentForCampaign(services(), ACCOUNT, 'camp-idem', 'Primeira', id);
    await gerente.rest('PUT', `/api/segmentation/segments/${id}`, { name: 'Camaçari e Salvador', fixed: false, definition: EVERYONE_IN(['Camaçari', 'Salvador']) });
    const second = await freezeSegmentForCampaign(services(), ACCOUNT, 'camp-idem', 'Outro nome', id);
    expect(second).toEqual(first);
    expect(second).toMatchObject({ segment_version: 1, clients_qty_at_campaign: 1, campaign_name: 'Primeira' });
    const [{ n }] = await server.stores.pg.query<{ n: number }>(`select count(*)::int as n from segment_campaign_members where campaign_id = 'camp-idem'`);
    expect(n).toBe(1);
    // another campaign starting now freezes the current version
    expect(await freezeSegmentForCampaign(services(), ACCOUNT, 'camp-idem-2', 'Segunda', id)).toMatchObject({ segment_version: 2, clients_qty_at_campaign: 1 + 3 });
  });

  it('freezes a fixed segment with its stored snapshot, not an evaluation now', async () => {
    const created = await gerente.rest('POST', '/api/segmentation/segments', { name: 'Lista fixa', fixed: true, definition: EVERYONE_IN(['Camaçari']) });
    const id = created.body._id as string;
    // the snapshot stored when saved is [CAIO]; a member added to it by hand (no evaluation would find
    // Ana in Camaçari) proves the freeze copies the snapshot
    await server.stores.pg.query(`insert into segment_members (account_id, segment_id, version, document_no) values ($1, $2, 1, $3)`, [ACCOUNT, id, ANA]);
    const use = await freezeSegmentForCampaign(services(), ACCOUNT, 'camp-fixed', 'Fixa', id);
    expect(use.clients_qty_at_campaign).toBe(2);
    const stored = await server.stores.pg.query<{ document_no: string }>(`select document_no from segment_campaign_members where campaign_id = 'camp-fixed' order by 1`);
    expect(stored.map((row) => row.document_no)).toEqual([ANA, CAIO].sort());
  });

  it('masks the members for a user without PII access, as the customer lists do; pages them', async () => {
    const created = await gerente.rest('POST', '/api/segmentation/segments', { name: 'Salvador', fixed: false, definition: EVERYONE_IN(['Salvador']) });
    const id = created.body._id as string;
    await freezeSegmentForCampaign(services(), ACCOUNT, 'camp-pii', 'PII', id);
    const masked = (await noPii.gql(CAMPAIGN_QUERY, { c: 'camp-pii', s: id, first: 2 })).data?.campaignSegment;
    expect(masked.members.totalCount).toBe(3);
    expect(masked.members.edges[0].node).toMatchObject({ name: 'Ana Lima', document: '***.982.247-**', masked: true });
    expect(JSON.stringify(masked)).not.toContain('529.982.247-25');
    expect(masked.members.pageInfo.hasNextPage).toBe(true);
    const next = (await noPii.gql(CAMPAIGN_QUERY, { c: 'camp-pii', s: id, first: 2, after: masked.members.pageInfo.endCursor })).data?.campaignSegment;
    expect(next.members.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual(['Duda Prado']);
  });

  it('answers null for another account, an unknown campaign or a segment the campaign did not use; refuses to freeze another account\'s segment', async () => {
    const created = await gerente.rest('POST', '/api/segmentation/segments', { name: 'Tenancy', fixed: false, definition: WOMEN });
    const id = created.body._id as string;
    await freezeSegmentForCampaign(services(), ACCOUNT, 'camp-tenant', 'Tenancy', id);
    expect((await other.gql(CAMPAIGN_QUERY, { c: 'camp-tenant', s: id })).data?.campaignSegment).toBeNull();
    expect((await gerente.gql(CAMPAIGN_QUERY, { c: 'camp-unknown', s: id })).data?.campaignSegment).toBeNull();
    expect((await gerente.gql(CAMPAIGN_QUERY, { c: 'camp-dyn', s: id })).data?.campaignSegment).toBeNull();
    await expect(freezeSegmentForCampaign(services(), OTHER_ACCOUNT, 'camp-x', 'X', id)).rejects.toThrow('Segmento não encontrado.');
    const [{ n }] = await server.stores.pg.query<{ n: number }>(`select count(*)::int as n from segment_campaigns where campaign_id = 'camp-x'`);
    expect(n).toBe(0);
  });

  it('the demo campaigns frozen before the first processing run got their members from that run; one segment changed since', async () => {
    const uses = await server.stores.pg.query<{ campaign_id: string; segment_id: string; segment_version: number; clients_qty_at_campaign: number | null; frozen_at: Date | null; version: number }>(
      `select c.campaign_id, c.segment_id, c.segment_version, c.clients_qty_at_campaign, c.frozen_at, s.version from segment_campaigns c join segments s on s.id = c.segment_id
        where c.account_id = $1 and c.campaign_id in ($2, $3) order by c.campaign_id`,
      [ACCOUNT, DEMO_CAMPAIGNS.blackFriday.id, DEMO_CAMPAIGNS.natal.id],
    );
    expect(uses.map((use) => use.campaign_id)).toEqual([DEMO_CAMPAIGNS.blackFriday.id, DEMO_CAMPAIGNS.natal.id]);
    for (const use of uses) expect(use.frozen_at).not.toBeNull();
    const [blackFriday, natal] = uses;
    expect(blackFriday).toMatchObject({ segment_version: 1, version: 2 });
    // "Clientes de Salvador": the fixture's two people of Salvador when the account was first processed
    expect(natal).toMatchObject({ segment_version: 1, version: 1, clients_qty_at_campaign: 2 });
    const answer = (await gerente.gql(CAMPAIGN_QUERY, { c: DEMO_CAMPAIGNS.blackFriday.id, s: blackFriday.segment_id })).data?.campaignSegment;
    expect(answer).toMatchObject({ campaignName: 'Black Friday 2026', changed: true, version: { version: 1 } });
  });

  it('a freeze waits for a processing run with consumers: a run over an empty account freezes nobody', async () => {
    const pending = () =>
      server.stores.pg.query<{ frozen_at: Date | null; clients_qty_at_campaign: number | null }>(
        `select frozen_at, clients_qty_at_campaign from segment_campaigns where account_id = $1 and campaign_id = $2`,
        [OTHER_ACCOUNT, DEMO_CAMPAIGNS.natal.id],
      );
    expect(await pending()).toEqual([{ frozen_at: null, clients_qty_at_campaign: null }]);
    await server.services.processing.run(OTHER_ACCOUNT);
    expect(await pending()).toEqual([{ frozen_at: null, clients_qty_at_campaign: null }]);
    await loadSalesFixture(server, OTHER_ACCOUNT, { consumers: consumers.slice(0, 1), sales: [] });
    const [frozen] = await pending();
    expect(frozen.frozen_at).not.toBeNull();
    expect(frozen.clients_qty_at_campaign).toBe(1);
  });

  it('lists the tags of the account\'s segments once per name, with the latest colour; never another account\'s', async () => {
    await gerente.rest('POST', '/api/segmentation/segments', { name: 'Tags 1', fixed: false, definition: WOMEN, tags: [{ name: 'Páscoa', color: '#111111' }] });
    await gerente.rest('POST', '/api/segmentation/segments', { name: 'Tags 2', fixed: false, definition: WOMEN, tags: [{ name: 'Páscoa', color: '#222222' }] });
    const tags = (await gerente.gql('{ segmentTags { name color } }')).data?.segmentTags as { name: string; color: string }[];
    expect(tags.filter((tag) => tag.name === 'Páscoa')).toEqual([{ name: 'Páscoa', color: '#222222' }]);
    expect(tags.map((tag) => tag.name)).toEqual(expect.arrayContaining(['VIP', 'Verão']));
    const others = (await other.gql('{ segmentTags { name } }')).data?.segmentTags as { name: string }[];
    expect(others.map((tag) => tag.name)).not.toContain('Páscoa');
  });

  it('exports the frozen members (not the segment\'s members now) as an async job, documents in full only with PII download', async () => {
    const created = await gerente.rest('POST', '/api/segmentation/segments', { name: 'Export congelado', fixed: false, definition: EVERYONE_IN(['Camaçari']) });
    const id = created.body._id as string;
    await freezeSegmentForCampaign(services(), ACCOUNT, 'camp-export', 'Exportação', id);
    await gerente.rest('PUT', `/api/segmentation/segments/${id}`, { name: 'Export congelado', fixed: false, definition: WOMEN });
    const fileOf = async (client: TestClient, campaignId: string) => {
      const job = await client.gql('mutation($input: ExportSegmentInput!) { exportSegment(input: $input) { asyncJob { id } } }', {
        input: { segmentId: id, campaignId, kind: 'CLIENTS', fileFormat: 'CSV', emails: ['gerente@bompreco.com.br'] },
      });
      if (job.errors) return job.errors[0].message;
      for (let i = 0; i < 100; i++) {
        const response = await client.fetch(`/api/async-jobs/${job.data!.exportSegment.asyncJob.id}/file`);
        if (response.status === 200) return response.text();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('export not built');
    };
    const full = await fileOf(gerente, 'camp-export');
    expect(full).toContain(CAIO);
    expect(full).not.toContain(ANA);
    const masked = await fileOf(noPii, 'camp-export');
    expect(masked).toContain('Caio Reis');
    expect(masked).not.toContain(CAIO);
    expect(await fileOf(gerente, 'camp-never')).toBe('Esta campanha não usou este segmento.');
  });
});

import type { AnalyticsStore, OperationalStore } from '../../stores';
import { segmentModels } from './models';
import type { SegmentDefinition } from './definition';
import { freezeSegmentForCampaign } from './service';
import { updateSegment } from './store';

/** The campaign example of issue 10: women of 25 to 34 who bought Bebidas in the last 90 days, or champions. */
const WOMEN_DRINKS_OR_CHAMPIONS: SegmentDefinition = {
  groups: [
    {
      operator: 'AND',
      criteria: [
        { key: 'gender', values: ['F'] },
        { key: 'age', min: 25, max: 34 },
        { key: 'purchased', department: ['Bebidas'], last_days: 90 },
      ],
    },
    { operator: 'OR', criteria: [{ key: 'rfv_cluster', values: ['champions'] }] },
  ],
  operator: 'OR',
};

/** Everyone living in Salvador: a plain demographic segment a demo campaign used as it was. */
const SALVADOR: SegmentDefinition = { groups: [{ operator: 'AND', criteria: [{ key: 'city', values: ['Salvador'] }] }], operator: 'OR' };

/**
 * The demo campaigns that stand for the campaigns module (issue 11) until it exists: each one freezes
 * a demo segment through freezeSegmentForCampaign, as a campaign will when it starts.
 */
export const DEMO_CAMPAIGNS = {
  blackFriday: { id: 'black-friday-2026', name: 'Black Friday 2026' },
  natal: { id: 'natal-2026', name: 'Natal 2026' },
} as const;

/**
 * A few stored segments for a demo account, so the segmentation list has something to show; two of
 * them used by demo campaigns, and the first saved again after its campaign started (visualizar then
 * shows "alterado depois que a campanha começou"). Their sizes are counted, and the campaigns' members
 * frozen, by the account's first processing run (countUncountedSegments, freezePendingCampaignSegments).
 */
export async function seedDemoSegments(stores: { db: OperationalStore; ch: AnalyticsStore }, accountId: string, today: string): Promise<void> {
  const { db } = stores;
  const models = segmentModels(today);
  const model = (id: string) => models.find((candidate) => candidate.id === id)!;
  const segments = [
    { name: 'Mulheres 25–34 que compram Bebidas ou campeões', description: 'Público da campanha de bebidas de verão.', fixed: false, definition: WOMEN_DRINKS_OR_CHAMPIONS, tags: [{ name: 'Verão', color: '#F59E0B' }] },
    { ...model('clientes-em-risco'), fixed: false, tags: [{ name: 'Retenção', color: '#DC2626' }] },
    { ...model('campeoes-sem-compra-30-dias'), fixed: false, tags: [{ name: 'Retenção', color: '#DC2626' }, { name: 'VIP', color: '#7C3AED' }] },
    { ...model('ativos-whatsapp'), name: 'Ativos no WhatsApp (lista fixa)', fixed: true, tags: [{ name: 'WhatsApp', color: '#16A34A' }] },
    { name: 'Clientes de Salvador', description: 'Moradores de Salvador, público das campanhas de fim de ano.', fixed: false, definition: SALVADOR, tags: [{ name: 'Fim de ano', color: '#2563EB' }] },
  ];
  const ids: string[] = [];
  for (const segment of segments) {
    const [row] = await db.query<{ id: string }>(
      `insert into segments (account_id, name, description, fixed, definition, tags) values ($1, $2, $3, $4, $5, $6) returning id`,
      [accountId, segment.name, segment.description, segment.fixed, JSON.stringify(segment.definition), JSON.stringify(segment.tags)],
    );
    await db.query(
      `insert into segment_versions (segment_id, version, account_id, name, description, fixed, definition, tags) values ($1, 1, $2, $3, $4, $5, $6, $7)`,
      [row.id, accountId, segment.name, segment.description, segment.fixed, JSON.stringify(segment.definition), JSON.stringify(segment.tags)],
    );
    ids.push(row.id);
  }
  // the demo campaigns start using two segments (version 1)…
  const services = { db, ch: stores.ch, processing: { current: (id: string) => currentRun(db, id) } };
  await freezeSegmentForCampaign(services, accountId, DEMO_CAMPAIGNS.blackFriday.id, DEMO_CAMPAIGNS.blackFriday.name, ids[0]);
  await freezeSegmentForCampaign(services, accountId, DEMO_CAMPAIGNS.natal.id, DEMO_CAMPAIGNS.natal.name, ids[4]);
  // …then the first is saved again (version 2, 25 to 39 years): Black Friday keeps version 1
  const [first] = segments;
  await updateSegment(
    db,
    accountId,
    ids[0],
    {
      name: first.name,
      description: 'Público da campanha de bebidas de verão, ampliado para 25–39 anos.',
      fixed: false,
      definition: { ...WOMEN_DRINKS_OR_CHAMPIONS, groups: [{ ...WOMEN_DRINKS_OR_CHAMPIONS.groups[0], criteria: WOMEN_DRINKS_OR_CHAMPIONS.groups[0].criteria.map((c) => (c.key === 'age' ? { ...c, max: 39 } : c)) }, WOMEN_DRINKS_OR_CHAMPIONS.groups[1]] },
      tags: first.tags,
    },
    { clients_qty: null, unlimited_count: null, members: null },
  );
}

/** The account's current processing run (none on the empty store the demo seeds: the first run freezes). */
async function currentRun(db: OperationalStore, accountId: string) {
  const [row] = await db.query<{ processing_uuid: string; last_updated: Date; finished_at: Date }>(
    `select processing_uuid, last_updated, finished_at from processing_runs where account_id = $1 and status = 'finished' order by finished_at desc limit 1`,
    [accountId],
  );
  return row ?? null;
}

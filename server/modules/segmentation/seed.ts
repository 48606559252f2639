import type { Queryable } from '../../stores';
import { segmentModels } from './models';
import type { SegmentDefinition } from './definition';

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

/**
 * A few stored segments for a demo account, so the segmentation list has something to show. Their
 * sizes are counted by the account's first processing run (countUncountedSegments).
 */
export async function seedDemoSegments(db: Queryable, accountId: string, today: string): Promise<void> {
  const models = segmentModels(today);
  const model = (id: string) => models.find((candidate) => candidate.id === id)!;
  const segments = [
    { name: 'Mulheres 25–34 que compram Bebidas ou campeões', description: 'Público da campanha de bebidas de verão.', fixed: false, definition: WOMEN_DRINKS_OR_CHAMPIONS, tags: [{ name: 'Verão', color: '#F59E0B' }] },
    { ...model('clientes-em-risco'), fixed: false, tags: [{ name: 'Retenção', color: '#DC2626' }] },
    { ...model('campeoes-sem-compra-30-dias'), fixed: false, tags: [{ name: 'Retenção', color: '#DC2626' }, { name: 'VIP', color: '#7C3AED' }] },
    { ...model('ativos-whatsapp'), name: 'Ativos no WhatsApp (lista fixa)', fixed: true, tags: [{ name: 'WhatsApp', color: '#16A34A' }] },
  ];
  for (const segment of segments) {
    const [row] = await db.query<{ id: string }>(
      `insert into segments (account_id, name, description, fixed, definition, tags) values ($1, $2, $3, $4, $5, $6) returning id`,
      [accountId, segment.name, segment.description, segment.fixed, JSON.stringify(segment.definition), JSON.stringify(segment.tags)],
    );
    await db.query(
      `insert into segment_versions (segment_id, version, account_id, name, description, fixed, definition) values ($1, 1, $2, $3, $4, $5, $6)`,
      [row.id, accountId, segment.name, segment.description, segment.fixed, JSON.stringify(segment.definition)],
    );
  }
}

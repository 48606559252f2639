import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { ExportSegmentDialog } from '@/features/export-segment';
import { Button, Card, Table, TableEmptyState, TableScroll } from '@/shared/ui';
import { LoadMoreFooter } from '@/shared/ui/data-table';
import type { SegmentViewMembers_query$key } from './__generated__/SegmentViewMembers_query.graphql';

/** Members fetched per page ("Carregar mais" asks for as many again). */
export const MEMBERS_PAGE_SIZE = 20;

const fragment = graphql`
  fragment SegmentViewMembers_query on Query
  @refetchable(queryName: "SegmentViewMembersPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, campaignId: { type: "String!" }, segmentId: { type: "ID!" }) {
    campaignSegment(campaignId: $campaignId, segmentId: $segmentId) {
      members(first: $count, after: $cursor) @connection(key: "SegmentViewMembers_members") {
        totalCount
        edges {
          node {
            id
            name
            document
            masked
            address {
              city_name
              neighborhood
              federative_unit
            }
          }
        }
      }
    }
  }
`;

const COLUMNS = ['name', 'document', 'city'] as const;

/**
 * The members the campaign froze, in name order, paged (the loaded length in the address:
 * `membros_linhas`), documents masked by the server for users without PII access; their export.
 */
export function SegmentViewMembers({ query, segmentId, segmentName, campaignId }: { query: SegmentViewMembers_query$key; segmentId: string; segmentName: string; campaignId: string }) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const [exporting, setExporting] = useState(false);
  const members = data.campaignSegment?.members;
  const edges = members?.edges ?? [];
  const label = intl.formatMessage({ id: 'segmentView.membersLabel' });
  const header = (column: (typeof COLUMNS)[number]) => intl.formatMessage({ id: `segmentView.col.${column}` as const });
  return (
    <Card as="section" aria-label={label}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between', padding: '16px 20px' }}>
        <h2 style={{ margin: 0, fontSize: 18 }}>
          <FormattedMessage id="segmentView.members" />
        </h2>
        <Button variant="secondary" onClick={() => setExporting(true)} disabled={edges.length === 0}>
          <FormattedMessage id="segmentView.export" />
        </Button>
      </div>
      {edges.length === 0 ? (
        <TableEmptyState>
          <p>
            <FormattedMessage id="segmentView.noMembers" />
          </p>
        </TableEmptyState>
      ) : (
        <TableScroll tabIndex={0} role="region" aria-label={label}>
          <Table aria-label={label} stacked>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {header(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {edges.map(({ node }) => (
                <tr key={node.id} data-member>
                  <td data-label={header('name')}>{node.name}</td>
                  <td data-label={header('document')} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {node.document}
                  </td>
                  <td data-label={header('city')}>
                    {[node.address.city_name, node.address.federative_unit].filter(Boolean).join(' – ') || '–'}
                    {node.address.neighborhood && <span style={{ display: 'block', fontSize: 12, opacity: 0.75 }}>{node.address.neighborhood}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      <LoadMoreFooter shown={edges.length} total={members?.totalCount ?? 0} pageSize={MEMBERS_PAGE_SIZE} paging={{ hasNext, isLoadingNext, loadNext }} address="membros" />
      {exporting && (
        <Suspense fallback={null}>
          <ExportSegmentDialog segmentId={segmentId} segmentName={segmentName} campaignId={campaignId} kind="CLIENTS" onClose={() => setExporting(false)} />
        </Suspense>
      )}
    </Card>
  );
}

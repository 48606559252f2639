import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { InfoTip } from '@/entities/metric';
import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '@/shared/lib';
import { formatDocument } from '@/shared/lib/document';
import { formatNumber } from '@/shared/lib/number';
import { Badge, Card, Table, TableEmptyState, TableScroll } from '@/shared/ui';
import { LoadMoreFooter } from '@/shared/ui/data-table';
import type { UnitListTable_query$key } from './__generated__/UnitListTable_query.graphql';
import { TagChip } from './TagChip';

/** Stores fetched per page ("Carregar mais" asks for as many again). */
export const UNITS_PAGE_SIZE = 50;

/** The form of a store. */
export const unitEditPath = (id: string) => `/configuracoes/units/${encodeURIComponent(id)}`;

const fragment = graphql`
  fragment UnitListTable_query on Query
  @refetchable(queryName: "UnitListTablePaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 50 }
    cursor: { type: "String" }
    search: { type: "String" }
    group: { type: "ID" }
    tag: { type: "String" }
    active: { type: "Boolean" }
    sort: { type: "UnitSort" }
    direction: { type: "UnitSortDirection" }
  ) {
    units(first: $count, after: $cursor, search: $search, group: $group, tag: $tag, active: $active, sort: $sort, direction: $direction)
      @connection(key: "UnitListTable_units", filters: ["search", "group", "tag", "active", "sort", "direction"]) {
      totalCount
      edges {
        node {
          id
          id_erp
          name
          cnpj
          active
          address
          address_components {
            city_name
          }
          unit_group {
            id
            name
          }
          tags {
            name
            color
          }
          edited_fields
          updated_at
        }
      }
    }
  }
`;

const NameCell = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 200px;
  max-width: 340px;
  white-space: normal;
  a {
    font-weight: 600;
  }
  span {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.xs};
  }
`;

const Total = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  max-width: 220px;
`;

const Mono = styled.td`
  font-family: ${(p) => p.theme.fonts.mono};
  font-size: ${(p) => p.theme.fontSizes.sm};
  white-space: nowrap;
`;

const COLUMNS = ['code', 'name', 'cnpj', 'group', 'tags', 'status', 'updated'] as const;
type Column = (typeof COLUMNS)[number];

/** The stores (already filtered and ordered by the query); the name opens the store's form. */
export function UnitListTable({ query, filtering }: { query: UnitListTable_query$key; filtering: boolean }) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const { edges, totalCount } = data.units;

  if (edges.length === 0) {
    return (
      <Card>
        <TableEmptyState>
          <p>
            <FormattedMessage id={filtering ? 'unitList.noMatch' : 'unitList.empty'} />
          </p>
          <p>
            <FormattedMessage id={filtering ? 'unitList.noMatchHint' : 'unitList.emptyHint'} />
          </p>
        </TableEmptyState>
      </Card>
    );
  }

  const label = intl.formatMessage({ id: 'unitList.tableLabel' });
  const header = (column: Column) => intl.formatMessage({ id: `unitList.col.${column}` as const });
  return (
    <Card>
      <Total data-metric="NUM_LOJAS" data-value={totalCount}>
        <FormattedMessage id="unitList.total" values={{ count: totalCount, shown: formatNumber(totalCount, 0) }} />
        <InfoTip label={intl.formatMessage({ id: 'unitList.totalLabel' })} text={intl.formatMessage({ id: 'unitList.tip.total' })} />
      </Total>
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
              <tr key={node.id} data-unit={node.id_erp}>
                <Mono data-label={header('code')}>{node.id_erp}</Mono>
                <td data-label={header('name')}>
                  <NameCell>
                    <Link to={unitEditPath(node.id)} title={intl.formatMessage({ id: 'unitList.editNamed' }, { name: node.name })}>
                      {node.name}
                    </Link>
                    {node.address && <span>{node.address}</span>}
                  </NameCell>
                </td>
                <Mono data-label={header('cnpj')}>{formatDocument(node.cnpj)}</Mono>
                <td data-label={header('group')}>{node.unit_group?.name ?? intl.formatMessage({ id: 'unitList.noGroup' })}</td>
                <td data-label={header('tags')}>
                  <Tags>
                    {node.tags.length === 0 && intl.formatMessage({ id: 'unitList.noTags' })}
                    {node.tags.map((tag) => (
                      <TagChip key={tag.name} color={tag.color}>
                        {tag.name}
                      </TagChip>
                    ))}
                  </Tags>
                </td>
                <td data-label={header('status')}>
                  <Badge tone={node.active ? 'success' : 'neutral'}>{intl.formatMessage({ id: node.active ? 'unitList.active' : 'unitList.inactive' })}</Badge>
                  {node.edited_fields.length > 0 && (
                    <Badge tone="brand" title={intl.formatMessage({ id: 'unitList.editedTip' })}>
                      {intl.formatMessage({ id: 'unitList.edited' })}
                    </Badge>
                  )}
                </td>
                <td data-label={header('updated')}>{formatDisplayDateTime(String(node.updated_at), DATE_TIME_MINUTES_FORMAT)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <LoadMoreFooter shown={edges.length} total={totalCount} pageSize={UNITS_PAGE_SIZE} paging={{ hasNext, isLoadingNext, loadNext }} address="lojas" />
    </Card>
  );
}

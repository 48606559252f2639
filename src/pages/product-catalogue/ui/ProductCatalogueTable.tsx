import styled from '@emotion/styled';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { InfoTip } from '@/entities/metric';
import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '@/shared/lib';
import { formatNumber } from '@/shared/lib/number';
import { Badge, Button, Card, Table, TableEmptyState, TableScroll, useConfirm, useSnackbar } from '@/shared/ui';
import { LoadMoreFooter } from '@/shared/ui/data-table';
import type { ProductCatalogueTable_query$key } from './__generated__/ProductCatalogueTable_query.graphql';
import type { ProductCatalogueTableActiveMutation } from './__generated__/ProductCatalogueTableActiveMutation.graphql';

/** Products fetched per page ("Carregar mais" asks for as many again). */
export const CATALOGUE_PAGE_SIZE = 50;

/** The edit page of a product. */
export const editPath = (id: string) => `/produtos/alterar/${encodeURIComponent(id)}`;

const fragment = graphql`
  fragment ProductCatalogueTable_query on Query
  @refetchable(queryName: "ProductCatalogueTablePaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 50 }
    cursor: { type: "String" }
    search: { type: "String" }
    department: { type: "String" }
    active: { type: "Boolean" }
    manuallyEdited: { type: "Boolean" }
    sort: { type: "CatalogueProductSort" }
    direction: { type: "CatalogueSortDirection" }
  ) {
    products(
      first: $count
      after: $cursor
      search: $search
      department: $department
      active: $active
      manuallyEdited: $manuallyEdited
      sort: $sort
      direction: $direction
    ) @connection(key: "ProductCatalogueTable_products", filters: ["search", "department", "active", "manuallyEdited", "sort", "direction"]) {
      totalCount
      edges {
        node {
          id
          sku
          ean
          name
          department
          category
          brand
          measure {
            code
          }
          active
          manuallyEdited
          updatedAt
        }
      }
    }
  }
`;

const activeMutation = graphql`
  mutation ProductCatalogueTableActiveMutation($input: UpdateProductInput!) {
    updateProduct(input: $input) {
      product {
        id
        active
        manuallyEdited
        updatedAt
      }
    }
  }
`;

const NameCell = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 200px;
  max-width: 360px;
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

const Actions = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
  white-space: nowrap;
`;

const Badges = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
`;

const Code = styled.td`
  font-family: ${(p) => p.theme.fonts.mono};
  font-size: ${(p) => p.theme.fontSizes.sm};
  white-space: nowrap;
  span {
    display: block;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.xs};
  }
`;

const COLUMNS = ['sku', 'name', 'department', 'measure', 'status', 'updated', 'actions'] as const;
type Column = (typeof COLUMNS)[number];

/** The catalogue (already filtered and ordered by the query), with edit and activate/deactivate. */
export function ProductCatalogueTable({ query, filtering }: { query: ProductCatalogueTable_query$key; filtering: boolean }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const [setActive] = useMutation<ProductCatalogueTableActiveMutation>(activeMutation);
  const [busy, setBusy] = useState<string | null>(null);
  const { edges, totalCount } = data.products;

  const toggle = async (product: { id: string; name: string; sku: string; active: boolean }) => {
    const next = !product.active;
    const confirmed = await confirm({
      title: intl.formatMessage({ id: next ? 'productCatalogue.activateTitle' : 'productCatalogue.deactivateTitle' }),
      message: intl.formatMessage({ id: next ? 'productCatalogue.activateMessage' : 'productCatalogue.deactivateMessage' }, { name: product.name, sku: product.sku }),
      confirmLabel: intl.formatMessage({ id: next ? 'productCatalogue.activate' : 'productCatalogue.deactivate' }),
      destructive: !next,
    });
    if (!confirmed) return;
    setBusy(product.id);
    const send = (active: boolean, onDone: (ok: boolean) => void) =>
      setActive({
        variables: { input: { id: product.id, active } },
        onCompleted: (_response, errors) => {
          if (errors?.length) snackbar.show(errors[0].message);
          onDone(!errors?.length);
        },
        onError: (error) => {
          snackbar.show(error.message);
          onDone(false);
        },
      });
    send(next, (ok) => {
      setBusy(null);
      if (!ok) return;
      snackbar.show(intl.formatMessage({ id: next ? 'productCatalogue.activated' : 'productCatalogue.deactivated' }, { name: product.name }), {
        severity: 'success',
        action: { label: intl.formatMessage({ id: 'productCatalogue.undo' }), onClick: () => send(!next, () => undefined) },
      });
    });
  };

  if (edges.length === 0) {
    return (
      <Card>
        <TableEmptyState>
          <p>
            <FormattedMessage id={filtering ? 'productCatalogue.noMatch' : 'productCatalogue.empty'} />
          </p>
          <p>
            <FormattedMessage id={filtering ? 'productCatalogue.noMatchHint' : 'productCatalogue.emptyHint'} />
          </p>
        </TableEmptyState>
      </Card>
    );
  }

  const label = intl.formatMessage({ id: 'productCatalogue.tableLabel' });
  const header = (column: Column) => intl.formatMessage({ id: `productCatalogue.col.${column}` as const });
  return (
    <Card>
      <Total data-metric="NUM_PRODUTOS_CATALOGO" data-value={totalCount}>
        <FormattedMessage id="productCatalogue.total" values={{ count: totalCount, shown: formatNumber(totalCount, 0) }} />
        <InfoTip label={intl.formatMessage({ id: 'productCatalogue.totalLabel' })} text={intl.formatMessage({ id: 'productCatalogue.tip.total' })} />
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
              <tr key={node.id} data-product={node.sku} aria-busy={busy === node.id || undefined}>
                <Code data-label={header('sku')}>
                  {node.sku}
                  <span>{node.ean ? intl.formatMessage({ id: 'productCatalogue.eanLine' }, { ean: node.ean }) : intl.formatMessage({ id: 'productCatalogue.noEan' })}</span>
                </Code>
                <td data-label={header('name')}>
                  <NameCell>
                    <Link to={editPath(node.id)} title={intl.formatMessage({ id: 'productCatalogue.editNamed' }, { name: node.name })}>
                      {node.name}
                    </Link>
                    {(node.brand || node.category) && <span>{[node.brand, node.category].filter(Boolean).join(' · ')}</span>}
                  </NameCell>
                </td>
                <td data-label={header('department')}>{node.department || intl.formatMessage({ id: 'productCatalogue.noDepartment' })}</td>
                <td data-label={header('measure')}>{node.measure.code}</td>
                <td data-label={header('status')}>
                  <Badges>
                    <Badge tone={node.active ? 'success' : 'neutral'}>{intl.formatMessage({ id: node.active ? 'productCatalogue.active' : 'productCatalogue.inactive' })}</Badge>
                    {node.manuallyEdited && <Badge tone="brand">{intl.formatMessage({ id: 'productCatalogue.edited' })}</Badge>}
                  </Badges>
                </td>
                <td data-label={header('updated')}>{formatDisplayDateTime(node.updatedAt, DATE_TIME_MINUTES_FORMAT)}</td>
                <td data-label={header('actions')}>
                  <Actions>
                    <Button
                      variant="secondary"
                      disabled={busy === node.id}
                      onClick={() => void toggle(node)}
                      aria-label={intl.formatMessage({ id: node.active ? 'productCatalogue.deactivateNamed' : 'productCatalogue.activateNamed' }, { name: node.name })}
                    >
                      {intl.formatMessage({ id: node.active ? 'productCatalogue.deactivate' : 'productCatalogue.activate' })}
                    </Button>
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <LoadMoreFooter shown={edges.length} total={totalCount} pageSize={CATALOGUE_PAGE_SIZE} paging={{ hasNext, isLoadingNext, loadNext }} address="produtos" />
    </Card>
  );
}

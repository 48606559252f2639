import styled from '@emotion/styled';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation, usePaginationFragment } from 'react-relay';
import { InfoTip } from '@/entities/metric';
import type { MessageId } from '@/shared/i18n';
import { formatNumber } from '@/shared/lib/number';
import { Badge, Button, Card, Table, TableEmptyState, TableScroll, useConfirm, useSnackbar, useUndoable } from '@/shared/ui';
import { LoadMoreFooter } from '@/shared/ui/data-table';
import type { AdminStoresTable_query$key } from './__generated__/AdminStoresTable_query.graphql';
import type { AdminStoresTableSetActiveMutation, UnitSwitch } from './__generated__/AdminStoresTableSetActiveMutation.graphql';
import type { AdminStoresTableUndoMutation } from './__generated__/AdminStoresTableUndoMutation.graphql';
import { StoreDialog, type StoreRow } from './StoreDialog';

/** Stores fetched per page ("Carregar mais" asks for as many again). */
export const STORES_PAGE_SIZE = 50;

const fragment = graphql`
  fragment AdminStoresTable_query on Query
  @refetchable(queryName: "AdminStoresTablePaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 50 }
    cursor: { type: "String" }
    search: { type: "String" }
    active: { type: "Boolean" }
    appActive: { type: "Boolean" }
    ecommerce: { type: "Boolean" }
    retailerFlag: { type: "ID" }
    sort: { type: "AdminUnitSort" }
    direction: { type: "UnitSortDirection" }
  ) {
    adminUnits(first: $count, after: $cursor, search: $search, active: $active, appActive: $appActive, ecommerce: $ecommerce, retailerFlag: $retailerFlag, sort: $sort, direction: $direction)
      @connection(key: "AdminStoresTable_adminUnits", filters: ["search", "active", "appActive", "ecommerce", "retailerFlag", "sort", "direction"]) {
      totalCount
      edges {
        node {
          id
          ...StoreDialog_unit @relay(mask: false)
        }
      }
    }
  }
`;

const setActiveMutation = graphql`
  mutation AdminStoresTableSetActiveMutation($input: SetUnitsActiveInput!) {
    setUnitsActive(input: $input) {
      changeId
      units {
        id
        active
        app_active
      }
    }
  }
`;

const undoMutation = graphql`
  mutation AdminStoresTableUndoMutation($input: UndoUnitsActiveChangeInput!) {
    undoUnitsActiveChange(input: $input) {
      units {
        id
        active
        app_active
      }
    }
  }
`;

const Total = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Bulk = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surfaceMuted};
  strong {
    margin-right: auto;
  }
`;

const Mono = styled.td`
  font-family: ${(p) => p.theme.fonts.mono};
  white-space: nowrap;
`;

const Muted = styled.span`
  display: block;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.xs};
`;

const Box = styled.input`
  width: 18px;
  height: 18px;
`;

const COLUMNS = ['select', 'code', 'name', 'club', 'app', 'ecommerce', 'flag', 'actions'] as const;
type Column = (typeof COLUMNS)[number];

interface BulkAction {
  id: 'clubOff' | 'clubOn' | 'appOff' | 'appOn';
  unitSwitch: UnitSwitch;
  active: boolean;
}
const BULK: readonly BulkAction[] = [
  { id: 'clubOff', unitSwitch: 'CLUB', active: false },
  { id: 'clubOn', unitSwitch: 'CLUB', active: true },
  { id: 'appOff', unitSwitch: 'APP', active: false },
  { id: 'appOn', unitSwitch: 'APP', active: true },
];

/** The stores of the address; select some to (de)activate them together — confirmed, then undoable. */
export function AdminStoresTable({ query, filtering, flags }: { query: AdminStoresTable_query$key; filtering: boolean; flags: readonly { readonly id: string; readonly name: string }[] }) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const undoable = useUndoable();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<StoreRow | null>(null);
  const [commitSet, settingActive] = useMutation<AdminStoresTableSetActiveMutation>(setActiveMutation);
  const [commitUndo] = useMutation<AdminStoresTableUndoMutation>(undoMutation);
  const { edges, totalCount } = data.adminUnits;
  const flagName = new Map(flags.map((flag) => [flag.id, flag.name]));

  if (edges.length === 0) {
    return (
      <Card>
        <TableEmptyState>
          <p>{t(filtering ? 'adminStores.noMatch' : 'adminStores.empty')}</p>
        </TableEmptyState>
      </Card>
    );
  }

  const shownIds = edges.map(({ node }) => node.id);
  const chosen = shownIds.filter((id) => selected.has(id));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const runBulk = async (action: BulkAction) => {
    const label = t(`adminStores.bulk.${action.id}` as MessageId);
    const confirmed = await confirm({
      title: t('adminStores.confirm.title', { action: label, count: chosen.length }),
      message: t(action.active ? 'adminStores.confirm.on' : action.unitSwitch === 'CLUB' ? 'adminStores.confirm.clubOff' : 'adminStores.confirm.appOff'),
      confirmLabel: label,
      destructive: !action.active,
    });
    if (!confirmed) return;
    commitSet({
      variables: { input: { units: chosen, switch: action.unitSwitch, active: action.active } },
      onCompleted: (response, errors) => {
        if (errors?.length) {
          snackbar.show(errors[0].message, { severity: 'error' });
          return;
        }
        setSelected(new Set());
        const { changeId } = response.setUnitsActive;
        undoable(t('adminStores.done', { count: chosen.length }), () =>
          commitUndo({
            variables: { input: { changeId } },
            onCompleted: (_r, errs) => {
              snackbar.show(errs?.length ? errs[0].message : t('adminStores.undone'), { severity: errs?.length ? 'error' : 'success' });
            },
            onError: (error) => {
              snackbar.show(error.message, { severity: 'error' });
            },
          }),
        );
      },
      onError: (error) => {
        snackbar.show(error.message, { severity: 'error' });
      },
    });
  };

  const header = (column: Column) => t(`adminStores.col.${column}` as MessageId);
  const label = t('adminStores.tableLabel');
  const activeShown = edges.filter(({ node }) => node.active).length;
  const appShown = edges.filter(({ node }) => node.app_active).length;
  return (
    <Card>
      <Total data-metric="LOJAS_LISTADAS" data-value={totalCount}>
        <span data-active={activeShown} data-app={appShown}>
          {t('adminStores.total', { count: totalCount, active: formatNumber(activeShown, 0), app: formatNumber(appShown, 0) })}
        </span>
        <InfoTip label={t('adminStores.totalLabel')} text={t('adminStores.totalTip')} />
      </Total>
      {chosen.length > 0 && (
        <Bulk role="group" aria-label={t('adminStores.selected', { count: chosen.length })}>
          <strong>{t('adminStores.selected', { count: chosen.length })}</strong>
          {BULK.map((action) => (
            <Button key={action.id} variant="secondary" disabled={settingActive} onClick={() => void runBulk(action)}>
              {t(`adminStores.bulk.${action.id}` as MessageId)}
            </Button>
          ))}
        </Bulk>
      )}
      <TableScroll tabIndex={0} role="region" aria-label={label}>
        <Table aria-label={label} stacked>
          <thead>
            <tr>
              <th scope="col">
                <Box
                  type="checkbox"
                  aria-label={t('adminStores.selectAll')}
                  checked={chosen.length === shownIds.length}
                  onChange={(e) => setSelected(e.target.checked ? new Set(shownIds) : new Set())}
                />
              </th>
              {COLUMNS.slice(1).map((column) => (
                <th key={column} scope="col">
                  {header(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {edges.map(({ node }) => (
              <tr key={node.id} data-unit={node.id_erp}>
                <td data-label={header('select')}>
                  <Box type="checkbox" aria-label={t('adminStores.selectNamed', { name: node.name })} checked={selected.has(node.id)} onChange={(e) => toggle(node.id, e.target.checked)} />
                </td>
                <Mono data-label={header('code')}>{node.id_erp}</Mono>
                <td data-label={header('name')}>
                  <strong>{node.name}</strong>
                  {node.address_components.city_name && <Muted>{node.address_components.city_name}</Muted>}
                </td>
                <td data-label={header('club')}>
                  <Badge tone={node.active ? 'success' : 'neutral'}>{t(node.active ? 'adminStores.yes' : 'adminStores.no')}</Badge>
                </td>
                <td data-label={header('app')}>
                  <Badge tone={node.app_active ? 'success' : 'neutral'}>{t(node.app_active ? 'adminStores.yes' : 'adminStores.no')}</Badge>
                </td>
                <td data-label={header('ecommerce')}>
                  {node.ecommerce_v2_active || node.ecommerce_partner ? (
                    <>
                      {node.ecommerce_v2_active ? t('adminStores.yes') : t('adminStores.no')}
                      {node.ecommerce_partner && (
                        <Muted>
                          {node.ecommerce_partner.partner_type} · {node.ecommerce_partner.partner_unit_id}
                        </Muted>
                      )}
                    </>
                  ) : (
                    t('adminStores.noEcommerce')
                  )}
                </td>
                <td data-label={header('flag')}>{node.retailer_flag_id ? (flagName.get(node.retailer_flag_id) ?? node.retailer_flag_id) : t('adminStores.noFlag')}</td>
                <td data-label={header('actions')}>
                  <Button variant="secondary" aria-label={t('adminStores.editNamed', { name: node.name })} onClick={() => setEditing(node)}>
                    <FormattedMessage id="adminStores.edit" />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <LoadMoreFooter shown={edges.length} total={totalCount} pageSize={STORES_PAGE_SIZE} paging={{ hasNext, isLoadingNext, loadNext }} address="lojas" />
      {editing && <StoreDialog store={editing} flags={flags} onClose={() => setEditing(null)} />}
    </Card>
  );
}

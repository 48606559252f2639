import styled from '@emotion/styled';
import { startTransition, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation, usePaginationFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { TipHeader } from '@/entities/metric';
import type { MessageId } from '@/shared/i18n';
import { formatDisplayDateTime } from '@/shared/lib';
import { formatCurrency, formatNumber } from '@/shared/lib/number';
import { Badge, Button, Card, EmptyListCard, MutedLine, NameCell, NumCell, Table, TableScroll, useConfirm, useSnackbar } from '@/shared/ui';
import { LoadMoreFooter } from '@/shared/ui/data-table';
import { COUPON_ROWS_ADDRESS } from '../api/CouponListPageQuery';
import type { CouponTable_query$key } from './__generated__/CouponTable_query.graphql';
import type { CouponTableCloneMutation } from './__generated__/CouponTableCloneMutation.graphql';
import type { CouponTableDeleteMutation } from './__generated__/CouponTableDeleteMutation.graphql';
import type { CouponTableFinishMutation } from './__generated__/CouponTableFinishMutation.graphql';
import type { CouponTableRestoreMutation } from './__generated__/CouponTableRestoreMutation.graphql';

/** Coupons fetched per page ("Carregar mais" asks for as many again). */
export const COUPONS_PAGE_SIZE = 20;

const fragment = graphql`
  fragment CouponTable_query on Query
  @refetchable(queryName: "CouponTablePaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, input: { type: "FindPaginatedBenefitsInput" }) {
    findPaginatedBenefits(first: $count, after: $cursor, input: $input) @connection(key: "CouponTable_findPaginatedBenefits", filters: ["input"]) {
      __id
      totalCount
      edges {
        node {
          id
          _id
          title
          status
          codeMode
          code
          discountType
          value
          minimumValue
          startDate
          expiresAt
          totalLimit
          consumedCoupons
        }
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation CouponTableDeleteMutation($id: ID!, $connections: [ID!]!) {
    deleteBenefit(input: { id: $id }) {
      deletedId @deleteEdge(connections: $connections)
    }
  }
`;
const restoreMutation = graphql`
  mutation CouponTableRestoreMutation($id: ID!) {
    restoreBenefit(input: { id: $id }) {
      id
    }
  }
`;
const cloneMutation = graphql`
  mutation CouponTableCloneMutation($id: ID!) {
    cloneBenefit(input: { id: $id }) {
      benefit {
        _id
        title
      }
    }
  }
`;
const finishMutation = graphql`
  mutation CouponTableFinishMutation($id: ID!) {
    finishActiveBenefit(input: { id: $id }) {
      benefit {
        id
        status
      }
    }
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  flex-wrap: wrap;
  align-items: center;
`;

const STATUS_PARAMS = { DRAFT: 'rascunho', SCHEDULED: 'agendado', ACTIVE: 'ativo', FINISHED: 'encerrado' } as const;
const TONES = { DRAFT: 'neutral', SCHEDULED: 'brand', ACTIVE: 'success', FINISHED: 'neutral' } as const;
const COLUMNS = ['title', 'status', 'discount', 'validity', 'consumed', 'actions'] as const;
type Column = (typeof COLUMNS)[number];
const TIPS: Partial<Record<Column, MessageId>> = { consumed: 'couponList.tip.consumed', discount: 'couponList.tip.discount' };
const day = (value: unknown) => formatDisplayDateTime(value as string, 'DD/MM/YYYY');

/** The account's coupons (searched, filtered and ordered by the query): open, results, history, clone, finish, delete with undo. */
export function CouponTable({ query, filtered }: { query: CouponTable_query$key; filtered: boolean }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(fragment, query);
  const [commitDelete] = useMutation<CouponTableDeleteMutation>(deleteMutation);
  const [commitRestore] = useMutation<CouponTableRestoreMutation>(restoreMutation);
  const [commitClone] = useMutation<CouponTableCloneMutation>(cloneMutation);
  const [commitFinish] = useMutation<CouponTableFinishMutation>(finishMutation);
  const [busy, setBusy] = useState<string | null>(null);
  const { edges, totalCount, __id: connection } = data.findPaginatedBenefits;
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const reload = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  const failed = (error: { message: string }) => {
    setBusy(null);
    snackbar.show(error.message);
  };

  const remove = async (coupon: { id: string; title: string }) => {
    if (!(await confirm({ title: t('couponList.deleteTitle'), message: t('couponList.deleteMessage', { title: coupon.title }), confirmLabel: t('couponList.deleteConfirm'), destructive: true }))) return;
    setBusy(coupon.id);
    commitDelete({
      variables: { id: coupon.id, connections: [connection] },
      onCompleted: (_r, errors) => {
        setBusy(null);
        if (errors?.length) return void snackbar.show(errors[0].message);
        snackbar.show(t('couponList.deleted', { title: coupon.title }), {
          severity: 'success',
          durationMs: 10_000,
          action: {
            label: t('couponList.undo'),
            onClick: () =>
              commitRestore({
                variables: { id: coupon.id },
                onCompleted: (_x, restoreErrors) => {
                  if (restoreErrors?.length) return void snackbar.show(restoreErrors[0].message);
                  snackbar.show(t('couponList.restored', { title: coupon.title }), { severity: 'success' });
                  reload();
                },
                onError: failed,
              }),
          },
        });
      },
      onError: failed,
    });
  };

  const finish = async (coupon: { id: string; title: string }) => {
    if (!(await confirm({ title: t('couponList.finishTitle'), message: t('couponList.finishMessage', { title: coupon.title }), confirmLabel: t('couponList.finishConfirm'), destructive: true }))) return;
    setBusy(coupon.id);
    commitFinish({
      variables: { id: coupon.id },
      onCompleted: (_r, errors) => {
        setBusy(null);
        if (errors?.length) return void snackbar.show(errors[0].message);
        snackbar.show(t('couponList.finished', { title: coupon.title }), { severity: 'success' });
      },
      onError: failed,
    });
  };

  const clone = (coupon: { id: string }) => {
    setBusy(coupon.id);
    commitClone({
      variables: { id: coupon.id },
      onCompleted: (response, errors) => {
        setBusy(null);
        if (errors?.length || !response.cloneBenefit) return void snackbar.show(errors?.[0]?.message ?? '');
        snackbar.show(t('couponList.cloned', { title: response.cloneBenefit.benefit.title }), { severity: 'success' });
        navigate(`/campanhas/cupom-desconto/${response.cloneBenefit.benefit._id}`);
      },
      onError: failed,
    });
  };

  if (edges.length === 0) {
    return <EmptyListCard title={<FormattedMessage id={filtered ? 'couponList.noMatch' : 'couponList.empty'} />} hint={<FormattedMessage id={filtered ? 'couponList.noMatchHint' : 'couponList.emptyHint'} />} />;
  }
  const label = t('couponList.tableLabel');
  const header = (column: Column) => t(`couponList.col.${column}` as MessageId);
  return (
    <Card>
      <TableScroll tabIndex={0} role="region" aria-label={label}>
        <Table aria-label={label} stacked>
          <TipHeader columns={COLUMNS.map((column) => ({ key: column, label: header(column), tip: TIPS[column] && t(TIPS[column]!), numeric: column === 'consumed' }))} />
          <tbody>
            {edges.map(({ node }) => (
              <tr key={node.id} data-coupon={node._id} aria-busy={busy === node.id || undefined}>
                <td data-label={header('title')}>
                  <NameCell>
                    <Link to={`/campanhas/cupom-desconto/${node._id}`}>{node.title}</Link>
                    <p data-code={node.code ?? ''}>{node.codeMode === 'UNIQUE' ? t('couponList.uniqueCode') : node.code}</p>
                  </NameCell>
                </td>
                <td data-label={header('status')}>
                  <Badge tone={TONES[node.status as keyof typeof TONES] ?? 'neutral'} data-status={node.status}>
                    {t(`couponList.status.${STATUS_PARAMS[node.status as keyof typeof STATUS_PARAMS] ?? 'rascunho'}` as MessageId)}
                  </Badge>
                </td>
                <td data-label={header('discount')}>
                  {node.discountType === 'PERCENTAGE' ? t('couponList.percent', { value: node.value }) : t('couponList.value', { value: formatCurrency(node.value / 100) })}
                  {node.minimumValue > 0 && <MutedLine>{t('couponList.minimum', { value: formatCurrency(node.minimumValue / 100) })}</MutedLine>}
                </td>
                <td data-label={header('validity')}>{node.startDate && node.expiresAt ? `${day(node.startDate)} – ${day(node.expiresAt)}` : t('couponList.noDates')}</td>
                <NumCell data-label={header('consumed')} data-metric="CUPONS_CONSUMIDOS" data-value={node.consumedCoupons}>
                  {formatNumber(node.consumedCoupons, 0)}
                  {node.totalLimit != null && <MutedLine>{t('couponList.ofLimit', { limit: formatNumber(node.totalLimit, 0) })}</MutedLine>}
                </NumCell>
                <td data-label={header('actions')}>
                  <Actions role="group" aria-label={t('couponList.actionsLabel', { title: node.title })}>
                    {node.status !== 'DRAFT' && <Link to={`/campanhas/cupom-desconto/resultados/${node._id}`}>{t('couponList.results')}</Link>}
                    {node.status !== 'DRAFT' && <Link to={`/campanhas/cupom-desconto/historico-utilizacao/${node._id}`}>{t('couponList.history')}</Link>}
                    <Button variant="secondary" disabled={busy === node.id} onClick={() => clone(node)}>
                      {t('couponList.clone')}
                    </Button>
                    {(node.status === 'ACTIVE' || node.status === 'SCHEDULED') && (
                      <Button variant="secondary" disabled={busy === node.id} onClick={() => void finish(node)}>
                        {t('couponList.finish')}
                      </Button>
                    )}
                    {node.status === 'DRAFT' && (
                      <Button variant="secondary" disabled={busy === node.id} onClick={() => void remove(node)}>
                        {t('couponList.delete')}
                      </Button>
                    )}
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <LoadMoreFooter shown={edges.length} total={totalCount} pageSize={COUPONS_PAGE_SIZE} paging={{ hasNext, isLoadingNext, loadNext }} address={COUPON_ROWS_ADDRESS} />
    </Card>
  );
}

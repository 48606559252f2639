import styled from '@emotion/styled';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageQuery, usePageScope } from '@/shared/api';
import { AddressSearchField, buttonCss, ListSkeleton, PageContainer, PageHeading, SelectField } from '@/shared/ui';
import { SEGMENT_ORDER_PARAM, SEGMENT_ORDERS, SEGMENT_SEARCH_PARAM, SEGMENT_TAG_PARAM, segmentListPage, type SegmentOrder } from '../api/SegmentListPageQuery';
import { SegmentTable } from './SegmentTable';
import { ListToolbar, ListControls } from '@/shared/ui/listToolbar';

/** The order's label above its select, as the search's is above its box (a TextField). */
const OrderField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  label {
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 600;
  }
  select {
    min-height: 44px;
  }
`;

const NewLink = styled(Link)`
  ${(p) => buttonCss(p.theme, 'primary')}
`;

function SegmentResults() {
  const data = usePageQuery(segmentListPage);
  const scope = usePageScope(segmentListPage);
  return <SegmentTable query={data} searching={scope.search !== null || scope.tag !== null} />;
}

/** The tag the list is filtered by (`etiqueta=`), with the way back to every tag. */
function TagFilter() {
  const intl = useIntl();
  const scope = usePageScope(segmentListPage);
  const [searchParams] = useSearchParams();
  if (!scope.tag) return null;
  const without = new URLSearchParams(searchParams);
  without.delete(SEGMENT_TAG_PARAM);
  const rest = without.toString();
  return (
    <p role="status" style={{ margin: 0 }} data-tag-filter={scope.tag}>
      {intl.formatMessage({ id: 'segmentList.tagFilter' }, { tag: scope.tag })}{' '}
      <Link to={`/clientes/segmentacao${rest ? `?${rest}` : ''}`}>{intl.formatMessage({ id: 'segmentList.clearTag' })}</Link>
    </p>
  );
}

/** The order select: writes `ordem=<order>.<direction>` to the address (the list loads again). */
function OrderSelect() {
  const intl = useIntl();
  const scope = usePageScope(segmentListPage);
  const [, setSearchParams] = useSearchParams();
  const value = `${scope.order}.${scope.direction}`;
  const options: [string, 'segmentList.order.recent' | 'segmentList.order.nameAsc' | 'segmentList.order.sizeDesc' | 'segmentList.order.sizeAsc' | 'segmentList.order.counted' | 'segmentList.order.campaigns' | 'segmentList.order.created'][] = [
    ['atualizacao.desc', 'segmentList.order.recent'],
    ['nome.asc', 'segmentList.order.nameAsc'],
    ['tamanho.desc', 'segmentList.order.sizeDesc'],
    ['tamanho.asc', 'segmentList.order.sizeAsc'],
    ['contagem.desc', 'segmentList.order.counted'],
    ['campanhas.desc', 'segmentList.order.campaigns'],
    ['criacao.desc', 'segmentList.order.created'],
  ];
  return (
    <OrderField>
      <SelectField
        label={intl.formatMessage({ id: 'segmentList.order' })}
        value={value}
        onChange={(event) =>
          setSearchParams(
            (params) => {
              const next = new URLSearchParams(params);
              const [order] = event.target.value.split('.') as [SegmentOrder];
              if (event.target.value === 'atualizacao.desc' || !(order in SEGMENT_ORDERS)) next.delete(SEGMENT_ORDER_PARAM);
              else next.set(SEGMENT_ORDER_PARAM, event.target.value);
              return next;
            },
            { replace: true },
          )
        }
      >
        {options.map(([option, label]) => (
          <option key={option} value={option}>
            {intl.formatMessage({ id: label })}
          </option>
        ))}
      </SelectField>
    </OrderField>
  );
}

/** Segmentação: the account's stored segments — search, order, count again, clone, export, delete. */
export function SegmentListPage() {
  const intl = useIntl();
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="segmentList.title" />
        </h1>
        <p>
          <FormattedMessage id="segmentList.subtitle" />
        </p>
      </PageHeading>
      <ListToolbar>
        <ListControls>
          <AddressSearchField
            param={SEGMENT_SEARCH_PARAM}
            label={intl.formatMessage({ id: 'segmentList.search' })}
            placeholder={intl.formatMessage({ id: 'segmentList.searchPlaceholder' })}
          />
          <OrderSelect />
        </ListControls>
        <NewLink to="/clientes/segmentacao/nova">{intl.formatMessage({ id: 'segmentList.new' })}</NewLink>
      </ListToolbar>
      <TagFilter />
      <Suspense fallback={<ListSkeleton label={intl.formatMessage({ id: 'segmentList.loading' })} />}>
        <SegmentResults />
      </Suspense>
    </PageContainer>
  );
}

import styled from '@emotion/styled';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageQuery, usePageScope } from '@/shared/api';
import type { MessageId } from '@/shared/i18n';
import { AddressSearchField, buttonCss, ListSkeleton, PageContainer, PageHeading, SelectField } from '@/shared/ui';
import { PRICE_RANGE_ORDER_PARAM, PRICE_RANGE_ORDERS, PRICE_RANGE_SEARCH_PARAM, priceRangeListPage, type PriceRangeOrder } from '../api/PriceRangeListPageQuery';
import { PriceRangeTable } from './PriceRangeTable';
import { ListToolbar, ListControls } from '@/shared/ui/listToolbar';

const NewLink = styled(Link)`
  ${(p) => buttonCss(p.theme, 'primary')}
`;

function PriceRangeResults() {
  const data = usePageQuery(priceRangeListPage);
  const scope = usePageScope(priceRangeListPage);
  return <PriceRangeTable query={data} searching={scope.search !== null} />;
}

const ORDER_OPTIONS: [string, MessageId][] = [
  ['criacao.desc', 'priceRangeList.order.recent'],
  ['criacao.asc', 'priceRangeList.order.oldest'],
  ['nome.asc', 'priceRangeList.order.nameAsc'],
  ['produtos.desc', 'priceRangeList.order.products'],
  ['status.asc', 'priceRangeList.order.status'],
];

/** The order select: writes `ordem=<order>.<direction>` to the address (the list loads again). */
function OrderSelect() {
  const intl = useIntl();
  const scope = usePageScope(priceRangeListPage);
  const [, setSearchParams] = useSearchParams();
  return (
    <SelectField
      label={intl.formatMessage({ id: 'priceRangeList.order' })}
      value={`${scope.order}.${scope.direction}`}
      onChange={(event) =>
        setSearchParams(
          (params) => {
            const next = new URLSearchParams(params);
            const [order] = event.target.value.split('.') as [PriceRangeOrder];
            if (event.target.value === 'criacao.desc' || !(order in PRICE_RANGE_ORDERS)) next.delete(PRICE_RANGE_ORDER_PARAM);
            else next.set(PRICE_RANGE_ORDER_PARAM, event.target.value);
            return next;
          },
          { replace: true },
        )
      }
    >
      {ORDER_OPTIONS.map(([option, label]) => (
        <option key={option} value={option}>
          {intl.formatMessage({ id: label })}
        </option>
      ))}
    </SelectField>
  );
}

/** Faixas de preços: the account's price-range analyses — search, order, live status, open, delete. */
export function PriceRangeListPage() {
  const intl = useIntl();
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="priceRangeList.title" />
        </h1>
        <p>
          <FormattedMessage id="priceRangeList.description" />
        </p>
      </PageHeading>
      <ListToolbar>
        <ListControls>
          <AddressSearchField
            param={PRICE_RANGE_SEARCH_PARAM}
            label={intl.formatMessage({ id: 'priceRangeList.search' })}
            placeholder={intl.formatMessage({ id: 'priceRangeList.searchPlaceholder' })}
          />
          <OrderSelect />
        </ListControls>
        <NewLink to="/produtos/faixas-precos/nova-analise">{intl.formatMessage({ id: 'priceRangeList.new' })}</NewLink>
      </ListToolbar>
      <Suspense fallback={<ListSkeleton label={intl.formatMessage({ id: 'priceRangeList.loading' })} />}>
        <PriceRangeResults />
      </Suspense>
    </PageContainer>
  );
}

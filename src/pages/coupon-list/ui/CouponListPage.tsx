import styled from '@emotion/styled';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageQuery, usePageScope } from '@/shared/api';
import type { MessageId } from '@/shared/i18n';
import { AddressSearchField, buttonCss, ListSkeleton, PageContainer, PageHeading, SelectField, TextField } from '@/shared/ui';
import {
  COUPON_FROM_PARAM,
  COUPON_ORDER_PARAM,
  COUPON_ROWS_ADDRESS,
  COUPON_SEARCH_PARAM,
  COUPON_STATUS_PARAM,
  COUPON_STATUSES,
  COUPON_TO_PARAM,
  couponListPage,
  type CouponStatusParam,
} from '../api/CouponListPageQuery';
import { CouponTable } from './CouponTable';
import { ListToolbar, ListControls, ListButtons } from '@/shared/ui/listToolbar';

const NewLink = styled(Link)`
  ${(p) => buttonCss(p.theme, 'primary')}
`;

const ExportLink = styled.a`
  ${(p) => buttonCss(p.theme, 'secondary')}
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  button {
    min-height: 36px;
    padding: 0 ${(p) => p.theme.space(3)};
    border-radius: 999px;
    border: 1px solid ${(p) => p.theme.colors.borderStrong};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    font: inherit;
    font-size: ${(p) => p.theme.fontSizes.sm};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${(p) => p.theme.colors.primary};
    border-color: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
  }
`;

const DateField = styled.div`
  width: 170px;
`;

/** Writes address parameters (empty removes them); the list loads again from its first rows. */
function useParamSetter() {
  const [, setSearchParams] = useSearchParams();
  return (changes: Record<string, string>) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        for (const [param, value] of Object.entries(changes)) {
          if (value) next.set(param, value);
          else next.delete(param);
        }
        next.delete(`${COUPON_ROWS_ADDRESS}_linhas`);
        return next;
      },
      { replace: true },
    );
}

function CouponResults() {
  const data = usePageQuery(couponListPage);
  const scope = usePageScope(couponListPage);
  return <CouponTable query={data} filtered={scope.search !== null || scope.status !== null || scope.from !== null || scope.to !== null} />;
}

const ORDER_OPTIONS: [string, MessageId][] = [
  ['criacao.desc', 'couponList.order.newest'],
  ['titulo.asc', 'couponList.order.title'],
  ['inicio.desc', 'couponList.order.start'],
  ['fim.asc', 'couponList.order.end'],
];

function Filters() {
  const intl = useIntl();
  const scope = usePageScope(couponListPage);
  const set = useParamSetter();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const chips: [CouponStatusParam | '', MessageId][] = [['', 'couponList.status.all'], ...(Object.keys(COUPON_STATUSES) as CouponStatusParam[]).map((s) => [s, `couponList.status.${s}` as MessageId] as [CouponStatusParam, MessageId])];
  return (
    <>
      <Chips role="group" aria-label={t('couponList.statusLabel')}>
        {chips.map(([status, label]) => (
          <button key={status || 'all'} type="button" aria-pressed={(scope.status ?? '') === status} onClick={() => set({ [COUPON_STATUS_PARAM]: status })}>
            {t(label)}
          </button>
        ))}
      </Chips>
      <DateField>
        <TextField type="date" label={t('couponList.from')} value={scope.from ?? ''} onChange={(e) => set({ [COUPON_FROM_PARAM]: e.target.value })} />
      </DateField>
      <DateField>
        <TextField type="date" label={t('couponList.to')} value={scope.to ?? ''} onChange={(e) => set({ [COUPON_TO_PARAM]: e.target.value })} />
      </DateField>
      <SelectField label={t('couponList.order')} value={`${scope.order}.${scope.direction}`} onChange={(e) => set({ [COUPON_ORDER_PARAM]: e.target.value === 'criacao.desc' ? '' : e.target.value })}>
        {ORDER_OPTIONS.map(([option, label]) => (
          <option key={option} value={option}>
            {t(label)}
          </option>
        ))}
      </SelectField>
    </>
  );
}

/** The CSV of the list as filtered on screen (same address parameters). */
function ExportButton() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const query = new URLSearchParams();
  for (const param of [COUPON_SEARCH_PARAM, COUPON_STATUS_PARAM, COUPON_FROM_PARAM, COUPON_TO_PARAM, COUPON_ORDER_PARAM]) {
    const value = params.get(param);
    if (value) query.set(param, value);
  }
  const suffix = query.toString();
  return (
    <ExportLink href={`/api/campanhas/cupom-desconto.csv${suffix ? `?${suffix}` : ''}`} download aria-label={intl.formatMessage({ id: 'couponList.exportLabel' })}>
      {intl.formatMessage({ id: 'couponList.export' })}
    </ExportLink>
  );
}

/** Cupons de desconto: the account's coupon campaigns — status chips, search, period, order, paging in the address, export. */
export function CouponListPage() {
  const intl = useIntl();
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="couponList.title" />
        </h1>
        <p>
          <FormattedMessage id="couponList.description" />
        </p>
      </PageHeading>
      <ListToolbar>
        <ListControls $basis={640}>
          <AddressSearchField
            param={COUPON_SEARCH_PARAM}
            label={intl.formatMessage({ id: 'couponList.search' })}
            placeholder={intl.formatMessage({ id: 'couponList.searchPlaceholder' })}
            resets={[`${COUPON_ROWS_ADDRESS}_linhas`]}
          />
          <Filters />
        </ListControls>
        <ListButtons>
          <ExportButton />
          <NewLink to="/campanhas/cupom-desconto/nova">{intl.formatMessage({ id: 'couponList.new' })}</NewLink>
        </ListButtons>
      </ListToolbar>
      <Suspense fallback={<ListSkeleton label={intl.formatMessage({ id: 'couponList.loading' })} />}>
        <CouponResults />
      </Suspense>
    </PageContainer>
  );
}

import styled from '@emotion/styled';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageQuery, usePageScope } from '@/shared/api';
import type { MessageId } from '@/shared/i18n';
import { AddressSearchField, buttonCss, ListSkeleton, PageContainer, PageHeading, SelectField } from '@/shared/ui';
import {
  FLOW_ORDER_PARAM,
  FLOW_ROWS_ADDRESS,
  FLOW_SEARCH_PARAM,
  FLOW_STATUS_PARAM,
  FLOW_STATUSES,
  whatsappFlowListPage,
} from '../api/WhatsappFlowListPageQuery';
import { WhatsappFlowTable } from './WhatsappFlowTable';
import { ListToolbar, ListControls, ListButtons } from '@/shared/ui/listToolbar';

const PrimaryLink = styled(Link)`
  ${(p) => buttonCss(p.theme, 'primary')}
`;
const SecondaryLink = styled(Link)`
  ${(p) => buttonCss(p.theme, 'secondary')}
`;
const ExportLink = styled.a`
  ${(p) => buttonCss(p.theme, 'secondary')}
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  min-width: 0;
  select {
    width: 100%;
    min-height: 40px;
  }
`;

const ROWS_PARAM = `${FLOW_ROWS_ADDRESS}_linhas`;

const ORDER_OPTIONS: [string, MessageId][] = [
  ['atualizacao.desc', 'whatsappFlowList.order.updated'],
  ['nome.asc', 'whatsappFlowList.order.nameAsc'],
  ['nome.desc', 'whatsappFlowList.order.nameDesc'],
  ['conversas.desc', 'whatsappFlowList.order.running'],
];

function FlowResults() {
  const data = usePageQuery(whatsappFlowListPage);
  const scope = usePageScope(whatsappFlowListPage);
  return <WhatsappFlowTable query={data} filtered={scope.search !== null || scope.status !== null} />;
}

/** Writes one address parameter (the default value removes it); the list loads again from its first page. */
function useParamSetter() {
  const [, setSearchParams] = useSearchParams();
  return (param: string, value: string, defaultValue = '') =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (!value || value === defaultValue) next.delete(param);
        else next.set(param, value);
        next.delete(ROWS_PARAM);
        return next;
      },
      { replace: true },
    );
}

function Filters() {
  const intl = useIntl();
  const scope = usePageScope(whatsappFlowListPage);
  const set = useParamSetter();
  return (
    <>
      <Field>
      <SelectField label={intl.formatMessage({ id: 'whatsappFlowList.status' })} value={scope.status ?? ''} onChange={(event) => set(FLOW_STATUS_PARAM, event.target.value)}>
        <option value="">{intl.formatMessage({ id: 'whatsappFlowList.statusAll' })}</option>
        {(Object.keys(FLOW_STATUSES) as (keyof typeof FLOW_STATUSES)[]).map((status) => (
          <option key={status} value={status}>
            {intl.formatMessage({ id: `whatsappFlowList.status.${status}` as MessageId })}
          </option>
        ))}
      </SelectField>
      </Field>
      <Field>
      <SelectField
        label={intl.formatMessage({ id: 'whatsappFlowList.order' })}
        value={`${scope.order}.${scope.direction}`}
        onChange={(event) => set(FLOW_ORDER_PARAM, event.target.value, 'atualizacao.desc')}
      >
        {ORDER_OPTIONS.map(([option, label]) => (
          <option key={option} value={option}>
            {intl.formatMessage({ id: label })}
          </option>
        ))}
      </SelectField>
      </Field>
    </>
  );
}

/** The CSV of the list as filtered on screen (same address parameters). */
function ExportButton() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const query = new URLSearchParams();
  for (const param of [FLOW_SEARCH_PARAM, FLOW_STATUS_PARAM, FLOW_ORDER_PARAM]) {
    const value = params.get(param);
    if (value) query.set(param, value);
  }
  const suffix = query.toString();
  return (
    <ExportLink href={`/api/campanhas/whatsapp/fluxos.csv${suffix ? `?${suffix}` : ''}`} download aria-label={intl.formatMessage({ id: 'whatsappFlowList.exportLabel' })}>
      {intl.formatMessage({ id: 'whatsappFlowList.export' })}
    </ExportLink>
  );
}

/** Fluxos de WhatsApp: the account's conversation flows — search, filter, order, open in the editor, delete, export. */
export function WhatsappFlowListPage() {
  const intl = useIntl();
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="whatsappFlowList.title" />
        </h1>
        <p>
          <FormattedMessage id="whatsappFlowList.description" />
        </p>
      </PageHeading>
      <ListToolbar>
        <ListControls $basis={560}>
          <AddressSearchField
            param={FLOW_SEARCH_PARAM}
            label={intl.formatMessage({ id: 'whatsappFlowList.search' })}
            placeholder={intl.formatMessage({ id: 'whatsappFlowList.searchPlaceholder' })}
            resets={[ROWS_PARAM]}
          />
          <Filters />
        </ListControls>
        <ListButtons>
          <SecondaryLink to="/campanhas/whatsapp/atendimento">{intl.formatMessage({ id: 'whatsappFlowList.inbox' })}</SecondaryLink>
          <ExportButton />
          <PrimaryLink to="/campanhas/whatsapp/fluxos/novo">{intl.formatMessage({ id: 'whatsappFlowList.new' })}</PrimaryLink>
        </ListButtons>
      </ListToolbar>
      <Suspense fallback={<ListSkeleton label={intl.formatMessage({ id: 'whatsappFlowList.loading' })} />}>
        <FlowResults />
      </Suspense>
    </PageContainer>
  );
}

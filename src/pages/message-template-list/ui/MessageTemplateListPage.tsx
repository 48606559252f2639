import styled from '@emotion/styled';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageQuery, usePageScope } from '@/shared/api';
import { CHANNEL_LABELS, MESSAGE_TEMPLATE_CHANNELS } from '@/shared/config/messageTemplates';
import type { MessageId } from '@/shared/i18n';
import { AddressSearchField, buttonCss, ListSkeleton, PageContainer, PageHeading, SelectField } from '@/shared/ui';
import {
  messageTemplateListPage,
  TEMPLATE_CHANNEL_PARAM,
  TEMPLATE_ORDER_PARAM,
  TEMPLATE_SEARCH_PARAM,
  TEMPLATE_STATUS_PARAM,
  TEMPLATE_STATUSES,
} from '../api/MessageTemplateListPageQuery';
import { MessageTemplateTable } from './MessageTemplateTable';
import { ListToolbar, ListControls, ListButtons } from '@/shared/ui/listToolbar';

const NewLink = styled(Link)`
  ${(p) => buttonCss(p.theme, 'primary')}
`;

const ExportLink = styled.a`
  ${(p) => buttonCss(p.theme, 'secondary')}
`;

const Filter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
`;

function TemplateResults() {
  const data = usePageQuery(messageTemplateListPage);
  const scope = usePageScope(messageTemplateListPage);
  return <MessageTemplateTable query={data} filtered={scope.search !== null || scope.channel !== null || scope.status !== null} />;
}

const ORDER_OPTIONS: [string, MessageId][] = [
  ['nome.asc', 'messageTemplateList.order.nameAsc'],
  ['nome.desc', 'messageTemplateList.order.nameDesc'],
  ['canal.asc', 'messageTemplateList.order.channel'],
  ['tipo.asc', 'messageTemplateList.order.type'],
  ['atualizacao.desc', 'messageTemplateList.order.updated'],
];

/** Writes one address parameter (the default value removes it); the list loads again. */
function useParamSetter() {
  const [, setSearchParams] = useSearchParams();
  return (param: string, value: string, defaultValue = '') =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (!value || value === defaultValue) next.delete(param);
        else next.set(param, value);
        next.delete('mensagens_linhas');
        return next;
      },
      { replace: true },
    );
}

function Filters() {
  const intl = useIntl();
  const scope = usePageScope(messageTemplateListPage);
  const set = useParamSetter();
  return (
    <>
      <Filter>
        <SelectField label={intl.formatMessage({ id: 'messageTemplateList.channel' })} value={scope.channel ?? ''} onChange={(event) => set(TEMPLATE_CHANNEL_PARAM, event.target.value)}>
          <option value="">{intl.formatMessage({ id: 'messageTemplateList.channelAll' })}</option>
          {MESSAGE_TEMPLATE_CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {CHANNEL_LABELS[channel]}
            </option>
          ))}
        </SelectField>
      </Filter>
      <Filter>
        <SelectField label={intl.formatMessage({ id: 'messageTemplateList.status' })} value={scope.status ?? ''} onChange={(event) => set(TEMPLATE_STATUS_PARAM, event.target.value)}>
          <option value="">{intl.formatMessage({ id: 'messageTemplateList.statusAll' })}</option>
          {(Object.keys(TEMPLATE_STATUSES) as (keyof typeof TEMPLATE_STATUSES)[]).map((status) => (
            <option key={status} value={status}>
              {intl.formatMessage({ id: `messageTemplateList.status.${status}` })}
            </option>
          ))}
        </SelectField>
      </Filter>
      <Filter>
        <SelectField
          label={intl.formatMessage({ id: 'messageTemplateList.order' })}
          value={`${scope.order}.${scope.direction}`}
          onChange={(event) => set(TEMPLATE_ORDER_PARAM, event.target.value, 'nome.asc')}
        >
          {ORDER_OPTIONS.map(([option, label]) => (
            <option key={option} value={option}>
              {intl.formatMessage({ id: label })}
            </option>
          ))}
        </SelectField>
      </Filter>
    </>
  );
}

/** The CSV of the list as filtered on screen (same address parameters). */
function ExportButton() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const query = new URLSearchParams();
  for (const param of [TEMPLATE_SEARCH_PARAM, TEMPLATE_CHANNEL_PARAM, TEMPLATE_STATUS_PARAM, TEMPLATE_ORDER_PARAM]) {
    const value = params.get(param);
    if (value) query.set(param, value);
  }
  const suffix = query.toString();
  return (
    <ExportLink href={`/api/configuracoes/mensagens.csv${suffix ? `?${suffix}` : ''}`} download aria-label={intl.formatMessage({ id: 'messageTemplateList.exportLabel' })}>
      {intl.formatMessage({ id: 'messageTemplateList.export' })}
    </ExportLink>
  );
}

/** Mensagens: the account's standard texts — search, filter by channel and status, order, edit, delete with undo, export. */
export function MessageTemplateListPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const channel = params.get(TEMPLATE_CHANNEL_PARAM);
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="messageTemplateList.title" />
        </h1>
        <p>
          <FormattedMessage id="messageTemplateList.description" />
        </p>
      </PageHeading>
      <ListToolbar>
        <ListControls $basis={640}>
          <AddressSearchField
            param={TEMPLATE_SEARCH_PARAM}
            label={intl.formatMessage({ id: 'messageTemplateList.search' })}
            placeholder={intl.formatMessage({ id: 'messageTemplateList.searchPlaceholder' })}
            resets={['mensagens_linhas']}
          />
          <Filters />
        </ListControls>
        <ListButtons>
          <ExportButton />
          <NewLink to={`/configuracoes/mensagens/nova${channel ? `?canal=${encodeURIComponent(channel)}` : ''}`}>{intl.formatMessage({ id: 'messageTemplateList.new' })}</NewLink>
        </ListButtons>
      </ListToolbar>
      <Suspense fallback={<ListSkeleton label={intl.formatMessage({ id: 'messageTemplateList.loading' })} />}>
        <TemplateResults />
      </Suspense>
    </PageContainer>
  );
}

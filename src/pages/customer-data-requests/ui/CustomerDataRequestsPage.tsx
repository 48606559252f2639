import styled from '@emotion/styled';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useRevalidator, useSearchParams } from 'react-router-dom';
import { usePageQuery, usePageScope } from '@/shared/api';
import { AddressSearchField, buttonCss, ListSkeleton, PageContainer, PageHeading, SelectField, useSnackbar } from '@/shared/ui';
import { ListButtons, ListControls, ListToolbar } from '@/shared/ui/listToolbar';
import { customerDataRequestsPage } from '../api/CustomerDataRequestsPageQuery';
import { exportHref, REQUEST_PARAMS } from '../model/params';
import { AnswerDialog } from './AnswerDialog';
import { DataRequestsTable, type AnswerTarget } from './DataRequestsTable';
import { RequestDetail } from './RequestDetail';

const Tabs = styled.nav`
  display: flex;
  gap: ${(p) => p.theme.space(1)};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  a {
    padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
    color: ${(p) => p.theme.colors.textMuted};
    font-weight: 600;
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }
  a[aria-current='page'] {
    color: ${(p) => p.theme.colors.primary};
    border-bottom-color: ${(p) => p.theme.colors.primary};
  }
`;

const ExportLink = styled.a`
  ${(p) => buttonCss(p.theme, 'secondary')}
`;

const ORDER_OPTIONS = ['solicitacao.asc', 'solicitacao.desc', 'nome.asc', 'nome.desc', 'resposta.desc'] as const;

function Content() {
  const intl = useIntl();
  const data = usePageQuery(customerDataRequestsPage);
  const scope = usePageScope(customerDataRequestsPage);
  const [, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const snackbar = useSnackbar();
  const [answering, setAnswering] = useState<AnswerTarget | null>(null);
  const closeDetail = () =>
    setParams((params) => {
      const next = new URLSearchParams(params);
      next.delete(REQUEST_PARAMS.detail);
      return next;
    });
  return (
    <>
      <DataRequestsTable query={data} filtering={scope.search !== null} onAnswer={setAnswering} />
      {data.detail?.request && <RequestDetail request={data.detail.request} onClose={closeDetail} />}
      {answering && (
        <AnswerDialog
          target={answering}
          replies={data.standardUserReplies}
          onClose={() => setAnswering(null)}
          onDone={(emailed) => {
            const done = answering;
            setAnswering(null);
            snackbar.show(
              intl.formatMessage({ id: done.answer === 'ACCEPT' ? 'dataRequests.accepted' : 'dataRequests.declined' }) +
                (emailed ? ` ${intl.formatMessage({ id: 'dataRequests.emailed' })}` : ''),
              { severity: 'success' },
            );
            // the answered request opens with its proof; the lists and counters are read again
            setParams((params) => {
              const next = new URLSearchParams(params);
              next.set(REQUEST_PARAMS.detail, done.id);
              return next;
            });
            revalidator.revalidate();
          }}
        />
      )}
    </>
  );
}

function Counters() {
  const intl = useIntl();
  const { deleteUserRequests: counts } = usePageQuery(customerDataRequestsPage);
  const scope = usePageScope(customerDataRequestsPage);
  const tab = (name: 'pendentes' | 'todas') => {
    const query = new URLSearchParams();
    if (name === 'todas') query.set(REQUEST_PARAMS.tab, 'todas');
    if (scope.search) query.set(REQUEST_PARAMS.search, scope.search);
    return `?${query}`;
  };
  return (
    <Tabs aria-label={intl.formatMessage({ id: 'dataRequests.tabs' })}>
      <Link to={tab('pendentes')} aria-current={scope.tab === 'pendentes' ? 'page' : undefined} data-metric="SOLICITACOES_PENDENTES" data-value={counts.pending}>
        {intl.formatMessage({ id: 'dataRequests.tab.pending' }, { count: counts.pending })}
      </Link>
      <Link to={tab('todas')} aria-current={scope.tab === 'todas' ? 'page' : undefined} data-metric="SOLICITACOES_TOTAL" data-value={counts.total}>
        {intl.formatMessage({ id: 'dataRequests.tab.all' }, { count: counts.total })}
      </Link>
    </Tabs>
  );
}

/** Clientes › Gerenciamento › Solicitações: the LGPD data-deletion requests, their clock and their answers. */
export function CustomerDataRequestsPage() {
  const intl = useIntl();
  const scope = usePageScope(customerDataRequestsPage);
  const [, setParams] = useSearchParams();
  const order = `${scope.order}.${scope.direction}`;
  const setOrder = (value: string) =>
    setParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set(REQUEST_PARAMS.order, value);
        return next;
      },
      { replace: true },
    );
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="dataRequests.title" />
        </h1>
        <p>
          <FormattedMessage id="dataRequests.subtitle" />
        </p>
      </PageHeading>
      <Suspense fallback={null}>
        <Counters />
      </Suspense>
      <ListToolbar>
        <ListControls>
          <AddressSearchField param={REQUEST_PARAMS.search} label={intl.formatMessage({ id: 'dataRequests.search' })} placeholder={intl.formatMessage({ id: 'dataRequests.searchPlaceholder' })} resets={[]} />
          <div>
            <SelectField label={intl.formatMessage({ id: 'dataRequests.order' })} value={ORDER_OPTIONS.includes(order as (typeof ORDER_OPTIONS)[number]) ? order : ORDER_OPTIONS[0]} onChange={(event) => setOrder(event.target.value)}>
              {ORDER_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {intl.formatMessage({ id: `dataRequests.order.${option}` as 'dataRequests.order.nome.asc' })}
                </option>
              ))}
            </SelectField>
          </div>
        </ListControls>
        <ListButtons>
          <ExportLink href={exportHref(scope)} download aria-label={intl.formatMessage({ id: 'dataRequests.exportLabel' })}>
            {intl.formatMessage({ id: 'dataRequests.export' })}
          </ExportLink>
        </ListButtons>
      </ListToolbar>
      <Suspense fallback={<ListSkeleton label={intl.formatMessage({ id: 'dataRequests.loading' })} />}>
        <Content />
      </Suspense>
    </PageContainer>
  );
}

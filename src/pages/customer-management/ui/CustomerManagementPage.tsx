import styled from '@emotion/styled';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { InfoTip } from '@/entities/metric';
import { usePageQuery } from '@/shared/api';
import { Badge, Card, ListSkeleton, MutedLine, PageContainer, PageHeading } from '@/shared/ui';
import { customerManagementPage } from '../api/CustomerManagementPageQuery';

const Cards = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  grid-template-columns: 1fr;
  ${(p) => p.theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Entry = styled(Card)`
  padding: ${(p) => p.theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  h2 a {
    color: ${(p) => p.theme.colors.primary};
  }
  .figure {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    font-size: ${(p) => p.theme.fontSizes.xl};
    font-weight: 700;
  }
  .badges {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(2)};
  }
`;

function Figures() {
  const intl = useIntl();
  const { consumerManagementSummary: summary } = usePageQuery(customerManagementPage);
  const registrationsName = intl.formatMessage({ id: 'customerManagement.registrations' });
  const requestsName = intl.formatMessage({ id: 'customerManagement.requests' });
  return (
    <Cards>
      {summary.registrations !== null && (
        <Entry as="section" aria-labelledby="card-cadastros">
          <h2 id="card-cadastros">
            <Link to="/clientes/gerenciamento/cadastros" aria-label={intl.formatMessage({ id: 'customerManagement.open' }, { name: registrationsName })}>
              {registrationsName}
            </Link>
          </h2>
          <MutedLine>
            <FormattedMessage id="customerManagement.registrationsHint" />
          </MutedLine>
          <span className="figure" data-metric="NUM_CLIENTES_CADASTRADOS" data-value={summary.registrations}>
            <FormattedMessage id="customerManagement.registrationsCount" values={{ count: summary.registrations }} />
            <InfoTip label={registrationsName} text={intl.formatMessage({ id: 'customerManagement.registrationsTip' })} />
          </span>
          <span data-metric="NUM_CLIENTES_CONFIRMADOS" data-value={summary.confirmed ?? 0}>
            <FormattedMessage id="customerManagement.confirmedCount" values={{ count: summary.confirmed ?? 0 }} />
          </span>
        </Entry>
      )}
      {summary.requests && (
        <Entry as="section" aria-labelledby="card-solicitacoes">
          <h2 id="card-solicitacoes">
            <Link to="/clientes/gerenciamento/solicitacoes" aria-label={intl.formatMessage({ id: 'customerManagement.open' }, { name: requestsName })}>
              {requestsName}
            </Link>
          </h2>
          <MutedLine>
            <FormattedMessage id="customerManagement.requestsHint" />
          </MutedLine>
          <span className="figure" data-metric="SOLICITACOES_PENDENTES" data-value={summary.requests.pending}>
            <FormattedMessage id="customerManagement.pendingCount" values={{ count: summary.requests.pending }} />
            <InfoTip label={requestsName} text={intl.formatMessage({ id: 'customerManagement.requestsTip' })} />
          </span>
          {summary.requests.warning + summary.requests.overdue > 0 && (
            <span className="badges">
              <Badge tone="brand">
                {intl.formatMessage({ id: 'customerManagement.lateCount' }, { warning: summary.requests.warning, overdue: summary.requests.overdue })}
              </Badge>
            </span>
          )}
        </Entry>
      )}
    </Cards>
  );
}

/** Clientes › Gerenciamento: a card per management page the viewer may open, with its figures. */
export function CustomerManagementPage() {
  const intl = useIntl();
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="customerManagement.title" />
        </h1>
        <p>
          <FormattedMessage id="customerManagement.subtitle" />
        </p>
      </PageHeading>
      <Suspense fallback={<ListSkeleton label={intl.formatMessage({ id: 'customerManagement.loading' })} />}>
        <Figures />
      </Suspense>
    </PageContainer>
  );
}

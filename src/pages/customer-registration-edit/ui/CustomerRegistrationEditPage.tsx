import styled from '@emotion/styled';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageQuery } from '@/shared/api';
import { EmptyListCard, ListSkeleton, PageContainer, PageHeading } from '@/shared/ui';
import { customerRegistrationEditPage } from '../api/CustomerRegistrationEditPageQuery';
import { OperationLogTable } from './OperationLogTable';
import { RegistrationForm } from './RegistrationForm';
import { SignUpActions } from './SignUpActions';

/** The registrations list, where a consumer is found. */
const LIST_PATH = '/clientes/gerenciamento/cadastros';
const pointsPath = (id: string) => `/clientes/gerenciamento/cadastros/edicao-pontos?cliente=${encodeURIComponent(id)}`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
  gap: ${(p) => p.theme.space(4)};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
`;

function EditContent() {
  const data = usePageQuery(customerRegistrationEditPage);
  const customer = data.consumer;
  if (!customer) {
    return (
      <EmptyListCard title={<FormattedMessage id="customerRegistrationEdit.notFound" />} hint={<FormattedMessage id="customerRegistrationEdit.notFoundHint" />} />
    );
  }
  return (
    <>
      <PageHeading>
        <h2 data-field="name">{customer.name}</h2>
        <p>{customer.document}</p>
      </PageHeading>
      <Top>
        <span />
        <Link to={pointsPath(customer.id)}>
          <FormattedMessage id="customerRegistrationEdit.points" />
        </Link>
      </Top>
      <Columns>
        <RegistrationForm customer={customer} />
        <SignUpActions customer={customer} />
      </Columns>
      <OperationLogTable customer={customer} />
    </>
  );
}

/** Edição de cadastro: a consumer's registration, confirmation, password and operation log. */
export function CustomerRegistrationEditPage() {
  const intl = useIntl();
  return (
    <PageContainer>
      <Link to={LIST_PATH}>
        <FormattedMessage id="customerRegistrationEdit.back" />
      </Link>
      <PageHeading>
        <h1>
          <FormattedMessage id="customerRegistrationEdit.title" />
        </h1>
      </PageHeading>
      <Suspense fallback={<ListSkeleton label={intl.formatMessage({ id: 'customerRegistrationEdit.loading' })} />}>
        <EditContent />
      </Suspense>
    </PageContainer>
  );
}

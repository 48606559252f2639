import type { MessageId } from '@/shared/i18n';
import styled from '@emotion/styled';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { usePageQuery, usePageScope } from '@/shared/api';
import { AddressSearchField, Button, ListSkeleton, PageContainer, PageHeading, SelectField, TextField } from '@/shared/ui';
import { exportDone, ExportJobButton } from '@/shared/ui/export-dialog';
import { ListFilterSlot, ListToolbar } from '@/shared/ui/filterPanel';
import { customerRegistrationsPage, type CustomerRegistrationsPageQueryType } from '../api/CustomerRegistrationsPageQuery';
import { REGISTRATION_PARAMS, REGISTRATION_ROWS_ADDRESS, isFiltering, registrationArgs } from '../model/params';
import { useOriginName } from './originName';
import { RegistrationsTable } from './RegistrationsTable';
import type { CustomerRegistrationsPageExportMutation } from './__generated__/CustomerRegistrationsPageExportMutation.graphql';

const exportMutation = graphql`
  mutation CustomerRegistrationsPageExportMutation($input: CreateConsumerRegistrationsReportInput!) {
    createConsumerRegistrationsReport(input: $input) {
      asyncJob {
        id
        state
      }
    }
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  justify-content: flex-end;
`;

/** Writes one parameter to the address (the list loads again from its first page). */
function useAddressParam(param: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const set = (value: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value) next.set(param, value);
        else next.delete(param);
        next.delete(`${REGISTRATION_ROWS_ADDRESS}_linhas`);
        return next;
      },
      { replace: true },
    );
  return [searchParams.get(param) ?? '', set] as const;
}

function AddressSelect({ param, label, options }: { param: string; label: string; options: [value: string, label: string][] }) {
  const [value, set] = useAddressParam(param);
  return (
    <ListFilterSlot>
      <SelectField label={label} value={value} onChange={(event) => set(event.target.value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </SelectField>
    </ListFilterSlot>
  );
}

function AddressDate({ param, label }: { param: string; label: string }) {
  const [value, set] = useAddressParam(param);
  return (
    <ListFilterSlot>
      <TextField type="date" label={label} value={value} onChange={(event) => set(event.target.value)} />
    </ListFilterSlot>
  );
}

type Units = NonNullable<CustomerRegistrationsPageQueryType['response']['viewer']>['account']['units']['edges'];

function Filters({ units, origins }: { units: Units; origins: readonly string[] }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const originName = useOriginName();
  const [, setSearchParams] = useSearchParams();
  const scope = usePageScope(customerRegistrationsPage);
  return (
    <ListToolbar>
      <AddressSearchField
        param={REGISTRATION_PARAMS.search}
        label={t('customerRegistrations.search')}
        placeholder={t('customerRegistrations.searchPlaceholder')}
        resets={[`${REGISTRATION_ROWS_ADDRESS}_linhas`]}
      />
      <AddressSelect
        param={REGISTRATION_PARAMS.confirmed}
        label={t('customerRegistrations.confirmed')}
        options={[
          ['', t('customerRegistrations.confirmed.all')],
          ['sim', t('customerRegistrations.confirmed.yes')],
          ['nao', t('customerRegistrations.confirmed.no')],
        ]}
      />
      <AddressSelect
        param={REGISTRATION_PARAMS.origin}
        label={t('customerRegistrations.origin')}
        options={[['', t('customerRegistrations.origin.all')], ...origins.map((origin): [string, string] => [origin, originName(origin)])]}
      />
      <AddressSelect
        param={REGISTRATION_PARAMS.unit}
        label={t('customerRegistrations.unit')}
        options={[['', t('customerRegistrations.unit.all')], ...units.map(({ node }): [string, string] => [node.id_erp, node.name])]}
      />
      <AddressDate param={REGISTRATION_PARAMS.start} label={t('customerRegistrations.start')} />
      <AddressDate param={REGISTRATION_PARAMS.end} label={t('customerRegistrations.end')} />
      <AddressSelect
        param={REGISTRATION_PARAMS.order}
        label={t('customerRegistrations.order')}
        options={[
          ['', t('customerRegistrations.order.newest')],
          ['cadastro.asc', t('customerRegistrations.order.oldest')],
          ['nome.asc', t('customerRegistrations.order.nameAsc')],
          ['nome.desc', t('customerRegistrations.order.nameDesc')],
          ['pontos.desc', t('customerRegistrations.order.points')],
        ]}
      />
      {isFiltering(scope) && (
        <Button variant="secondary" onClick={() => setSearchParams(new URLSearchParams(), { replace: true })}>
          {t('customerRegistrations.clear')}
        </Button>
      )}
    </ListToolbar>
  );
}

function RegistrationsResults() {
  const data = usePageQuery(customerRegistrationsPage);
  const scope = usePageScope(customerRegistrationsPage);
  return (
    <>
      <Filters units={data.viewer?.account.units.edges ?? []} origins={data.consumerOrigins} />
      <RegistrationsTable query={data} filtering={isFiltering(scope)} />
    </>
  );
}

function PageActions() {
  const intl = useIntl();
  const data = usePageQuery(customerRegistrationsPage);
  const scope = usePageScope(customerRegistrationsPage);
  const [commitExport, exporting] = useMutation<CustomerRegistrationsPageExportMutation>(exportMutation);
  return (
    <Buttons>
      <ExportJobButton
        label={intl.formatMessage({ id: 'customerRegistrations.export' })}
        title={intl.formatMessage({ id: 'customerRegistrations.exportTitle' })}
        description={intl.formatMessage({ id: 'customerRegistrations.exportDescription' })}
        defaultEmail={data.viewer?.user.email ?? ''}
        inFlight={exporting}
        onSubmit={(input, done) => commitExport({ variables: { input: { ...registrationArgs(scope), ...input } }, ...exportDone(done) })}
      />
    </Buttons>
  );
}

/** Cadastros de clientes: the account's registered consumers — search, filters, order, export, and each one's management pages. */
export function CustomerRegistrationsPage() {
  const intl = useIntl();
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="customerRegistrations.title" />
        </h1>
        <p>
          <FormattedMessage id="customerRegistrations.subtitle" />
        </p>
      </PageHeading>
      <Suspense fallback={<ListSkeleton label={intl.formatMessage({ id: 'customerRegistrations.loading' })} />}>
        <PageActions />
        <RegistrationsResults />
      </Suspense>
    </PageContainer>
  );
}

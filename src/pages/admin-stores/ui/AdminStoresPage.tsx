import styled from '@emotion/styled';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { usePageQuery, usePageScope } from '@/shared/api';
import type { MessageId } from '@/shared/i18n';
import { AddressSearchField, ListSkeleton, PageContainer, PageHeading } from '@/shared/ui';
import { AddressSelectField } from '@/shared/ui/AddressSelectField';
import { exportDone, ExportJobButton } from '@/shared/ui/export-dialog';
import { ListToolbar } from '@/shared/ui/filterPanel';
import { adminStoresPage, STORE_PARAMS, storesFilters } from '../api/AdminStoresPageQuery';
import type { AdminStoresPageExportMutation } from './__generated__/AdminStoresPageExportMutation.graphql';
import { AdminStoresTable } from './AdminStoresTable';

const exportMutation = graphql`
  mutation AdminStoresPageExportMutation($input: CreateAdminUnitsReportInput!) {
    createAdminUnitsReport(input: $input) {
      asyncJob {
        id
        state
      }
    }
  }
`;

const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(3)};
`;

const RESETS = ['lojas_linhas'];

function Results() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const data = usePageQuery(adminStoresPage);
  const scope = usePageScope(adminStoresPage);
  const filtering = scope.search !== null || scope.active !== null || scope.appActive !== null || scope.ecommerce !== null || scope.retailerFlag !== null;
  const status: [string, string][] = [
    ['', t('adminStores.any')],
    ['ativas', t('adminStores.active')],
    ['inativas', t('adminStores.inactive')],
  ];
  return (
    <>
      <ListToolbar>
        <AddressSearchField param={STORE_PARAMS.search} label={t('adminStores.search')} placeholder={t('adminStores.searchPlaceholder')} resets={RESETS} />
        <AddressSelectField param={STORE_PARAMS.club} label={t('adminStores.club')} options={status} resets={RESETS} />
        <AddressSelectField param={STORE_PARAMS.app} label={t('adminStores.app')} options={status} resets={RESETS} />
        <AddressSelectField
          param={STORE_PARAMS.ecommerce}
          label={t('adminStores.ecommerce')}
          resets={RESETS}
          options={[
            ['', t('adminStores.ecommerce.any')],
            ['sim', t('adminStores.ecommerce.yes')],
            ['nao', t('adminStores.ecommerce.no')],
          ]}
        />
        <AddressSelectField
          param={STORE_PARAMS.flag}
          label={t('adminStores.flag')}
          resets={RESETS}
          options={[['', t('adminStores.flag.any')], ...data.retailerFlags.map((flag): [string, string] => [flag.id, flag.name])]}
        />
        <AddressSelectField
          param={STORE_PARAMS.order}
          label={t('adminStores.order')}
          resets={RESETS}
          options={[
            ['', t('adminStores.order.nameAsc')],
            ['nome.desc', t('adminStores.order.nameDesc')],
            ['codigo.asc', t('adminStores.order.code')],
            ['cidade.asc', t('adminStores.order.city')],
          ]}
        />
      </ListToolbar>
      <AdminStoresTable query={data} filtering={filtering} flags={data.retailerFlags} />
    </>
  );
}

/** "Exportar": the list as the address filters it, by e-mail (CSV or XLSX, in the export history). */
function ExportButton() {
  const intl = useIntl();
  const data = usePageQuery(adminStoresPage);
  const scope = usePageScope(adminStoresPage);
  const [commit, inFlight] = useMutation<AdminStoresPageExportMutation>(exportMutation);
  return (
    <ExportJobButton
      label={<FormattedMessage id="adminStores.export" />}
      title={intl.formatMessage({ id: 'adminStores.exportTitle' })}
      description={intl.formatMessage({ id: 'adminStores.exportDescription' })}
      defaultEmail={data.viewer?.user.email ?? ''}
      inFlight={inFlight}
      onSubmit={(input, done) => commit({ variables: { input: { ...storesFilters(scope), ...input } }, ...exportDone(done) })}
    />
  );
}

/** /configuracoes-admin/lojas: each store's ERP code, club and app switches, e-commerce and banner. */
export function AdminStoresPage() {
  const intl = useIntl();
  return (
    <PageContainer>
      <HeadingRow>
        <PageHeading>
          <h1>
            <FormattedMessage id="adminStores.title" />
          </h1>
          <p>
            <FormattedMessage id="adminStores.subtitle" />
          </p>
        </PageHeading>
        <Suspense fallback={null}>
          <ExportButton />
        </Suspense>
      </HeadingRow>
      <Suspense fallback={<ListSkeleton label={intl.formatMessage({ id: 'adminStores.loading' })} />}>
        <Results />
      </Suspense>
    </PageContainer>
  );
}

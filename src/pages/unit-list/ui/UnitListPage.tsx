import styled from '@emotion/styled';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { MessageId } from '@/shared/i18n';
import { usePageQuery, usePageScope } from '@/shared/api';
import { AddressSearchField, ListSkeleton, PageContainer, PageHeading } from '@/shared/ui';
import { AddressSelectField } from '@/shared/ui/AddressSelectField';
import { exportDone, ExportJobButton } from '@/shared/ui/export-dialog';
import { ListToolbar } from '@/shared/ui/filterPanel';
import { UNIT_PARAMS, unitFilters, unitListPage } from '../api/UnitListPageQuery';
import type { UnitListPageExportMutation } from './__generated__/UnitListPageExportMutation.graphql';
import { UnitGroupsPanel } from './UnitGroupsPanel';
import { UnitListTable } from './UnitListTable';

const exportMutation = graphql`
  mutation UnitListPageExportMutation($input: CreateUnitsReportInput!) {
    createUnitsReport(input: $input) {
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

/** A new filter shows the list from its first page. */
const LIST_RESETS = ['lojas_linhas'];

function Results() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const data = usePageQuery(unitListPage);
  const scope = usePageScope(unitListPage);
  const filtering = scope.search !== null || scope.group !== null || scope.tag !== null || scope.active !== null;
  return (
    <>
      <UnitGroupsPanel query={data} />
      <ListToolbar>
        <AddressSearchField param={UNIT_PARAMS.search} label={t('unitList.search')} placeholder={t('unitList.searchPlaceholder')} resets={['lojas_linhas']} />
        <AddressSelectField resets={LIST_RESETS} param={UNIT_PARAMS.group} label={t('unitList.group')} options={[['', t('unitList.allGroups')], ...data.unitGroups.map((g): [string, string] => [g.id, g.name])]} />
        <AddressSelectField resets={LIST_RESETS} param={UNIT_PARAMS.tag} label={t('unitList.tag')} options={[['', t('unitList.allTags')], ...data.unitTags.map((tag): [string, string] => [tag.name, `${tag.name} (${tag.units})`])]} />
        <AddressSelectField
          param={UNIT_PARAMS.status}
          resets={LIST_RESETS}
          label={t('unitList.status')}
          options={[
            ['', t('unitList.status.all')],
            ['ativas', t('unitList.status.active')],
            ['inativas', t('unitList.status.inactive')],
          ]}
        />
        <AddressSelectField
          param={UNIT_PARAMS.order}
          resets={LIST_RESETS}
          label={t('unitList.order')}
          options={[
            ['', t('unitList.order.nameAsc')],
            ['nome.desc', t('unitList.order.nameDesc')],
            ['codigo.asc', t('unitList.order.code')],
            ['cidade.asc', t('unitList.order.city')],
            ['atualizacao.desc', t('unitList.order.updated')],
          ]}
        />
      </ListToolbar>
      <UnitListTable query={data} filtering={filtering} />
    </>
  );
}

/** "Exportar": the list as the address filters it, by e-mail (CSV or XLSX, in the export history). */
function ExportButton() {
  const intl = useIntl();
  const data = usePageQuery(unitListPage);
  const scope = usePageScope(unitListPage);
  const [commit, inFlight] = useMutation<UnitListPageExportMutation>(exportMutation);
  return (
    <ExportJobButton
      label={<FormattedMessage id="unitList.export" />}
      title={intl.formatMessage({ id: 'unitList.exportTitle' })}
      description={intl.formatMessage({ id: 'unitList.exportDescription' })}
      defaultEmail={data.viewer?.user.email ?? ''}
      inFlight={inFlight}
      onSubmit={(input, done) => commit({ variables: { input: { ...unitFilters(scope), ...input } }, ...exportDone(done) })}
    />
  );
}

/** Configurações › Lojas: the chain's stores — search, filters, groups, export; a store's name opens its form. */
export function UnitListPage() {
  const intl = useIntl();
  return (
    <PageContainer>
      <HeadingRow>
        <PageHeading>
          <h1>
            <FormattedMessage id="unitList.title" />
          </h1>
          <p>
            <FormattedMessage id="unitList.subtitle" />
          </p>
        </PageHeading>
        <Suspense fallback={null}>
          <ExportButton />
        </Suspense>
      </HeadingRow>
      <Suspense fallback={<ListSkeleton label={intl.formatMessage({ id: 'unitList.loading' })} />}>
        <Results />
      </Suspense>
    </PageContainer>
  );
}

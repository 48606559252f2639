import styled from '@emotion/styled';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { MessageId } from '@/shared/i18n';
import { usePageQuery, usePageScope } from '@/shared/api';
import { AddressSearchField, Button, ExportDialog, ListSkeleton, PageContainer, PageHeading, SelectField } from '@/shared/ui';
import { ListFilterSlot, ListToolbar } from '@/shared/ui/filterPanel';
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

/** A filter select that writes its parameter to the address (the list loads again from its first page). */
function AddressSelect({ param, label, options }: { param: string; label: string; options: [value: string, label: string][] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <ListFilterSlot>
      <SelectField
        label={label}
        value={searchParams.get(param) ?? ''}
        onChange={(event) =>
          setSearchParams(
            (params) => {
              const next = new URLSearchParams(params);
              if (event.target.value) next.set(param, event.target.value);
              else next.delete(param);
              next.delete('lojas_linhas');
              return next;
            },
            { replace: true },
          )
        }
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </SelectField>
    </ListFilterSlot>
  );
}

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
        <AddressSelect param={UNIT_PARAMS.group} label={t('unitList.group')} options={[['', t('unitList.allGroups')], ...data.unitGroups.map((g): [string, string] => [g.id, g.name])]} />
        <AddressSelect param={UNIT_PARAMS.tag} label={t('unitList.tag')} options={[['', t('unitList.allTags')], ...data.unitTags.map((tag): [string, string] => [tag.name, `${tag.name} (${tag.units})`])]} />
        <AddressSelect
          param={UNIT_PARAMS.status}
          label={t('unitList.status')}
          options={[
            ['', t('unitList.status.all')],
            ['ativas', t('unitList.status.active')],
            ['inativas', t('unitList.status.inactive')],
          ]}
        />
        <AddressSelect
          param={UNIT_PARAMS.order}
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
  const [open, setOpen] = useState(false);
  const [commit, inFlight] = useMutation<UnitListPageExportMutation>(exportMutation);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <FormattedMessage id="unitList.export" />
      </Button>
      {open && (
        <ExportDialog
          title={intl.formatMessage({ id: 'unitList.exportTitle' })}
          description={intl.formatMessage({ id: 'unitList.exportDescription' })}
          defaultEmail={data.viewer?.user.email ?? ''}
          inFlight={inFlight}
          onClose={() => setOpen(false)}
          onSubmit={(input, done) =>
            commit({
              variables: { input: { ...unitFilters(scope), ...input } },
              onCompleted: (_response, errors) => done(errors?.length ? errors[0].message : undefined),
              onError: (error) => done(error.message),
            })
          }
        />
      )}
    </>
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

import type { MessageId } from '@/shared/i18n';
import styled from '@emotion/styled';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageQuery, usePageScope } from '@/shared/api';
import { AddressSearchField, Button, buttonCss, ExportDialog, ListSkeleton, PageContainer, PageHeading, SelectField, useConfirm, useSnackbar } from '@/shared/ui';
import { ListFilterSlot, ListToolbar } from '@/shared/ui/filterPanel';
import { CATALOGUE_PARAMS, catalogueFilters, productCataloguePage } from '../api/ProductCataloguePageQuery';
import type { ProductCataloguePageDuplicatesMutation } from './__generated__/ProductCataloguePageDuplicatesMutation.graphql';
import type { ProductCataloguePageExportMutation } from './__generated__/ProductCataloguePageExportMutation.graphql';
import { ProductCatalogueTable } from './ProductCatalogueTable';
import { ProductUploadDialog } from './ProductUploadDialog';

const exportMutation = graphql`
  mutation ProductCataloguePageExportMutation($input: CreateCatalogueProductsReportInput!) {
    createCatalogueProductsReport(input: $input) {
      asyncJob {
        id
        state
      }
    }
  }
`;

const duplicatesMutation = graphql`
  mutation ProductCataloguePageDuplicatesMutation {
    cleanProductsDuplicates {
      merges {
        ean
        kept
        merged
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

const NewLink = styled(Link)`
  ${(p) => buttonCss(p.theme, 'primary')}
`;

const SecondaryLink = styled(Link)`
  ${(p) => buttonCss(p.theme, 'secondary')}
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
              next.delete('produtos_linhas');
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

function Filters({ departments }: { departments: readonly string[] }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const orders: [string, string][] = [
    ['', t('productCatalogue.order.nameAsc')],
    ['nome.desc', t('productCatalogue.order.nameDesc')],
    ['sku.asc', t('productCatalogue.order.sku')],
    ['departamento.asc', t('productCatalogue.order.department')],
    ['atualizacao.desc', t('productCatalogue.order.updated')],
  ];
  return (
    <ListToolbar>
      <AddressSearchField
        param={CATALOGUE_PARAMS.search}
        label={t('productCatalogue.search')}
        placeholder={t('productCatalogue.searchPlaceholder')}
        resets={['produtos_linhas']}
      />
      <AddressSelect param={CATALOGUE_PARAMS.department} label={t('productCatalogue.department')} options={[['', t('productCatalogue.allDepartments')], ...departments.map((d): [string, string] => [d, d])]} />
      <AddressSelect
        param={CATALOGUE_PARAMS.status}
        label={t('productCatalogue.status')}
        options={[
          ['', t('productCatalogue.status.all')],
          ['ativos', t('productCatalogue.status.active')],
          ['inativos', t('productCatalogue.status.inactive')],
        ]}
      />
      <AddressSelect
        param={CATALOGUE_PARAMS.edited}
        label={t('productCatalogue.editedFilter')}
        options={[
          ['', t('productCatalogue.editedFilter.all')],
          ['sim', t('productCatalogue.editedFilter.yes')],
          ['nao', t('productCatalogue.editedFilter.no')],
        ]}
      />
      <AddressSelect param={CATALOGUE_PARAMS.order} label={t('productCatalogue.order')} options={orders} />
    </ListToolbar>
  );
}

function CatalogueResults() {
  const data = usePageQuery(productCataloguePage);
  const scope = usePageScope(productCataloguePage);
  const filtering = scope.search !== null || scope.department !== null || scope.active !== null || scope.manuallyEdited !== null;
  return (
    <>
      <Filters departments={data.listDepartment} />
      <ProductCatalogueTable query={data} filtering={filtering} />
    </>
  );
}

/** The viewer's e-mail for the export's default recipient (from the page's query). */
function PageActions() {
  const intl = useIntl();
  const data = usePageQuery(productCataloguePage);
  const scope = usePageScope(productCataloguePage);
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const [dialog, setDialog] = useState<'export' | 'upload' | null>(null);
  const [commitExport, exporting] = useMutation<ProductCataloguePageExportMutation>(exportMutation);
  const [commitDuplicates, merging] = useMutation<ProductCataloguePageDuplicatesMutation>(duplicatesMutation);

  const cleanDuplicates = async () => {
    const confirmed = await confirm({
      title: intl.formatMessage({ id: 'productCatalogue.duplicatesTitle' }),
      message: intl.formatMessage({ id: 'productCatalogue.duplicatesMessage' }),
      confirmLabel: intl.formatMessage({ id: 'productCatalogue.duplicatesConfirm' }),
      destructive: true,
    });
    if (!confirmed) return;
    commitDuplicates({
      variables: {},
      onCompleted: (response, errors) => {
        if (errors?.length) return void snackbar.show(errors[0].message);
        const merges = response.cleanProductsDuplicates.merges;
        snackbar.show(intl.formatMessage({ id: 'productCatalogue.duplicatesDone' }, { count: merges.length, products: merges.reduce((sum, merge) => sum + merge.merged.length, 0) }), { severity: 'success' });
        if (merges.length > 0) window.location.reload();
      },
      onError: (error) => void snackbar.show(error.message),
    });
  };

  return (
    <Buttons>
      <NewLink to="/produtos/novo">{intl.formatMessage({ id: 'productCatalogue.new' })}</NewLink>
      <SecondaryLink to="/produtos/gerenciamento-produtos/produtos-loja">{intl.formatMessage({ id: 'productCatalogue.storeProducts' })}</SecondaryLink>
      <SecondaryLink to="/produtos/gerenciamento-produtos/grupos">{intl.formatMessage({ id: 'productCatalogue.groups' })}</SecondaryLink>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setDialog('upload')}>
        {intl.formatMessage({ id: 'productCatalogue.upload' })}
      </Button>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setDialog('export')}>
        {intl.formatMessage({ id: 'productCatalogue.export' })}
      </Button>
      <Button variant="secondary" loading={merging} onClick={() => void cleanDuplicates()}>
        {intl.formatMessage({ id: 'productCatalogue.duplicates' })}
      </Button>
      {dialog === 'export' && (
        <ExportDialog
          title={intl.formatMessage({ id: 'productCatalogue.exportTitle' })}
          description={intl.formatMessage({ id: 'productCatalogue.exportDescription' })}
          defaultEmail={data.viewer?.user.email ?? ''}
          inFlight={exporting}
          onClose={() => setDialog(null)}
          onSubmit={(input, done) =>
            commitExport({
              variables: { input: { ...catalogueFilters(scope), ...input } },
              onCompleted: (_response, errors) => done(errors?.length ? errors[0].message : undefined),
              onError: (error) => done(error.message),
            })
          }
        />
      )}
      {dialog === 'upload' && <ProductUploadDialog onClose={() => setDialog(null)} />}
    </Buttons>
  );
}

/** Gerenciamento de produtos: the catalogue the chain maintains — search, filters, edit, activate, upload, export. */
export function ProductCataloguePage() {
  const intl = useIntl();
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="productCatalogue.title" />
        </h1>
        <p>
          <FormattedMessage id="productCatalogue.subtitle" />
        </p>
      </PageHeading>
      <Suspense fallback={<ListSkeleton label={intl.formatMessage({ id: 'productCatalogue.loading' })} />}>
        <PageActions />
        <CatalogueResults />
      </Suspense>
    </PageContainer>
  );
}


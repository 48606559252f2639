import styled from '@emotion/styled';
import type { SubmissionErrors } from 'final-form';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { usePageQuery } from '@/shared/api';
import type { MessageId } from '@/shared/i18n';
import { Button, Card, MaskedField, SelectInputField, StructForm, TextAreaField, TextInputField, submissionErrorsOf, useSnackbar } from '@/shared/ui';
import { AnalyticsPage } from '@/shared/ui/analytics-page';
import { MultiSelectField } from '@/shared/ui/form/MultiSelectField';
import type { MultiSelectOption } from '@/shared/ui/multi-select';
import { priceRangeNewPage } from '../api/PriceRangeNewPageQuery';
import { analysisFormStruct, MAX_PRODUCTS, RANGE_COUNTS, toAnalysisInput, type AnalysisFormValues } from '../model/analysisForm';
import type { PriceRangeNewPageMutation } from './__generated__/PriceRangeNewPageMutation.graphql';
import type { PriceRangeNewPageProductsQuery } from './__generated__/PriceRangeNewPageProductsQuery.graphql';

const createMutation = graphql`
  mutation PriceRangeNewPageMutation($input: PriceRangesAnalysisInput!) {
    upsertPriceRangesAnalytics(input: $input) {
      analysis {
        id
        _id
        status
      }
    }
  }
`;

// the product search of /produtos/busca-produto (name, SKU or EAN), as the person types
const productsQuery = graphql`
  query PriceRangeNewPageProductsQuery($query: String!) {
    productSearch(query: $query) {
      products {
        sku
        name
        department
        category
      }
    }
  }
`;

const Periods = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: ${(p) => p.theme.space(3)};
`;

const FormCard = styled(Card)`
  padding: ${(p) => p.theme.space(5)};
  max-width: 880px;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  align-items: center;
`;

/** Products matching what the person types (debounced; the latest answer wins). */
function useProductSearch() {
  const environment = useRelayEnvironment();
  const [options, setOptions] = useState<MultiSelectOption[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<number>();
  const latest = useRef(0);
  const search = useCallback(
    (term: string) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        const call = ++latest.current;
        setLoading(true);
        fetchQuery<PriceRangeNewPageProductsQuery>(environment, productsQuery, { query: term.trim() }, { fetchPolicy: 'store-or-network' })
          .toPromise()
          .then((data) => {
            if (call !== latest.current) return;
            setOptions(
              (data?.productSearch.products ?? []).map((product) => ({
                value: product.sku,
                label: product.name,
                hint: `${product.sku} · ${product.department || '—'} › ${product.category || '—'}`,
              })),
            );
          })
          .catch(() => call === latest.current && setOptions([]))
          .finally(() => call === latest.current && setLoading(false));
      }, 250);
    },
    [environment],
  );
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { options, loading, search };
}

// One object for every render: final-form starts over when its initial values change.
const INITIAL_VALUES: Partial<AnalysisFormValues> = { products: [], units: [], range_count: '' };

function NewAnalysisForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const data = usePageQuery(priceRangeNewPage);
  const products = useProductSearch();
  const [commit, inFlight] = useMutation<PriceRangeNewPageMutation>(createMutation);
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const stores = useMemo(
    () => (data.viewer?.account.units.edges ?? []).map(({ node }) => ({ value: node.id_erp, label: node.name, hint: node.address_components.city_name ?? undefined })),
    [data.viewer?.account.units.edges],
  );
  const save = (values: AnalysisFormValues) =>
    new Promise<SubmissionErrors | void>((resolve) => {
      commit({
        variables: { input: toAnalysisInput(values) },
        onCompleted: (response) => {
          resolve();
          snackbar.show(t('priceRangeNew.created'), { severity: 'success' });
          navigate(`/produtos/faixas-precos/${encodeURIComponent(response.upsertPriceRangesAnalytics.analysis._id)}`);
        },
        onError: (error) => resolve(submissionErrorsOf(error, t('priceRangeNew.failed'))),
      });
    });
  return (
    <FormCard>
      <StructForm<AnalysisFormValues> struct={analysisFormStruct} onSubmit={save} initialValues={INITIAL_VALUES} aria-label={t('priceRangeNew.title')}>
        <h2>{t('priceRangeNew.sectionWhat')}</h2>
        <TextInputField name="name" label={t('priceRangeNew.name')} autoComplete="off" maxLength={80} required />
        <TextAreaField name="description" label={t('priceRangeNew.descriptionField')} maxLength={500} />
        <MultiSelectField
          name="products"
          label={t('priceRangeNew.products')}
          options={products.options}
          onSearch={products.search}
          loading={products.loading}
          placeholder={t('priceRangeNew.productsPlaceholder')}
          required
          messages={{ noProducts: t('priceRangeNew.noProducts'), size: t('priceRangeNew.tooManyProducts', { max: MAX_PRODUCTS }) }}
        />
        <p>{t('priceRangeNew.productsHint')}</p>
        <MultiSelectField name="units" label={t('priceRangeNew.units')} options={stores} placeholder={t('priceRangeNew.unitsAll')} />
        <h2>{t('priceRangeNew.sectionPeriods')}</h2>
        <p>{t('priceRangeNew.periodsHint')}</p>
        <Periods>
          <MaskedField name="referenceStart" mask="date" label={t('priceRangeNew.referenceStart')} placeholder={t('priceRangeNew.datePlaceholder')} required />
          <MaskedField name="referenceEnd" mask="date" label={t('priceRangeNew.referenceEnd')} placeholder={t('priceRangeNew.datePlaceholder')} required />
          <MaskedField name="analyzedStart" mask="date" label={t('priceRangeNew.analyzedStart')} placeholder={t('priceRangeNew.datePlaceholder')} required />
          <MaskedField name="analyzedEnd" mask="date" label={t('priceRangeNew.analyzedEnd')} placeholder={t('priceRangeNew.datePlaceholder')} required />
        </Periods>
        <SelectInputField
          name="range_count"
          label={t('priceRangeNew.rangeCount')}
          emptyLabel={t('priceRangeNew.rangeCountEmpty')}
          options={RANGE_COUNTS.map((count) => ({ value: count, label: t('priceRangeNew.rangeCountOption', { count: Number(count) }) }))}
          required
          messages={{ required: t('priceRangeNew.rangeCountRequired') }}
        />
        <p>{t('priceRangeNew.rangeCountHint')}</p>
        <Actions>
          <Button type="submit" loading={inFlight}>
            {t('priceRangeNew.submit')}
          </Button>
          <Link to="/produtos/faixas-precos">{t('priceRangeNew.cancel')}</Link>
        </Actions>
      </StructForm>
    </FormCard>
  );
}

/** Nova análise de faixas de preços: products, stores, the two periods and range_count; queued as a job. */
export function PriceRangeNewPage() {
  const intl = useIntl();
  return (
    <AnalyticsPage texts="priceRangeNew" back={<Link to="/produtos/faixas-precos">{intl.formatMessage({ id: 'priceRangeNew.back' })}</Link>} skeleton={{ blocks: [480] }}>
      <NewAnalysisForm />
    </AnalyticsPage>
  );
}

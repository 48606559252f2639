import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { StoreProductForm, storeFormValuesOf, storeProductInputOf, type StoreProductFormValues } from '@/features/edit-store-product';
import { usePageQuery, usePageScope } from '@/shared/api';
import { PageContainer, PageHeading, submissionErrorsOf, useSnackbar } from '@/shared/ui';
import { storeProductNewPage } from '../api/StoreProductNewPageQuery';
import type { StoreProductNewPageCreateMutation } from './__generated__/StoreProductNewPageCreateMutation.graphql';

const createMutation = graphql`
  mutation StoreProductNewPageCreateMutation($input: CreateStoreProductInput!) {
    createStoreProduct(input: $input) {
      storeProduct {
        id
        name
        storeName
      }
    }
  }
`;

const LIST_PATH = '/produtos/gerenciamento-produtos/produtos-loja';

/** Novo produto da loja: a catalogue product in one store; once saved, its edit page. */
export function StoreProductNewPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const data = usePageQuery(storeProductNewPage);
  const sku = usePageScope(storeProductNewPage);
  const [create] = useMutation<StoreProductNewPageCreateMutation>(createMutation);
  const stores = data.units.edges.map((edge) => edge.node);

  const submit = (values: StoreProductFormValues) =>
    new Promise<ReturnType<typeof submissionErrorsOf> | void>((resolve) => {
      create({
        variables: { input: { storeId: values.storeId, sku: values.sku.trim(), ...storeProductInputOf(values) } },
        onCompleted: (response) => {
          const saved = response.createStoreProduct.storeProduct;
          snackbar.show(intl.formatMessage({ id: 'storeProductNew.created' }, { name: saved.name, store: saved.storeName }), { severity: 'success' });
          resolve();
          setTimeout(() => navigate(`/produtos/alterar-produto-loja/${encodeURIComponent(saved.id)}`, { replace: true }), 0);
        },
        onError: (error) => resolve(submissionErrorsOf(error, intl.formatMessage({ id: 'storeProductNew.saveFailed' }))),
      });
    });

  return (
    <PageContainer>
      <PageHeading>
        <p>
          <Link to={LIST_PATH}>{intl.formatMessage({ id: 'storeProductNew.back' })}</Link>
        </p>
        <h1>
          <FormattedMessage id="storeProductNew.title" />
        </h1>
        <p>
          <FormattedMessage id="storeProductNew.subtitle" />
        </p>
      </PageHeading>
      <StoreProductForm
        initialValues={{ ...storeFormValuesOf(null), sku }}
        stores={stores}
        editing={false}
        onSubmit={submit}
        onCancel={() => navigate(LIST_PATH)}
      />
    </PageContainer>
  );
}

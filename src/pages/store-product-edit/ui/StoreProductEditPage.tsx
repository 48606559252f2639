import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { StoreProductForm, storeFormValuesOf, storeProductInputOf, type StoreProductFormValues } from '@/features/edit-store-product';
import { usePageQuery } from '@/shared/api';
import { PageContainer, PageHeading, StatusPage, submissionErrorsOf, useSnackbar } from '@/shared/ui';
import { storeProductEditPage } from '../api/StoreProductEditPageQuery';
import type { StoreProductEditPageUpdateMutation } from './__generated__/StoreProductEditPageUpdateMutation.graphql';

const updateMutation = graphql`
  mutation StoreProductEditPageUpdateMutation($input: UpdateStoreProductInput!) {
    updateStoreProduct(input: $input) {
      changedFields
      storeProduct {
        id
        name
        storeName
        price1
        stock
        stockBreak
        order
        active
        sales {
          active
          type
          discount
          minimumLimit
          maximumLimit
          price1
          price2
        }
      }
    }
  }
`;

const LIST_PATH = '/produtos/gerenciamento-produtos/produtos-loja';

/** Alterar produto da loja: the store product's form. */
export function StoreProductEditPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const data = usePageQuery(storeProductEditPage);
  const [update] = useMutation<StoreProductEditPageUpdateMutation>(updateMutation);
  const product = data.storeProductById ?? null;
  const stores = data.units.edges.map((edge) => edge.node);

  if (!product) {
    return (
      <StatusPage embedded icon="compass" title={intl.formatMessage({ id: 'storeProductEdit.notFound' })} actions={<Link to={LIST_PATH}>{intl.formatMessage({ id: 'storeProductEdit.back' })}</Link>}>
        <p>{intl.formatMessage({ id: 'storeProductEdit.notFoundHint' })}</p>
      </StatusPage>
    );
  }

  const submit = (values: StoreProductFormValues) =>
    new Promise<ReturnType<typeof submissionErrorsOf> | void>((resolve) => {
      update({
        variables: { input: { id: product.id, ...storeProductInputOf(values) } },
        onCompleted: (response) => {
          const saved = response.updateStoreProduct;
          snackbar.show(
            saved.changedFields.length
              ? intl.formatMessage({ id: 'storeProductEdit.saved' }, { name: saved.storeProduct.name, store: saved.storeProduct.storeName })
              : intl.formatMessage({ id: 'storeProductEdit.nothingChanged' }),
            { severity: saved.changedFields.length ? 'success' : 'info' },
          );
          resolve();
        },
        onError: (error) => resolve(submissionErrorsOf(error, intl.formatMessage({ id: 'storeProductEdit.saveFailed' }))),
      });
    });

  return (
    <PageContainer>
      <PageHeading>
        <p>
          <Link to={LIST_PATH}>{intl.formatMessage({ id: 'storeProductEdit.back' })}</Link>
        </p>
        <h1>{intl.formatMessage({ id: 'storeProductEdit.heading' }, { name: product.name, store: product.storeName })}</h1>
        <p>
          {intl.formatMessage({ id: 'storeProductEdit.subtitle' })}{' '}
          <Link to={`/produtos/alterar/${encodeURIComponent(product.productId)}`}>{intl.formatMessage({ id: 'storeProductEdit.productLink' })}</Link>
        </p>
      </PageHeading>
      <StoreProductForm key={product.id} initialValues={storeFormValuesOf(product)} stores={stores} editing onSubmit={submit} onCancel={() => navigate(LIST_PATH)} />
    </PageContainer>
  );
}

import styled from '@emotion/styled';
import type { FormApi } from 'final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { usePageQuery } from '@/shared/api';
import { PageContainer, PageHeading, StatusPage, submissionErrorsOf, useSnackbar } from '@/shared/ui';
import { productEditPage } from '../api/ProductEditPageQuery';
import { ProductForm, ProductHistory, productInputOf, type ProductFormValues } from '@/features/edit-product';
import type { ProductEditPageUpdateMutation } from './__generated__/ProductEditPageUpdateMutation.graphql';

const updateMutation = graphql`
  mutation ProductEditPageUpdateMutation($input: UpdateProductInput!) {
    updateProduct(input: $input) {
      changedFields
      product {
        id
        name
        ...ProductForm_product
        ...ProductHistory_product
      }
    }
  }
`;

/** The catalogue list the page came from. */
const LIST_PATH = '/produtos/gerenciamento-produtos';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${(p) => p.theme.space(4)};
  align-items: start;
  ${(p) => p.theme.mq.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
  }
`;

/** Alterar produto: the form and the product's history. */
export function ProductEditPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const data = usePageQuery(productEditPage);
    const [update] = useMutation<ProductEditPageUpdateMutation>(updateMutation);
  const product = data.product ?? null;
  const fallback = intl.formatMessage({ id: 'productEdit.saveFailed' });

  if (!product) {
    return (
      <StatusPage embedded icon="compass" title={intl.formatMessage({ id: 'productEdit.notFound' })} actions={<Link to={LIST_PATH}>{intl.formatMessage({ id: 'productEdit.backToList' })}</Link>}>
        <p>{intl.formatMessage({ id: 'productEdit.notFoundHint' })}</p>
      </StatusPage>
    );
  }

  const submit = (values: ProductFormValues, form: FormApi<ProductFormValues>) =>
    new Promise<ReturnType<typeof submissionErrorsOf> | void>((resolve) => {
      const fields = productInputOf(values);
      update({
        variables: { input: { id: product.id, ...fields } },
        onCompleted: (response) => {
          const changed = response.updateProduct.changedFields.length;
          snackbar.show(intl.formatMessage({ id: changed ? 'productEdit.saved' : 'productEdit.nothingChanged' }, { name: response.updateProduct.product.name }), {
            severity: changed ? 'success' : 'info',
          });
          form.initialize(values);
          resolve();
        },
        onError: (error) => resolve(submissionErrorsOf(error, fallback)),
      });
    });

  return (
    <PageContainer>
      <PageHeading>
        <p>
          <Link to={LIST_PATH}>{intl.formatMessage({ id: 'productEdit.backToList' })}</Link>
        </p>
        <h1>{intl.formatMessage({ id: 'productEdit.editHeading' }, { name: product.name, sku: product.sku })}</h1>
        <p>
          <FormattedMessage id="productEdit.editSubtitle" />
        </p>
      </PageHeading>
      <Layout>
        <ProductForm
          key={product.id}
          product={product}
          departments={data.listDepartment}
          measures={data.listMeasure}
          onSubmit={submit}
          onCancel={() => navigate(LIST_PATH)}
        />
        <ProductHistory product={product} />
      </Layout>
    </PageContainer>
  );
}

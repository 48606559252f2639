import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { ProductForm, productInputOf, type ProductFormValues } from '@/features/edit-product';
import { usePageQuery } from '@/shared/api';
import { PageContainer, PageHeading, submissionErrorsOf, useSnackbar } from '@/shared/ui';
import { productNewPage } from '../api/ProductNewPageQuery';
import type { ProductNewPageCreateMutation } from './__generated__/ProductNewPageCreateMutation.graphql';

const createMutation = graphql`
  mutation ProductNewPageCreateMutation($input: CreateProductInput!) {
    createProduct(input: $input) {
      product {
        id
        name
      }
    }
  }
`;

/** The catalogue list the page came from. */
const LIST_PATH = '/produtos/gerenciamento-produtos';

/** Novo produto: the product form; once saved, its edit page (with its history). */
export function ProductNewPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const data = usePageQuery(productNewPage);
  const [create] = useMutation<ProductNewPageCreateMutation>(createMutation);

  const submit = (values: ProductFormValues) =>
    new Promise<ReturnType<typeof submissionErrorsOf> | void>((resolve) => {
      create({
        variables: { input: { sku: values.sku.trim(), ...productInputOf(values) } },
        onCompleted: (response) => {
          snackbar.show(intl.formatMessage({ id: 'productNew.created' }, { name: response.createProduct.product.name }), { severity: 'success' });
          resolve();
          // after final-form records the successful submit, so the leave guard lets the page go
          setTimeout(() => navigate(`/produtos/alterar/${encodeURIComponent(response.createProduct.product.id)}`, { replace: true }), 0);
        },
        onError: (error) => resolve(submissionErrorsOf(error, intl.formatMessage({ id: 'productNew.saveFailed' }))),
      });
    });

  return (
    <PageContainer>
      <PageHeading>
        <p>
          <Link to={LIST_PATH}>{intl.formatMessage({ id: 'productNew.backToList' })}</Link>
        </p>
        <h1>
          <FormattedMessage id="productNew.title" />
        </h1>
        <p>
          <FormattedMessage id="productNew.subtitle" />
        </p>
      </PageHeading>
      <ProductForm product={null} departments={data.listDepartment} measures={data.listMeasure} onSubmit={submit} onCancel={() => navigate(LIST_PATH)} />
    </PageContainer>
  );
}

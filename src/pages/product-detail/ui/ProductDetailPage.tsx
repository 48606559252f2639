import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ExportTableButton } from '@/features/export-table';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { usePageQuery, usePageScope } from '@/shared/api';
import type { MessageId } from '@/shared/i18n';
import { formatCurrency } from '@/shared/lib/number';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { Card } from '@/shared/ui/Card';
import { AnalyticsPage, EmptyState, NoSalesYet } from '@/shared/ui/analytics-page';
import { productDetailPage } from '../api/ProductDetailPageQuery';
import { ProductSalesView } from './ProductSalesView';

const Catalogue = styled(Card)`
  padding: ${(p) => p.theme.space(5)};
  h2 {
    margin: 0 0 ${(p) => p.theme.space(3)};
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: ${(p) => p.theme.space(3)};
    margin: 0;
  }
  dt {
    font-size: ${(p) => p.theme.fontSizes.xs};
    font-weight: 600;
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function ProductDetailContent() {
  const intl = useIntl();
  const data = usePageQuery(productDetailPage);
  const scope = usePageScope(productDetailPage);
  const text = (id: MessageId) => intl.formatMessage({ id });
  if (!data.viewer) return null;
  const detail = data.productDetail;
  if (!detail) {
    return (
      <EmptyState
        title={text('productDetail.notFound')}
        hint={text('productDetail.notFoundHint')}
        action={<Link to="/produtos/busca-produto">{text('productDetail.back')}</Link>}
      />
    );
  }
  const { product } = detail;
  const catalogue: [MessageId, string][] = [
    ['productDetail.sku', product.sku],
    [
      'productDetail.eans',
      product.eans.length
        ? product.eans.map((ean, index) => (index === 0 ? intl.formatMessage({ id: 'productDetail.mainEan' }, { ean }) : ean)).join(', ')
        : text('productDetail.noEans'),
    ],
    ['productDetail.group', [product.department, product.category, product.subcategory].filter(Boolean).join(' › ') || text('productDetail.notInformed')],
    ['productDetail.brand', product.brand || text('productDetail.notInformed')],
    ['productDetail.measure', product.measure],
    ['productDetail.weighable', text(product.isWeightable ? 'productDetail.yes' : 'productDetail.no')],
    ['productDetail.price', product.price === null || product.price === undefined ? text('productDetail.notInformed') : formatCurrency(product.price)],
  ];
  return (
    <>
      <Catalogue as="section" aria-label={text('productDetail.catalogue')}>
        <h2>{product.name}</h2>
        <dl>
          {catalogue.map(([label, value]) => (
            <div key={label}>
              <dt>{text(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Catalogue>
      <SalesFilterBar account={data.viewer.account} filters={scope.filters} />
      <p>{text('productDetail.scopeNote')}</p>
      {detail.sales ? (
        <ProductSalesView
          sales={detail.sales}
          isWeightable={product.isWeightable}
          storesExport={
            <ExportTableButton
              table="produtos.detalhes-produto.lojas"
              title={intl.formatMessage({ id: 'productDetail.storesExportTitle' }, { name: product.name })}
              filter={toSalesFilterInput(scope.filters)}
              params={{ sku: product.sku }}
            />
          }
        />
      ) : (
        <NoSalesYet />
      )}
    </>
  );
}

/** Detalhes do produto: its catalogue data and its sales in the period and stores. */
export function ProductDetailPage() {
  return (
    <AnalyticsPage
      texts="productDetail"
      back={
        <Link to="/produtos/busca-produto">
          <FormattedMessage id="productDetail.back" />
        </Link>
      }
      skeleton={{ filters: true, kpis: 8 }}
    >
      <ProductDetailContent />
    </AnalyticsPage>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { KpiCard } from '@/entities/metric';
import type { MessageId } from '@/shared/i18n';
import { formatCurrency, formatNumber, formatPercent } from '@/shared/lib/number';
import { KpiGrid, Section } from '@/shared/ui/analytics-page';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import type { CustomerFigures_customer$data, CustomerFigures_customer$key } from './__generated__/CustomerFigures_customer.graphql';
import { ActivityCard } from './ActivityCard';

const fragment = graphql`
  fragment CustomerFigures_customer on Customer {
    kpis {
      VAL_FATURAMENTO
      NUM_CUPONS
      VAL_TICKET_MEDIO
      VAL_ITENS_NA_CESTA
      firstPurchase
      lastPurchase
      activityCluster
      rfvCluster
      referenceDate
    }
    favourites {
      products {
        sku
        name
        department
        tickets
        quantity
        revenue
      }
      departments {
        department
        tickets
        revenue
        share
      }
    }
  }
`;

type Product = NonNullable<CustomerFigures_customer$data['favourites']>['products'][number];
type Department = NonNullable<CustomerFigures_customer$data['favourites']>['departments'][number];

/** The customer's KPIs (all their loyalty purchases), activity group and favourite products and departments. */
export function CustomerFigures({ customer }: { customer: CustomerFigures_customer$key }) {
  const intl = useIntl();
  const data = useFragment(fragment, customer);
  if (!data.kpis || !data.favourites) return null;
  const { kpis, favourites } = data;
  const t = (id: MessageId) => intl.formatMessage({ id });
  const productColumns: DataTableColumn<Product>[] = [
    { id: 'name', header: t('customerDetails.col.product'), value: (r) => r.name, cell: (r) => r.name },
    { id: 'department', header: t('customerDetails.col.department'), value: (r) => r.department, cell: (r) => r.department || '-' },
    { id: 'tickets', header: t('customerDetails.col.tickets'), numeric: true, value: (r) => r.tickets, cell: (r) => formatNumber(r.tickets, 0) },
    { id: 'quantity', header: t('customerDetails.col.quantity'), numeric: true, value: (r) => r.quantity, cell: (r) => formatNumber(r.quantity, 3) },
    { id: 'revenue', header: t('customerDetails.col.revenue'), numeric: true, value: (r) => r.revenue, cell: (r) => formatCurrency(r.revenue) },
  ];
  const departmentColumns: DataTableColumn<Department>[] = [
    { id: 'department', header: t('customerDetails.col.department'), value: (r) => r.department, cell: (r) => r.department || t('customerDetails.noDepartment') },
    { id: 'tickets', header: t('customerDetails.col.tickets'), numeric: true, value: (r) => r.tickets, cell: (r) => formatNumber(r.tickets, 0) },
    { id: 'revenue', header: t('customerDetails.col.revenue'), numeric: true, value: (r) => r.revenue, cell: (r) => formatCurrency(r.revenue) },
    { id: 'share', header: t('customerDetails.col.share'), numeric: true, value: (r) => r.share, cell: (r) => formatPercent(r.share) },
  ];
  return (
    <>
      <Section aria-label={t('customerDetails.kpis')}>
        <KpiGrid>
          <KpiCard metric="VAL_FATURAMENTO" value={kpis.VAL_FATURAMENTO} footer={<FormattedMessage id="customerDetails.sinceRegistration" />} />
          <KpiCard metric="NUM_CUPONS" value={kpis.NUM_CUPONS} />
          <KpiCard metric="VAL_TICKET_MEDIO" value={kpis.VAL_TICKET_MEDIO} />
          <KpiCard metric="VAL_ITENS_NA_CESTA" value={kpis.VAL_ITENS_NA_CESTA} />
          <KpiCard metric="DAT_PRIMEIRA_COMPRA" value={kpis.firstPurchase} />
          <KpiCard metric="DAT_ULTIMA_COMPRA" value={kpis.lastPurchase} />
          <ActivityCard cluster={kpis.activityCluster ?? null} referenceDate={kpis.referenceDate} rfvCluster={kpis.rfvCluster ?? null} />
        </KpiGrid>
      </Section>
      <>
        <DataTable
          rawValues
          caption={t('customerDetails.productsCaption')}
          title={t('customerDetails.products')}
          columns={productColumns}
          rows={favourites.products}
          rowKey={(r) => r.sku}
          empty={{ title: t('customerDetails.noPurchases'), hint: t('customerDetails.noPurchasesHint') }}
        />
        <DataTable
          rawValues
          caption={t('customerDetails.departmentsCaption')}
          title={t('customerDetails.departments')}
          columns={departmentColumns}
          rows={favourites.departments}
          rowKey={(r) => r.department}
          empty={{ title: t('customerDetails.noPurchases'), hint: t('customerDetails.noPurchasesHint') }}
        />
      </>
    </>
  );
}

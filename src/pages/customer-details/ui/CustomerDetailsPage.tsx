import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageQuery } from '@/shared/api';
import { PageHeading } from '@/shared/ui';
import { PointsLedger } from '@/widgets/points-ledger';
import { AnalyticsPage, EmptyState } from '@/shared/ui/analytics-page';
import { customerDetailsPage } from '../api/CustomerDetailsPageQuery';
import { CustomerFigures } from './CustomerFigures';
import { CustomerPurchases } from './CustomerPurchases';
import { CustomerRegistration } from './CustomerRegistration';

/** The customer search, where a customer is usually found. */
const SEARCH_PATH = '/clientes/busca-cliente';

function CustomerDetailsContent() {
  const data = usePageQuery(customerDetailsPage);
  const customer = data.customer;
  if (!customer) {
    return <EmptyState title={<FormattedMessage id="customerDetails.notFound" />} hint={<FormattedMessage id="customerDetails.notFoundHint" />} />;
  }
  return (
    <>
      <PageHeading>
        <h2 data-field="name">{customer.name}</h2>
        <p>{customer.document}</p>
      </PageHeading>
      <CustomerRegistration customer={customer} />
      <CustomerFigures customer={customer} />
      <CustomerPurchases customer={customer} />
      {/* the points ledger (consumer care); coupons have their own module (issue not landed yet): the section says so */}
      <PointsLedger customer={customer} />
      <EmptyState title={<FormattedMessage id="customerDetails.coupons" />} hint={<FormattedMessage id="customerDetails.couponsEmpty" />} />
    </>
  );
}

/** Detalhes do cliente: registration, KPIs, purchases and favourites of one customer. */
export function CustomerDetailsPage() {
  return (
    <AnalyticsPage
      back={
        <Link to={SEARCH_PATH}>
          <FormattedMessage id="customerDetails.back" />
        </Link>
      }
      texts="customerDetails"
      skeleton={{ kpis: 7 }}
    >
      <CustomerDetailsContent />
    </AnalyticsPage>
  );
}

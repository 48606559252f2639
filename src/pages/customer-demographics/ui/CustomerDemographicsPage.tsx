import { useIntl } from 'react-intl';
import { ExportTableButton } from '@/features/export-table';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { usePageQuery, usePageScope } from '@/shared/api';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import type { MessageId } from '@/shared/i18n';
import { AnalyticsPage, EmptyState, NoSalesYet } from '@/shared/ui/analytics-page';
import { customerDemographicsPage } from '../api/CustomerDemographicsPageQuery';
import { DemographicGroups } from './DemographicGroups';
import { ProfileKpis } from './ProfileKpis';

function CustomerDemographicsContent() {
  const intl = useIntl();
  const data = usePageQuery(customerDemographicsPage);
  const filters = usePageScope(customerDemographicsPage);
  if (!data.viewer) return null;
  const profile = data.customerDemographics;
  const text = (id: MessageId) => intl.formatMessage({ id });
  return (
    <>
      <SalesFilterBar account={data.viewer.account} filters={filters} show={{ personType: true }} />
      {!profile ? (
        <NoSalesYet />
      ) : profile.NUM_CLIENTES === 0 ? (
        <EmptyState title={text('customerDemographics.empty')} hint={text('customerDemographics.emptyHint')} />
      ) : (
        <>
          <p>{text('customerDemographics.storesNote')}</p>
          <div>
            <ExportTableButton
              table="clientes.perfil-demografico"
              title={text('customerDemographics.exportTitle')}
              filter={toSalesFilterInput(filters)}
            />
          </div>
          <ProfileKpis totals={profile} />
          <DemographicGroups dimension="genders" groups={profile.genders} heading={text('customerDemographics.genders')} chart="donut" />
          <DemographicGroups
            dimension="ageBands"
            groups={profile.ageBands}
            heading={text('customerDemographics.ageBands')}
            note={text('customerDemographics.ageBands.note')}
            chart="bar"
          />
          <DemographicGroups dimension="personTypes" groups={profile.personTypes} heading={text('customerDemographics.personTypes')} chart="donut" />
          <DemographicGroups
            dimension="cities"
            groups={profile.cities}
            heading={text('customerDemographics.cities')}
            note={text('customerDemographics.cities.note')}
            chart="hbar"
          />
          <DemographicGroups
            dimension="neighborhoods"
            groups={profile.neighborhoods}
            heading={text('customerDemographics.neighborhoods')}
            note={text('customerDemographics.neighborhoods.note')}
            chart="hbar"
          />
        </>
      )}
    </>
  );
}

/** Perfil demográfico: who the club's consumers are (gender, age, person type, city, neighbourhood) and what each group spends. */
export function CustomerDemographicsPage() {
  return (
    <AnalyticsPage texts="customerDemographics" skeleton={{ filters: true }}>
      <CustomerDemographicsContent />
    </AnalyticsPage>
  );
}

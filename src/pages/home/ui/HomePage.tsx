import { FormattedMessage } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { UnitsTable } from '@/widgets/units-table';
import { usePageQueryRef } from '@/shared/lib/route-module';
import { HomePageQuery, type HomePageQueryType } from '../api/HomePageQuery';
import { PageContainer, PageHeading } from '@/shared/ui';



/**
 * Home: greets the signed-in user and lists the account's stores. (The KPI dashboard of spec §1
 * takes this place later; the stores table moves to its own page then.)
 */
export function HomePage() {
  const data = usePreloadedQuery<HomePageQueryType>(HomePageQuery, usePageQueryRef<HomePageQueryType>());
  // The guard only lets signed-in users here; a session lost mid-flight renders nothing and the
  // network layer takes the user to /expired-session.
  if (!data.viewer) return null;
  const { user, account } = data.viewer;
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="home.greeting" values={{ name: user.name }} />
        </h1>
        <p>
          <FormattedMessage id="home.accountSubtitle" values={{ account: <strong>{account.name}</strong> }} />
        </p>
      </PageHeading>
      <UnitsTable account={account} />
    </PageContainer>
  );
}

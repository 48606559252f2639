import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePageQuery } from '@/shared/api';
import { formatDateTime } from '@/shared/lib/date';
import { isSocialNetwork, type SocialNetwork } from '@/shared/lib/socialProfile';
import { Alert, PageContainer, PageHeading } from '@/shared/ui';
import { SocialNetworksPageQuery, type SocialNetworksPageQueryType } from '../api/SocialNetworksPageQuery';
import { SocialNetworksForm } from './SocialNetworksForm';

/** Configurações › Redes sociais: the chain's profiles and where each is shown. */
export function SocialNetworksPage() {
  const data = usePageQuery<SocialNetworksPageQueryType>({ query: SocialNetworksPageQuery });
  // a network a newer server knows and this build does not is left out (never sent back as unknown)
  const profiles = useMemo(() => data.socialNetworks.filter((p): p is typeof p & { network: SocialNetwork } => isSocialNetwork(p.network)), [data.socialNetworks]);
  const last = profiles.reduce<(typeof profiles)[number] | null>((latest, p) => (!latest || String(p.updated_at) > String(latest.updated_at) ? p : latest), null);
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="socialNetworks.title" />
        </h1>
        <p>
          <FormattedMessage id="socialNetworks.subtitle" />
        </p>
        {last && (
          <p data-testid="social-last-saved">
            <FormattedMessage
              id="socialNetworks.lastSaved"
              values={{
                who: last.updated_by,
                date: formatDateTime(String(last.updated_at)) ?? '',
              }}
            />
          </p>
        )}
      </PageHeading>
      {profiles.length === 0 && (
        <Alert tone="info">
          <FormattedMessage id="socialNetworks.empty" />
        </Alert>
      )}
      <SocialNetworksForm saved={profiles} />
    </PageContainer>
  );
}

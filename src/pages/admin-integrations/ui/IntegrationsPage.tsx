import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageQuery } from '@/shared/api';
import { Card, PageContainer, PageHeading, VisuallyHidden } from '@/shared/ui';
import { IntegrationsPageQuery, type IntegrationsPageQueryType } from '../api/IntegrationsPageQuery';
import { ChannelSettingsCard } from './ChannelSettingsCard';
import { HowToSendCard } from './HowToSendCard';
import { IntegrationTokensCard } from './IntegrationTokensCard';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

const SkeletonLine = styled.div<{ width?: string; height?: number }>`
  height: ${(p) => p.height ?? 20}px;
  width: ${(p) => p.width ?? 'auto'};
  margin: ${(p) => `${p.theme.space(4)} ${p.theme.space(5)}`};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.neutralSoft};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

/** Placeholder cards while the tokens and the account arrive. */
function IntegrationsSkeleton() {
  const intl = useIntl();
  return (
    <>
      <Card aria-busy="true">
        <VisuallyHidden role="status">{intl.formatMessage({ id: 'integrations.loading' })}</VisuallyHidden>
        <SkeletonLine width="240px" height={24} />
        {[0, 1, 2].map((i) => (
          <SkeletonLine key={i} />
        ))}
      </Card>
      <Card aria-hidden="true">
        <SkeletonLine width="160px" height={24} />
        <SkeletonLine height={120} />
      </Card>
    </>
  );
}

function IntegrationsContent() {
  const data = usePageQuery<IntegrationsPageQueryType>({ query: IntegrationsPageQuery });
  return (
    <>
      <IntegrationTokensCard query={data} />
      <HowToSendCard account={data.account} />
      <ChannelSettingsCard />
    </>
  );
}

/** Integrações: the account's integration tokens and how a chain sends its stores, products, consumers and sales. */
export function IntegrationsPage() {
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="integrations.title" />
        </h1>
        <p>
          <FormattedMessage id="integrations.subtitle" />
        </p>
      </PageHeading>
      <Suspense fallback={<IntegrationsSkeleton />}>
        <IntegrationsContent />
      </Suspense>
    </PageContainer>
  );
}

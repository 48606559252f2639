import styled from '@emotion/styled';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageQuery } from '@/shared/api';
import { Card, PageContainer, PageHeading, Spinner, TableEmptyState } from '@/shared/ui';
import type { MessageId } from '@/shared/i18n';
import { ProfilePageQuery, type ProfilePageQueryType } from '../api/ProfilePageQuery';

type Notification = ProfilePageQueryType['response']['platformNotifications'][number];

/** The sentence of each notification key; unknown future keys fall back to a generic one. */
const TEXT: Record<string, MessageId> = {
  AVAILABLE_TRADE_OFFERS: 'profile.notification.tradeOffers',
  PENDING_USER_DELETE_DATA_REQUESTS: 'profile.notification.deleteRequests',
};

const LINK: Record<string, MessageId> = {
  AVAILABLE_TRADE_OFFERS: 'profile.notification.tradeOffersLink',
  PENDING_USER_DELETE_DATA_REQUESTS: 'profile.notification.deleteRequestsLink',
};

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  ${(p) => p.theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const NotificationCard = styled(Card, { shouldForwardProp: (prop) => prop !== 'warning' })<{ warning: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  height: 100%;
  padding: ${(p) => p.theme.space(5)};
  border-left: 4px solid ${(p) => (p.warning ? p.theme.colors.danger : p.theme.colors.borderStrong)};
`;

const Amount = styled.p`
  font-size: ${(p) => p.theme.fontSizes.lg};
  font-weight: 600;
`;

const Meta = styled.p`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const CardLink = styled(Link)`
  align-self: flex-start;
  margin-top: auto;
  color: ${(p) => p.theme.colors.primary};
  font-weight: 600;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Loading = styled(Card)`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(5)};
`;

function NotificationItem({ notification }: { notification: Notification }) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: TEXT[notification.key] ?? 'profile.notification.other' }, { count: notification.entities_amount });
  const updated = intl.formatDate(notification.updated_at as string, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  return (
    <li>
      <NotificationCard warning={notification.type === 'warning'} aria-label={text}>
        <Amount>{text}</Amount>
        <Meta>
          <FormattedMessage id="profile.updatedAt" values={{ date: updated }} />
        </Meta>
        {notification.route ? (
          <CardLink to={notification.route}>{intl.formatMessage({ id: LINK[notification.key] ?? 'profile.notification.open' })}</CardLink>
        ) : (
          <Meta>
            <FormattedMessage id="profile.noAccess" />
          </Meta>
        )}
      </NotificationCard>
    </li>
  );
}

function Notifications() {
  const intl = useIntl();
  const data = usePageQuery<ProfilePageQueryType>({ query: ProfilePageQuery });
  const notifications = data.platformNotifications;
  if (notifications.length === 0) {
    return (
      <Card>
        <TableEmptyState role="status">
          <p>
            <FormattedMessage id="profile.empty" />
          </p>
          <p>
            <FormattedMessage id="profile.emptyHint" />
          </p>
        </TableEmptyState>
      </Card>
    );
  }
  return (
    <List aria-label={intl.formatMessage({ id: 'profile.listLabel' })}>
      {notifications.map((notification) => (
        <NotificationItem key={notification.key} notification={notification} />
      ))}
    </List>
  );
}

/**
 * Notificações (/perfil): the platform's counters for the session's account, each linking to the
 * page that handles them when the user may open it.
 */
export function ProfilePage() {
  const intl = useIntl();
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="profile.title" />
        </h1>
        <p>
          <FormattedMessage id="profile.subtitle" />
        </p>
      </PageHeading>
      <Suspense
        fallback={
          <Loading aria-busy="true">
            <Spinner />
            <span role="status">{intl.formatMessage({ id: 'profile.loading' })}</span>
          </Loading>
        }
      >
        <Notifications />
      </Suspense>
    </PageContainer>
  );
}

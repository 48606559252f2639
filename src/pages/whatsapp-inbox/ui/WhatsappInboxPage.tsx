import styled from '@emotion/styled';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageQuery, usePageScope } from '@/shared/api';
import type { MessageId } from '@/shared/i18n';
import { buttonCss, Card, EmptyListCard, ListSkeleton, PageContainer, PageHeading, SelectField } from '@/shared/ui';
import { INBOX_CONVERSATION_PARAM, INBOX_FILTER_PARAM, INBOX_FILTERS, INBOX_ROWS_ADDRESS, whatsappInboxPage } from '../api/WhatsappInboxPageQuery';
import { WhatsappConversationList } from './WhatsappConversationList';
import { WhatsappConversationThread } from './WhatsappConversationThread';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(3)};
  margin-bottom: ${(p) => p.theme.space(3)};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  min-width: 0;
  select {
    width: 100%;
    min-height: 40px;
  }
`;

const SecondaryLink = styled(Link)`
  ${(p) => buttonCss(p.theme, 'secondary')}
`;

const Layout = styled.div<{ withThread: boolean }>`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  grid-template-columns: minmax(0, 1fr);
  /* on a phone, an open conversation takes the screen; the list is one tap back */
  > :first-child {
    display: ${(p) => (p.withThread ? 'none' : 'block')};
  }
  ${(p) => p.theme.mq.md} {
    grid-template-columns: 340px minmax(0, 1fr);
    > :first-child {
      display: block;
    }
  }
`;

const ListCard = styled(Card)`
  padding: 0;
  overflow: hidden;
  align-self: start;
`;

const BackToList = styled(Link)`
  display: inline-block;
  margin-bottom: ${(p) => p.theme.space(2)};
  ${(p) => p.theme.mq.md} {
    display: none;
  }
`;

function Inbox() {
  const intl = useIntl();
  const data = usePageQuery(whatsappInboxPage);
  const scope = usePageScope(whatsappInboxPage);
  const [params] = useSearchParams();
  const back = new URLSearchParams(params);
  back.delete(INBOX_CONVERSATION_PARAM);
  return (
    <Layout withThread={scope.conversation !== null}>
      <ListCard>
        <WhatsappConversationList query={data} current={scope.conversation} />
      </ListCard>
      <div>
        {scope.conversation && <BackToList to={`?${back.toString()}`}>{intl.formatMessage({ id: 'whatsappInbox.backToList' })}</BackToList>}
        {data.whatsappConversation ? (
          <WhatsappConversationThread conversation={data.whatsappConversation} />
        ) : (
          <EmptyListCard
            title={intl.formatMessage({ id: scope.conversation ? 'whatsappInbox.notFound' : 'whatsappInbox.pick' })}
            hint={intl.formatMessage({ id: scope.conversation ? 'whatsappInbox.notFoundHint' : 'whatsappInbox.pickHint' })}
          />
        )}
      </div>
    </Layout>
  );
}

/** Atendimento de WhatsApp: conversations the flows handed over to a person; read, answer inside the 24-hour window, close. */
export function WhatsappInboxPage() {
  const intl = useIntl();
  const scope = usePageScope(whatsappInboxPage);
  const [, setSearchParams] = useSearchParams();
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="whatsappInbox.title" />
        </h1>
        <p>
          <FormattedMessage id="whatsappInbox.description" />
        </p>
      </PageHeading>
      <Toolbar>
        <Field>
        <SelectField
          label={intl.formatMessage({ id: 'whatsappInbox.filter' })}
          value={scope.filter}
          onChange={(event) =>
            setSearchParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (event.target.value === 'abertas') next.delete(INBOX_FILTER_PARAM);
                else next.set(INBOX_FILTER_PARAM, event.target.value);
                next.delete(`${INBOX_ROWS_ADDRESS}_linhas`);
                return next;
              },
              { replace: true },
            )
          }
        >
          {Object.keys(INBOX_FILTERS).map((filter) => (
            <option key={filter} value={filter}>
              {intl.formatMessage({ id: `whatsappInbox.filter.${filter}` as MessageId })}
            </option>
          ))}
        </SelectField>
        </Field>
        <SecondaryLink to="/campanhas/whatsapp/fluxos">{intl.formatMessage({ id: 'whatsappInbox.flows' })}</SecondaryLink>
      </Toolbar>
      <Suspense fallback={<ListSkeleton label={intl.formatMessage({ id: 'whatsappInbox.loading' })} />}>
        <Inbox />
      </Suspense>
    </PageContainer>
  );
}

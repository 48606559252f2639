import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { MessageId } from '@/shared/i18n';
import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '@/shared/lib';
import { Alert, Badge, Button, Card, useConfirm, useSnackbar } from '@/shared/ui';
import type { WhatsappConversationThread_conversation$key } from './__generated__/WhatsappConversationThread_conversation.graphql';
import type { WhatsappConversationThreadAnswerMutation } from './__generated__/WhatsappConversationThreadAnswerMutation.graphql';
import type { WhatsappConversationThreadCloseMutation } from './__generated__/WhatsappConversationThreadCloseMutation.graphql';
import type { WhatsappConversationThreadReadMutation } from './__generated__/WhatsappConversationThreadReadMutation.graphql';

const fragment = graphql`
  fragment WhatsappConversationThread_conversation on WhatsappConversation {
    id
    _id
    phone
    consumerName
    flowName
    flowVersion
    status
    test
    unread
    windowClosesAt
    closedAt
    closedBy
    steps {
      id
      author
      inboundText
      outboundText
      userName
      at
      options {
        id
        title
      }
    }
  }
`;

const answerMutation = graphql`
  mutation WhatsappConversationThreadAnswerMutation($id: ID!, $text: String!) {
    answerWhatsappConversation(id: $id, text: $text) {
      conversation {
        ...WhatsappConversationThread_conversation
        unread
        lastText
        lastMessageAt
      }
    }
  }
`;

const closeMutation = graphql`
  mutation WhatsappConversationThreadCloseMutation($id: ID!) {
    closeWhatsappConversation(id: $id) {
      conversation {
        ...WhatsappConversationThread_conversation
        unread
      }
    }
  }
`;

const readMutation = graphql`
  mutation WhatsappConversationThreadReadMutation($id: ID!) {
    markWhatsappConversationRead(id: $id) {
      conversation {
        id
        unread
      }
    }
  }
`;

const Thread = styled(Card)`
  display: flex;
  flex-direction: column;
  min-height: 480px;
  padding: 0;
  overflow: hidden;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
  justify-content: space-between;
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  p {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Messages = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${(p) => p.theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  flex: 1;
  overflow-y: auto;
  max-height: 560px;
  background: #efeae2;
`;

const Bubble = styled.li<{ side: 'left' | 'right' | 'center' }>`
  align-self: ${(p) => (p.side === 'center' ? 'center' : p.side === 'right' ? 'flex-end' : 'flex-start')};
  max-width: min(80%, 560px);
  padding: ${(p) => (p.side === 'center' ? '2px 8px' : `${p.theme.space(2)} ${p.theme.space(3)}`)};
  border-radius: 8px;
  background: ${(p) => (p.side === 'center' ? 'rgba(255,255,255,0.6)' : p.side === 'right' ? '#d9fdd3' : '#ffffff')};
  font-size: ${(p) => (p.side === 'center' ? p.theme.fontSizes.xs : p.theme.fontSizes.sm)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  small {
    display: block;
    margin-top: 2px;
    font-size: 11px;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Composer = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  label {
    flex: 1 1 240px;
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 600;
  }
  textarea {
    font: inherit;
    font-weight: 400;
    min-height: 64px;
    padding: ${(p) => p.theme.space(2)};
    border: 1px solid ${(p) => p.theme.colors.borderStrong};
    border-radius: ${(p) => p.theme.radii.md};
    resize: vertical;
  }
  > div {
    display: flex;
    gap: ${(p) => p.theme.space(2)};
    align-items: flex-end;
  }
`;

/** One conversation: every message of the consumer, the flow and the store; the answer box inside the 24-hour window; close. */
export function WhatsappConversationThread({ conversation }: { conversation: WhatsappConversationThread_conversation$key }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `whatsappInbox.${id}` as MessageId }, values);
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const data = useFragment(fragment, conversation);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commitAnswer, answering] = useMutation<WhatsappConversationThreadAnswerMutation>(answerMutation);
  const [commitClose, closing] = useMutation<WhatsappConversationThreadCloseMutation>(closeMutation);
  const [commitRead] = useMutation<WhatsappConversationThreadReadMutation>(readMutation);

  // opening a conversation reads it
  useEffect(() => {
    if (data.unread > 0) commitRead({ variables: { id: data.id } });
  }, [data.id]);

  const open = data.status === 'HANDOVER';
  const answer = () => {
    setError(null);
    commitAnswer({
      variables: { id: data.id, text },
      onCompleted: (_r, errors) => {
        if (errors?.length) return setError(errors[0].message);
        setText('');
      },
      onError: (e) => setError(e.message),
    });
  };
  const close = async () => {
    const ok = await confirm({ title: t('closeTitle'), message: t('closeMessage'), confirmLabel: t('close'), destructive: true });
    if (!ok) return;
    commitClose({
      variables: { id: data.id },
      onCompleted: (_r, errors) => {
        if (errors?.length) return void snackbar.show(errors[0].message);
        snackbar.show(t('closedDone'), { severity: 'success' });
      },
      onError: (e) => {
        snackbar.show(e.message);
      },
    });
  };

  return (
    <Thread aria-label={t('threadLabel')} data-thread={data._id}>
      <Header>
        <div>
          <h2>{data.consumerName ?? data.phone}</h2>
          <p>
            {data.consumerName ? `${data.phone} · ` : ''}
            {data.flowName ? t('flowLine', { flow: data.flowName, version: data.flowVersion ?? 0 }) : t('noFlow')}
            {data.test && ` · ${t('test')}`}
          </p>
        </div>
        {open ? (
          <Button variant="secondary" loading={closing} onClick={() => void close()}>
            {t('close')}
          </Button>
        ) : (
          <Badge tone="neutral">{t('closedLine', { when: formatDisplayDateTime(data.closedAt, DATE_TIME_MINUTES_FORMAT) ?? '', who: data.closedBy ?? t('theFlow') })}</Badge>
        )}
      </Header>
      <Messages aria-label={t('messagesLabel')} aria-live="polite">
        {data.steps.map((step) => {
          const side = step.author === 'CONSUMER' ? 'left' : step.author === 'SYSTEM' ? 'center' : 'right';
          const who = step.author === 'AGENT' ? step.userName ?? t('agent') : step.author === 'BOT' ? t('bot') : step.author === 'CONSUMER' ? t('consumer') : '';
          return (
            <Bubble key={step.id} side={side} data-author={step.author}>
              {step.inboundText ?? step.outboundText}
              {step.options && step.options.length > 0 && ` [${step.options.map((o) => o.title).join(' | ')}]`}
              <small>
                {who && `${who} · `}
                {formatDisplayDateTime(step.at, DATE_TIME_MINUTES_FORMAT)}
              </small>
            </Bubble>
          );
        })}
      </Messages>
      {open && (
        <Composer
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) answer();
          }}
        >
          <label>
            {t('answer')}
            <textarea value={text} maxLength={1024} onChange={(event) => setText(event.target.value)} disabled={!data.windowClosesAt} />
          </label>
          <div>
            <Button type="submit" loading={answering} disabled={!data.windowClosesAt || !text.trim()}>
              {t('send')}
            </Button>
          </div>
          <p role="note" style={{ flexBasis: '100%', margin: 0, fontSize: 13 }}>
            {data.windowClosesAt ? t('window', { until: formatDisplayDateTime(data.windowClosesAt, DATE_TIME_MINUTES_FORMAT) ?? '' }) : t('windowClosed')}
          </p>
          {error && <Alert tone="danger">{error}</Alert>}
        </Composer>
      )}
    </Thread>
  );
}

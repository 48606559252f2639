import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { MessageId } from '@/shared/i18n';
import { Alert, Button, TextField } from '@/shared/ui';
import type { TestPanelSimulateMutation, TestPanelSimulateMutation$data } from './__generated__/TestPanelSimulateMutation.graphql';

const simulateMutation = graphql`
  mutation TestPanelSimulateMutation($input: SimulateWhatsappFlowMessageInput!) {
    simulateWhatsappFlowMessage(input: $input) {
      conversation {
        id
        status
        flowVersion
        steps {
          id
          author
          inboundText
          outboundText
          options {
            id
            title
          }
        }
      }
    }
  }
`;

type Conversation = NonNullable<TestPanelSimulateMutation$data['simulateWhatsappFlowMessage']['conversation']>;

const Chat = styled.ol`
  list-style: none;
  &:empty {
    display: none;
  }
  margin: 0;
  padding: ${(p) => p.theme.space(2)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  max-height: 320px;
  overflow-y: auto;
  background: #e5ddd5;
  border-radius: ${(p) => p.theme.radii.md};
`;

const Bubble = styled.li<{ mine: boolean; system: boolean }>`
  align-self: ${(p) => (p.system ? 'center' : p.mine ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: ${(p) => p.theme.space(1.5)} ${(p) => p.theme.space(2)};
  border-radius: 8px;
  background: ${(p) => (p.system ? 'transparent' : p.mine ? '#dcf8c6' : '#ffffff')};
  font-size: ${(p) => (p.system ? p.theme.fontSizes.xs : p.theme.fontSizes.sm)};
  font-style: ${(p) => (p.system ? 'italic' : 'normal')};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Replies = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1)};
  margin-top: ${(p) => p.theme.space(1)};
`;

const Form = styled.form`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  align-items: flex-end;
  > :first-child {
    flex: 1;
  }
`;

/** A made-up phone for this tab's test chats (outside any consumer's number range we seed). */
const defaultPhone = () => `(11) 90000-${String(Math.floor(Math.random() * 9000) + 1000)}`;

/**
 * "Testar fluxo": chats with the flow's published version as a fake phone (simulateWhatsappFlowMessage).
 * The conversation is a test one: its messages go to the outbox, never to a consumer.
 */
export function TestPanel({ flowId, published }: { flowId: string | null; published: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `whatsappFlowEditor.test.${id}` as MessageId }, values);
  const [phone, setPhone] = useState(defaultPhone);
  const [text, setText] = useState('');
  const [conversation, setConversation] = useState<Conversation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [commit, sending] = useMutation<TestPanelSimulateMutation>(simulateMutation);

  if (!flowId || !published) return <Alert tone="info">{t('needsPublish')}</Alert>;

  const send = (message: { text?: string; buttonPayload?: string }) => {
    setError(null);
    commit({
      variables: { input: { flowId, phone, text: message.text ?? null, buttonPayload: message.buttonPayload ?? null } },
      onCompleted: (response, errors) => {
        if (errors?.length) return setError(errors[0].message);
        const next = response.simulateWhatsappFlowMessage.conversation;
        if (!next) setError(t('nothing'));
        setConversation(next ?? null);
        setText('');
      },
      onError: (e) => setError(e.message),
    });
  };
  const steps = conversation?.steps ?? [];
  const last = [...steps].reverse().find((s) => s.author === 'BOT');
  const open = conversation && ['WAITING', 'RUNNING'].includes(conversation.status);

  return (
    <section aria-label={t('title')}>
      <TextField label={t('phone')} value={phone} onChange={(event) => setPhone(event.target.value)} inputMode="tel" />
      {conversation && (
        <p role="status" data-conversation-status={conversation.status}>
          {t(`status.${conversation.status}`)} · {t('version', { version: conversation.flowVersion ?? 0 })}
        </p>
      )}
      <Chat aria-label={t('chatLabel')} aria-live="polite">
        {steps.map((step) => (
          <Bubble key={step.id} mine={step.author === 'CONSUMER'} system={step.author === 'SYSTEM'} data-author={step.author}>
            {step.inboundText ?? step.outboundText}
            {step === last && open && step.options && (
              <Replies>
                {step.options.map((option) => (
                  <Button key={option.id} variant="secondary" disabled={sending} onClick={() => send({ buttonPayload: option.id })}>
                    {option.title}
                  </Button>
                ))}
              </Replies>
            )}
          </Bubble>
        ))}
      </Chat>
      {error && <Alert tone="danger">{error}</Alert>}
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) send({ text: text.trim() });
        }}
      >
        <TextField label={t('message')} value={text} onChange={(event) => setText(event.target.value)} maxLength={1024} />
        <Button type="submit" loading={sending}>
          {t('send')}
        </Button>
      </Form>
      <Button variant="ghost" onClick={() => { setConversation(null); setPhone(defaultPhone()); }}>
        {t('restart')}
      </Button>
    </section>
  );
}

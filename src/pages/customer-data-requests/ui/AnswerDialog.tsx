import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { Alert, Button, ModalDialog, SelectField } from '@/shared/ui';
import type { AnswerTarget } from './DataRequestsTable';
import type { AnswerDialogAcceptMutation } from './__generated__/AnswerDialogAcceptMutation.graphql';
import type { AnswerDialogDeclineMutation } from './__generated__/AnswerDialogDeclineMutation.graphql';

const acceptMutation = graphql`
  mutation AnswerDialogAcceptMutation($input: AnswerDeleteDataRequestInput!) {
    acceptUserDeleteDataRequest(input: $input) {
      emailed
      request {
        id
        status
      }
    }
  }
`;

const declineMutation = graphql`
  mutation AnswerDialogDeclineMutation($input: AnswerDeleteDataRequestInput!) {
    declineUserDeleteDataRequest(input: $input) {
      emailed
      request {
        id
        status
      }
    }
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
  label {
    font-weight: 600;
  }
  textarea {
    font: inherit;
    min-height: 120px;
    padding: ${(p) => p.theme.space(2)};
    border: 1px solid ${(p) => p.theme.colors.borderStrong};
    border-radius: ${(p) => p.theme.radii.md};
  }
`;

const Check = styled.label`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  align-items: flex-start;
  input {
    margin-top: 4px;
  }
`;

export interface StandardReply {
  readonly id: string;
  readonly status: string;
  readonly title: string;
  readonly text: string;
}

/**
 * Accept or decline a request: a standard reply or a written one, whether to e-mail it, and — for an
 * acceptance — a confirmation that the erasure is irreversible before the button is enabled.
 */
export function AnswerDialog({ target, replies, onClose, onDone }: { target: AnswerTarget; replies: readonly StandardReply[]; onClose: () => void; onDone: (emailed: boolean) => void }) {
  const intl = useIntl();
  const id = useId();
  const accepting = target.answer === 'ACCEPT';
  const options = replies.filter((reply) => reply.status === (accepting ? 'ACCEPTED' : 'DECLINED'));
  // a partial acceptance starts from the partial reply (the standard replies' ids are the server's)
  const initial = (accepting && target.kind === 'PARTIAL' ? options.find((reply) => reply.id === 'accepted-partial') : undefined) ?? options[0];
  const [replyId, setReplyId] = useState(initial?.id ?? '');
  const [text, setText] = useState(initial?.text ?? '');
  const [sendEmail, setSendEmail] = useState(true);
  const [understood, setUnderstood] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [accept, accepting$] = useMutation<AnswerDialogAcceptMutation>(acceptMutation);
  const [decline, declining$] = useMutation<AnswerDialogDeclineMutation>(declineMutation);
  const busy = accepting$ || declining$;
  const submit = () => {
    if (!text.trim()) {
      setError(intl.formatMessage({ id: 'dataRequests.replyRequired' }));
      return;
    }
    const variables = { input: { id: target.id, reply: text.trim(), sendEmail } };
    const onError = (failure: Error) => setError(failure.message);
    if (accepting) accept({ variables, onCompleted: (r) => onDone(r.acceptUserDeleteDataRequest.emailed), onError });
    else decline({ variables, onCompleted: (r) => onDone(r.declineUserDeleteDataRequest.emailed), onError });
  };
  return (
    <ModalDialog
      open
      role="alertdialog"
      title={intl.formatMessage({ id: accepting ? 'dataRequests.acceptTitle' : 'dataRequests.declineTitle' }, { name: target.name })}
      description={intl.formatMessage({ id: accepting ? (target.kind === 'FULL' ? 'dataRequests.acceptFullWarning' : 'dataRequests.acceptPartialWarning') : 'dataRequests.declineHint' })}
      onEscape={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <FormattedMessage id="dataRequests.cancel" />
          </Button>
          <Button onClick={submit} loading={busy} disabled={accepting && !understood}>
            <FormattedMessage id={accepting ? 'dataRequests.confirmAccept' : 'dataRequests.confirmDecline'} />
          </Button>
        </>
      }
    >
      <SelectField
        label={intl.formatMessage({ id: 'dataRequests.standardReply' })}
        value={replyId}
        onChange={(event) => {
          setReplyId(event.target.value);
          const chosen = options.find((reply) => reply.id === event.target.value);
          if (chosen) setText(chosen.text);
        }}
      >
        {options.map((reply) => (
          <option key={reply.id} value={reply.id}>
            {reply.title}
          </option>
        ))}
        <option value="">{intl.formatMessage({ id: 'dataRequests.writtenReply' })}</option>
      </SelectField>
      <Field>
        <label htmlFor={`${id}-reply`}>
          <FormattedMessage id="dataRequests.reply" />
        </label>
        <textarea id={`${id}-reply`} value={text} maxLength={2000} onChange={(event) => setText(event.target.value)} aria-invalid={error ? true : undefined} />
      </Field>
      <Check>
        <input type="checkbox" checked={sendEmail} onChange={(event) => setSendEmail(event.target.checked)} />
        <FormattedMessage id="dataRequests.sendEmail" />
      </Check>
      {accepting && (
        <Check>
          <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
          <FormattedMessage id="dataRequests.irreversible" />
        </Check>
      )}
      {error && <Alert tone="danger">{error}</Alert>}
    </ModalDialog>
  );
}

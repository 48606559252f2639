import styled from '@emotion/styled';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { Alert, Button, CopyButton, ModalDialog, TextField } from '@/shared/ui';
import { TOKEN_NAME_MAX, tokenNameError } from '../model/tokenName';
import type { NewTokenDialogMutation } from './__generated__/NewTokenDialogMutation.graphql';

const createMutation = graphql`
  mutation NewTokenDialogMutation($input: CreateIntegrationTokenInput!) {
    createIntegrationToken(input: $input) {
      token
      integrationToken {
        id
        ...IntegrationTokenRow_token
      }
    }
  }
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
`;

const Secret = styled.code`
  display: block;
  padding: ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surfaceMuted};
  font-family: ${(p) => p.theme.fonts.mono};
  font-size: ${(p) => p.theme.fontSizes.sm};
  word-break: break-all;
  user-select: all;
`;

const SecretLabel = styled.p`
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
`;

export interface NewTokenDialogProps {
  onClose: () => void;
}

/**
 * Creates an integration token in two steps: its name, then its secret, shown this one time (the
 * server keeps only a hash). The new token goes to the top of the page's list in the Relay store.
 */
export function NewTokenDialog({ onClose }: NewTokenDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [commit, inFlight] = useMutation<NewTokenDialogMutation>(createMutation);

  const nameError = tokenNameError(name);
  const shownError =
    touched && nameError
      ? nameError === 'required'
        ? intl.formatMessage({ id: 'ui.required' })
        : intl.formatMessage({ id: 'integrations.create.nameTooLong' }, { max: TOKEN_NAME_MAX })
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameError || inFlight) {
      nameRef.current?.focus();
      return;
    }
    setServerError(null);
    const trimmed = name.trim();
    commit({
      variables: { input: { name: trimmed } },
      updater: (store) => {
        const payload = store.getRootField('createIntegrationToken');
        const record = payload?.getLinkedRecord('integrationToken');
        if (!record) return;
        const root = store.getRoot();
        // the list is a plain root field (no connection), newest first among the active tokens
        const current = root.getLinkedRecords('integrationTokens') ?? [];
        root.setLinkedRecords([record, ...current.filter((r) => r && r.getDataID() !== record.getDataID())], 'integrationTokens');
      },
      onCompleted: (response) => setCreated({ name: trimmed, token: response.createIntegrationToken.token }),
      onError: (error) => setServerError(error.message || intl.formatMessage({ id: 'ui.defaultError' })),
    });
  };

  if (created) {
    return (
      <ModalDialog
        open
        role="alertdialog"
        title={intl.formatMessage({ id: 'integrations.created.title' })}
        onEscape={onClose}
        initialFocusRef={doneRef}
        actions={
          <>
            <CopyButton text={created.token} label={intl.formatMessage({ id: 'integrations.created.copy' })} />
            <Button ref={doneRef} onClick={onClose}>
              {intl.formatMessage({ id: 'integrations.created.done' })}
            </Button>
          </>
        }
      >
        <Fields>
          <Alert tone="info">{intl.formatMessage({ id: 'integrations.created.warning' })}</Alert>
          <div>
            <SecretLabel id={`${formId}-secret`}>{intl.formatMessage({ id: 'integrations.created.tokenLabel' }, { name: created.name })}</SecretLabel>
            <Secret aria-labelledby={`${formId}-secret`} data-testid="integration-token-secret">
              {created.token}
            </Secret>
          </div>
        </Fields>
      </ModalDialog>
    );
  }

  return (
    <ModalDialog
      open
      title={intl.formatMessage({ id: 'integrations.create.title' })}
      description={intl.formatMessage({ id: 'integrations.create.description' })}
      onEscape={() => !inFlight && onClose()}
      initialFocusRef={nameRef}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={inFlight}>
            {intl.formatMessage({ id: 'integrations.create.cancel' })}
          </Button>
          <Button type="submit" form={formId} loading={inFlight}>
            {intl.formatMessage({ id: 'integrations.create.submit' })}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Fields>
          <TextField
            ref={nameRef}
            label={intl.formatMessage({ id: 'integrations.create.name' })}
            placeholder={intl.formatMessage({ id: 'integrations.create.namePlaceholder' })}
            autoComplete="off"
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(true)}
            error={shownError}
          />
          {serverError && <Alert tone="danger">{serverError}</Alert>}
        </Fields>
      </form>
    </ModalDialog>
  );
}

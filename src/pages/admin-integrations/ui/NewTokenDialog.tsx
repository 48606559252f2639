import styled from '@emotion/styled';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { Alert, Button, CopyButton, ModalDialog, StructForm, TextInputField, submissionErrorsOf } from '@/shared/ui';
import { TOKEN_NAME_MAX, newTokenStruct, type NewTokenValues } from '../model/tokenName';
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
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [commit, inFlight] = useMutation<NewTokenDialogMutation>(createMutation);

  const submit = (values: NewTokenValues) =>
    new Promise<ReturnType<typeof submissionErrorsOf> | void>((resolve) => {
      const trimmed = values.name.trim();
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
        onCompleted: (response) => {
          setCreated({ name: trimmed, token: response.createIntegrationToken.token });
          resolve();
        },
        onError: (error) => resolve(submissionErrorsOf(error, intl.formatMessage({ id: 'ui.defaultError' }))),
      });
    });

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
      <StructForm<NewTokenValues> id={formId} struct={newTokenStruct} initialValues={{ name: '' }} onSubmit={submit}>
        <TextInputField
          inputRef={nameRef}
          name="name"
          label={intl.formatMessage({ id: 'integrations.create.name' })}
          placeholder={intl.formatMessage({ id: 'integrations.create.namePlaceholder' })}
          autoComplete="off"
          required
          messages={{ tooLong: intl.formatMessage({ id: 'integrations.create.nameTooLong' }, { max: TOKEN_NAME_MAX }) }}
        />
      </StructForm>
    </ModalDialog>
  );
}

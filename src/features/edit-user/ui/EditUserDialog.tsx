import styled from '@emotion/styled';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import { Alert, Button, TextField, useSnackbar } from '@/shared/ui';
import { ModalDialog } from '@/shared/ui/dialog/ModalDialog';
import type { MessageId } from '@/shared/i18n';
import { validateEditUser, type EditUserValues } from '../model/editUserForm';
import type { EditUserDialog_user$key } from './__generated__/EditUserDialog_user.graphql';
import type { EditUserDialogMutation } from './__generated__/EditUserDialogMutation.graphql';

const userFragment = graphql`
  fragment EditUserDialog_user on User {
    id
    name
    active
  }
`;

const updateUserMutation = graphql`
  mutation EditUserDialogMutation($input: UpdateUserInput!) {
    updateUser(input: $input) {
      user {
        id
        name
        active
      }
    }
  }
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
`;

const Toggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${(p) => p.theme.colors.primary};
  }
`;

export interface EditUserDialogProps {
  user: EditUserDialog_user$key;
  onClose: () => void;
}

/**
 * Edits a user's name and whether they are active. Server refusals (e.g. a user whose home is
 * another account) are shown inside the dialog with the server's own message.
 */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const data = useFragment(userFragment, user);
  const [commit, inFlight] = useMutation<EditUserDialogMutation>(updateUserMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const formId = `edit-user-${data.id}`;

  const save = (values: EditUserValues) => {
    setServerError(null);
    commit({
      variables: { input: { id: data.id, name: values.name.trim(), active: values.active } },
      onCompleted: () => {
        snackbar.show(intl.formatMessage({ id: 'editUser.saved' }), { severity: 'success' });
        onClose();
      },
      onError: (error) => setServerError(error.message || intl.formatMessage({ id: 'ui.defaultError' })),
    });
  };

  return (
    <ModalDialog
      open
      title={intl.formatMessage({ id: 'editUser.title' })}
      onEscape={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={inFlight}>
            {intl.formatMessage({ id: 'editUser.cancel' })}
          </Button>
          <Button type="submit" form={formId} loading={inFlight}>
            {intl.formatMessage({ id: 'editUser.save' })}
          </Button>
        </>
      }
    >
      <Form<EditUserValues> onSubmit={save} validate={validateEditUser} initialValues={{ name: data.name, active: data.active }}>
        {({ handleSubmit }) => (
          <form id={formId} onSubmit={handleSubmit} noValidate>
            <Fields>
              <Field<string> name="name">
                {({ input, meta }) => (
                  <TextField
                    {...input}
                    label={intl.formatMessage({ id: 'editUser.name' })}
                    autoComplete="off"
                    error={meta.touched && meta.error ? intl.formatMessage({ id: errorMessage(meta.error) }) : null}
                  />
                )}
              </Field>
              <Field<boolean> name="active" type="checkbox">
                {({ input }) => (
                  <Toggle>
                    <input name={input.name} checked={Boolean(input.checked)} onChange={input.onChange} onBlur={input.onBlur} type="checkbox" role="switch" />
                    {intl.formatMessage({ id: 'editUser.active' })}
                  </Toggle>
                )}
              </Field>
              {serverError && <Alert tone="danger">{serverError}</Alert>}
            </Fields>
          </form>
        )}
      </Form>
    </ModalDialog>
  );
}

function errorMessage(code: string): MessageId {
  return code === 'required' ? 'ui.required' : 'ui.invalidValue';
}

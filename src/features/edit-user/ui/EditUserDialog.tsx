import type { SubmissionErrors } from 'final-form';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import { Button, CheckboxField, StructForm, TextInputField, submissionErrorsOf, useSnackbar } from '@/shared/ui';
import { ModalDialog } from '@/shared/ui/dialog/ModalDialog';
import { editUserStruct, type EditUserValues } from '../model/editUserForm';
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
  const formId = `edit-user-${data.id}`;

  const save = (values: EditUserValues) =>
    new Promise<SubmissionErrors | void>((resolve) => {
      commit({
        variables: { input: { id: data.id, name: values.name.trim(), active: values.active } },
        onCompleted: () => {
          snackbar.show(intl.formatMessage({ id: 'editUser.saved' }), { severity: 'success' });
          resolve();
          onClose();
        },
        onError: (error) => resolve(submissionErrorsOf(error, intl.formatMessage({ id: 'ui.defaultError' }))),
      });
    });

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
      <StructForm<EditUserValues> id={formId} struct={editUserStruct} onSubmit={save} initialValues={{ name: data.name, active: data.active }}>
        <TextInputField name="name" label={intl.formatMessage({ id: 'editUser.name' })} autoComplete="off" required />
        <CheckboxField name="active" role="switch" label={intl.formatMessage({ id: 'editUser.active' })} />
      </StructForm>
    </ModalDialog>
  );
}

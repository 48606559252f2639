import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { ExportDialog } from '@/shared/ui';
import type { ExportUsersDialogMutation } from './__generated__/ExportUsersDialogMutation.graphql';

const createUsersReportMutation = graphql`
  mutation ExportUsersDialogMutation($input: CreateUsersReportInput!) {
    createUsersReport(input: $input) {
      asyncJob {
        id
        state
      }
    }
  }
`;

export interface ExportUsersDialogProps {
  /** the viewer's e-mail: the default recipient */
  defaultEmail: string;
  onClose: () => void;
}

/** Queues the users list as CSV or XLSX for the given recipients; the export history follows it. */
export function ExportUsersDialog({ defaultEmail, onClose }: ExportUsersDialogProps) {
  const intl = useIntl();
  const [commit, inFlight] = useMutation<ExportUsersDialogMutation>(createUsersReportMutation);
  return (
    <ExportDialog
      title={intl.formatMessage({ id: 'exportUsers.title' })}
      description={intl.formatMessage({ id: 'exportUsers.description' })}
      defaultEmail={defaultEmail}
      inFlight={inFlight}
      onClose={onClose}
      onSubmit={(input, done) =>
        commit({
          variables: { input },
          onCompleted: (_response, errors) => done(errors?.length ? errors[0].message : undefined),
          onError: (error) => done(error.message),
        })
      }
    />
  );
}

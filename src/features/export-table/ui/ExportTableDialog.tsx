import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { ExportDialog } from '@/shared/ui/export-dialog';
import type { ExportTableButtonProps } from './ExportTableButton';
import type { ExportTableButtonMutation } from './__generated__/ExportTableButtonMutation.graphql';
import type { ExportTableButtonQuery } from './__generated__/ExportTableButtonQuery.graphql';

// The dialog (form, recipients, the mutation) loads when "Exportar" is pressed, not with the page.

const exportMutation = graphql`
  mutation ExportTableButtonMutation($input: ExportAnalyticsTableInput!) {
    exportAnalyticsTable(input: $input) {
      asyncJob {
        id
        state
      }
    }
  }
`;

/** The default recipient: usually already in the store (the shell asked for the viewer). */
const viewerEmailQuery = graphql`
  query ExportTableButtonQuery {
    viewer {
      user {
        email
      }
    }
  }
`;

export default function ExportTableDialog({ table, title, filter, params, onClose }: ExportTableButtonProps & { onClose: () => void }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<ExportTableButtonQuery>(viewerEmailQuery, {}, { fetchPolicy: 'store-or-network' });
  const [commit, inFlight] = useMutation<ExportTableButtonMutation>(exportMutation);
  return (
    <ExportDialog
      title={intl.formatMessage({ id: 'exportTable.dialogTitle' }, { title })}
      description={intl.formatMessage({ id: 'exportTable.dialogDescription' })}
      defaultEmail={data.viewer?.user.email ?? ''}
      inFlight={inFlight}
      onClose={onClose}
      onSubmit={(values, done) =>
        commit({
          variables: {
            input: {
              table,
              filter: { ...filter, units: filter.units ?? null },
              params: Object.entries(params ?? {}).map(([name, value]) => ({ name, value })),
              fileFormat: values.fileFormat,
              emails: values.emails,
            },
          },
          onCompleted: (_response, errors) => done(errors?.length ? errors[0].message : undefined),
          onError: (error) => done(error.message),
        })
      }
    />
  );
}

import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { ExportDialog } from '@/shared/ui/export-dialog';
import type { ExportSegmentDialogMutation, SegmentExportKind } from './__generated__/ExportSegmentDialogMutation.graphql';
import type { ExportSegmentDialogQuery } from './__generated__/ExportSegmentDialogQuery.graphql';

const exportMutation = graphql`
  mutation ExportSegmentDialogMutation($input: ExportSegmentInput!) {
    exportSegment(input: $input) {
      asyncJob {
        id
        state
      }
    }
  }
`;

/** The default recipient: usually already in the store (the shell asked for the viewer). */
const viewerEmailQuery = graphql`
  query ExportSegmentDialogQuery {
    viewer {
      user {
        email
      }
    }
  }
`;

export type { SegmentExportKind };

export interface ExportSegmentDialogProps {
  segmentId: string;
  segmentName: string;
  kind: SegmentExportKind;
  /** the members this campaign froze (visualizar) instead of the segment's members now */
  campaignId?: string;
  onClose: () => void;
}

const TITLES = {
  CLIENTS: 'exportSegment.clientsTitle',
  PRODUCTS: 'exportSegment.productsTitle',
  PURCHASE_INFO: 'exportSegment.purchaseInfoTitle',
} as const;

const DESCRIPTIONS = {
  CLIENTS: 'exportSegment.clientsDescription',
  PRODUCTS: 'exportSegment.productsDescription',
  PURCHASE_INFO: 'exportSegment.purchaseInfoDescription',
} as const;

/**
 * Queues one of a segment's files (its clients, the products they bought, their purchase figures) as
 * CSV or XLSX for the recipients; the export history follows the job. Documents and contacts come in
 * full only for users with PII download permission (the server decides).
 */
export default function ExportSegmentDialog({ segmentId, segmentName, kind, campaignId, onClose }: ExportSegmentDialogProps) {
  const intl = useIntl();
  const data = useLazyLoadQuery<ExportSegmentDialogQuery>(viewerEmailQuery, {}, { fetchPolicy: 'store-or-network' });
  const [commit, inFlight] = useMutation<ExportSegmentDialogMutation>(exportMutation);
  const known = kind === 'CLIENTS' || kind === 'PRODUCTS' || kind === 'PURCHASE_INFO' ? kind : 'CLIENTS';
  return (
    <ExportDialog
      title={intl.formatMessage({ id: TITLES[known] }, { name: segmentName })}
      description={intl.formatMessage({ id: campaignId && known === 'CLIENTS' ? 'exportSegment.frozenClientsDescription' : DESCRIPTIONS[known] })}
      defaultEmail={data.viewer?.user.email ?? ''}
      inFlight={inFlight}
      onClose={onClose}
      onSubmit={(values, done) =>
        commit({
          variables: { input: { segmentId, kind, fileFormat: values.fileFormat, emails: values.emails, ...(campaignId ? { campaignId } : {}) } },
          onCompleted: (_response, errors) => done(errors?.length ? errors[0].message : undefined),
          onError: (error) => done(error.message),
        })
      }
    />
  );
}

import styled from '@emotion/styled';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useMutation, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { usePageQuery } from '@/shared/api';
import { Button, useConfirm, useSnackbar } from '@/shared/ui';
import { AnalyticsPage } from '@/shared/ui/analytics-page';
import { AnalysisManagerPageQuery, analysisManagerPage } from '../api/AnalysisManagerPageQuery';
import { AnalysisLimits } from './AnalysisLimits';
import { AnalysisList } from './AnalysisList';
import { CreateAnalysisDialog } from './CreateAnalysisDialog';
import type { AnalysisManagerPageStatusSubscription } from './__generated__/AnalysisManagerPageStatusSubscription.graphql';
import type { AnalysisManagerPageDeletedSubscription } from './__generated__/AnalysisManagerPageDeletedSubscription.graphql';
import type { AnalysisManagerPageDeleteMutation } from './__generated__/AnalysisManagerPageDeleteMutation.graphql';

// Each status change of the account's analyses arrives here and updates the row in the store (by id).
const statusSubscription = graphql`
  subscription AnalysisManagerPageStatusSubscription {
    aHubAnalyticsStatus {
      id
      status
      error
      processing
      processedAt
      periods {
        id
        title
      }
    }
  }
`;

const deletedSubscription = graphql`
  subscription AnalysisManagerPageDeletedSubscription($roomId: String!) {
    deletedAHubReportAnalytics(roomId: $roomId) {
      status
      messageError
    }
  }
`;

const deleteMutation = graphql`
  mutation AnalysisManagerPageDeleteMutation($id: ID!, $roomId: String!) {
    activeDeleteAHubReportAnalytics(id: $id, roomId: $roomId) {
      status
    }
  }
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
`;

function AnalysisManagerContent() {
  const intl = useIntl();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const environment = useRelayEnvironment();
  const data = usePageQuery(analysisManagerPage);
  const [creating, setCreating] = useState(false);
  const stores = useMemo(
    () =>
      (data.viewer?.account.units.edges ?? []).map(({ node }) => ({ value: node.id_erp, label: node.name, hint: node.address_components.city_name ?? undefined })),
    [data.viewer?.account.units.edges],
  );
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  // one room per visit: the deletions this page asks for come back on it
  const roomId = useMemo(() => `analysis-manager-${crypto.randomUUID()}`, []);
  const [commitDelete] = useMutation<AnalysisManagerPageDeleteMutation>(deleteMutation);

  // the list and the limits again from the server (after a creation or a deletion)
  const reload = useCallback(() => {
    fetchQuery(environment, AnalysisManagerPageQuery, {}, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment]);

  useSubscription<AnalysisManagerPageStatusSubscription>(
    useMemo<GraphQLSubscriptionConfig<AnalysisManagerPageStatusSubscription>>(
      () => ({ subscription: statusSubscription, variables: {}, onError: () => undefined }),
      [],
    ),
  );
  useSubscription<AnalysisManagerPageDeletedSubscription>(
    useMemo<GraphQLSubscriptionConfig<AnalysisManagerPageDeletedSubscription>>(
      () => ({
        subscription: deletedSubscription,
        variables: { roomId },
        onNext: (response) => {
          const event = response?.deletedAHubReportAnalytics;
          if (!event) return;
          setDeleting(new Set());
          if (event.status === 'DELETED') snackbar.show(intl.formatMessage({ id: 'analysisManager.deleted' }), { severity: 'success' });
          else snackbar.show(event.messageError ?? intl.formatMessage({ id: 'analysisManager.deleteFailed' }), { severity: 'error' });
          reload();
        },
        onError: () => undefined,
      }),
      [roomId, reload],
    ),
  );

  const remove = async ({ id, title }: { id: string; title: string }) => {
    const confirmed = await confirm({
      title: intl.formatMessage({ id: 'analysisManager.deleteTitle' }),
      message: intl.formatMessage({ id: 'analysisManager.deleteMessage' }, { title }),
      confirmLabel: intl.formatMessage({ id: 'analysisManager.deleteConfirm' }),
      cancelLabel: intl.formatMessage({ id: 'analysisManager.deleteCancel' }),
      destructive: true,
    });
    if (!confirmed) return;
    setDeleting((current) => new Set([...current, id]));
    commitDelete({
      variables: { id, roomId },
      onError: (error) => {
        setDeleting(new Set());
        snackbar.show(error.message || intl.formatMessage({ id: 'analysisManager.deleteFailed' }), { severity: 'error' });
      },
    });
  };

  return (
    <Stack>
      <AnalysisLimits limits={data.aHubAnalyticsLimits} />
      <Toolbar>
        <Button onClick={() => setCreating(true)}>{intl.formatMessage({ id: 'analysisManager.create' })}</Button>
      </Toolbar>
      <AnalysisList analyses={data.aHubAnalyticsConfigurations} deleting={deleting} onDelete={remove} />
      {creating && <CreateAnalysisDialog stores={stores} onClose={() => setCreating(false)} onCreated={reload} />}
    </Stack>
  );
}

/** Gerenciador de análises: the account's RFV analyses, their limits, creation and deletion, live status. */
export function AnalysisManagerPage() {
  return (
    <AnalyticsPage texts="analysisManager" skeleton={{ kpis: 2 }}>
      <AnalysisManagerContent />
    </AnalyticsPage>
  );
}

import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { campaignActions, dispatchCancelRefusal, type CampaignAction, type CampaignActionState } from '@/entities/campaign';
import type { MessageId } from '@/shared/i18n';
import { Button, useConfirm, useSnackbar } from '@/shared/ui';
import type { CampaignActionsCloneMutation } from './__generated__/CampaignActionsCloneMutation.graphql';
import type { CampaignActionsDeleteMutation } from './__generated__/CampaignActionsDeleteMutation.graphql';
import type { CampaignActionsUnscheduleMutation } from './__generated__/CampaignActionsUnscheduleMutation.graphql';
import type { CampaignActionsCancelMutation } from './__generated__/CampaignActionsCancelMutation.graphql';
import type { CampaignActionsCancelDispatchesMutation } from './__generated__/CampaignActionsCancelDispatchesMutation.graphql';
import type { CampaignActionsFinishMutation } from './__generated__/CampaignActionsFinishMutation.graphql';

const clone = graphql`
  mutation CampaignActionsCloneMutation($id: ID!) {
    cloneOmniCampaign(_id: $id) {
      _id
      message
    }
  }
`;
const remove = graphql`
  mutation CampaignActionsDeleteMutation($id: ID!) {
    deleteOmniCampaign(_id: $id) {
      _id
      message
    }
  }
`;
const unschedule = graphql`
  mutation CampaignActionsUnscheduleMutation($id: ID!) {
    unscheduleOmniCampaign(_id: $id) {
      _id
      message
      campaign {
        id
        status
        status_label
      }
    }
  }
`;
const cancel = graphql`
  mutation CampaignActionsCancelMutation($id: ID!) {
    cancelOmniCampaign(_id: $id) {
      _id
      message
      campaign {
        id
        status
        status_label
        dispatches_cancelled
        pending_dispatches
      }
    }
  }
`;
const cancelDispatches = graphql`
  mutation CampaignActionsCancelDispatchesMutation($id: ID!) {
    cancelOmniCampaignDispatches(_id: $id) {
      _id
      message
      campaign {
        id
        status
        dispatches_cancelled
        pending_dispatches
      }
    }
  }
`;
const finish = graphql`
  mutation CampaignActionsFinishMutation($id: ID!) {
    finishOmniCampaign(_id: $id) {
      _id
      message
      campaign {
        id
        status
        status_label
      }
    }
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
`;

/** Snackbar of spec §8 when an action fails (the server's message starts with it too). */
const FAILURE: Record<CampaignAction, MessageId> = {
  duplicate: 'campaignActions.failed.duplicate',
  delete: 'campaignActions.failed.delete',
  deactivate: 'campaignActions.failed.deactivate',
  cancel: 'campaignActions.failed.cancel',
  cancelDispatches: 'campaignActions.failed.cancel',
  finish: 'campaignActions.failed.finish',
};

export interface CampaignActionsProps {
  campaign: CampaignActionState & { _id: string; title: string };
  /** after an action succeeded: the list reloads; duplicate gives the copy's id */
  onDone?: (action: CampaignAction, result: { _id: string }) => void;
}

/** The actions of spec §4 on one campaign, each with its confirmation, and the spec's snackbars on failure. */
export function CampaignActions({ campaign, onDone }: CampaignActionsProps) {
  const intl = useIntl();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState<CampaignAction | null>(null);
  const mutations = {
    duplicate: useMutation<CampaignActionsCloneMutation>(clone)[0],
    delete: useMutation<CampaignActionsDeleteMutation>(remove)[0],
    deactivate: useMutation<CampaignActionsUnscheduleMutation>(unschedule)[0],
    cancel: useMutation<CampaignActionsCancelMutation>(cancel)[0],
    cancelDispatches: useMutation<CampaignActionsCancelDispatchesMutation>(cancelDispatches)[0],
    finish: useMutation<CampaignActionsFinishMutation>(finish)[0],
  };
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const refusal = dispatchCancelRefusal(campaign);

  const run = async (action: CampaignAction) => {
    const ok = await confirm({
      title: t(`campaignActions.${action}.title` as MessageId),
      message: t(`campaignActions.${action}.message` as MessageId, { title: campaign.title }),
      confirmLabel: t(`campaignActions.${action}.confirm` as MessageId),
      destructive: action !== 'duplicate',
    });
    if (!ok) return;
    setBusy(action);
    const commit = mutations[action] as (config: {
      variables: { id: string };
      onCompleted: (response: Record<string, { _id: string; message: string } | null>, errors: readonly { message: string }[] | null | undefined) => void;
      onError: (error: Error) => void;
    }) => void;
    commit({
      variables: { id: campaign._id },
      onCompleted: (response, errors) => {
        setBusy(null);
        const payload = Object.values(response)[0];
        if (errors?.length || !payload) return void snackbar.show(errors?.[0]?.message ?? t(FAILURE[action]));
        snackbar.show(t(`campaignActions.${action}.done` as MessageId, { title: campaign.title }), { severity: 'success' });
        onDone?.(action, payload);
      },
      onError: (error) => {
        setBusy(null);
        snackbar.show(error.message.startsWith('Ocorreu') || error.message.startsWith('Campanha') ? error.message : t(FAILURE[action]));
      },
    });
  };

  return (
    <Row role="group" aria-label={t('campaignActions.label', { title: campaign.title })}>
      {campaignActions(campaign).map((action) => {
        const refused = action === 'cancelDispatches' ? refusal : null;
        return (
          <span key={action} title={refused ?? undefined}>
            <Button
              variant="secondary"
              loading={busy === action}
              disabled={Boolean(refused) || (busy !== null && busy !== action)}
              aria-label={t(`campaignActions.${action}.label` as MessageId, { title: campaign.title })}
              aria-description={refused ?? undefined}
              data-action={action}
              onClick={() => void run(action)}
            >
              {t(`campaignActions.${action}` as MessageId)}
            </Button>
          </span>
        );
      })}
    </Row>
  );
}

import { useMemo } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { commitMutation, fetchQuery, graphql } from 'relay-runtime';
import type { FormDraftStore } from './Wizard';
import type { serverDraftsDiscardMutation } from './__generated__/serverDraftsDiscardMutation.graphql';
import type { serverDraftsQuery } from './__generated__/serverDraftsQuery.graphql';
import type { serverDraftsSaveMutation } from './__generated__/serverDraftsSaveMutation.graphql';

const loadQuery = graphql`
  query serverDraftsQuery($kind: String!, $recordId: ID) {
    formDraft(kind: $kind, recordId: $recordId) {
      step
      values
    }
  }
`;

const saveMutation = graphql`
  mutation serverDraftsSaveMutation($input: SaveFormDraftInput!) {
    saveFormDraft(input: $input) {
      draft {
        step
      }
    }
  }
`;

const discardMutation = graphql`
  mutation serverDraftsDiscardMutation($input: DiscardFormDraftInput!) {
    discardFormDraft(input: $input) {
      discarded
    }
  }
`;

/** The wizard's drafts on the server (formDraft API), for the session's user in the session's account. */
export function useServerFormDrafts(kind: string, recordId: string | null = null): FormDraftStore {
  const environment = useRelayEnvironment();
  return useMemo<FormDraftStore>(() => {
    const mutate = <T extends serverDraftsSaveMutation | serverDraftsDiscardMutation>(mutation: typeof saveMutation, variables: T['variables']) =>
      new Promise<void>((resolve, reject) => {
        commitMutation<T>(environment, { mutation, variables, onCompleted: () => resolve(), onError: reject });
      });
    return {
      load: async () => {
        const data = await fetchQuery<serverDraftsQuery>(environment, loadQuery, { kind, recordId }, { fetchPolicy: 'network-only' }).toPromise();
        const draft = data?.formDraft;
        return draft ? { step: draft.step, values: draft.values as Record<string, unknown> } : null;
      },
      save: (step, values) => mutate<serverDraftsSaveMutation>(saveMutation, { input: { kind, recordId, step, values } }),
      discard: () => mutate<serverDraftsDiscardMutation>(discardMutation, { input: { kind, recordId } }),
    };
  }, [environment, kind, recordId]);
}

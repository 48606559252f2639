import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { WhatsappFlowEditorPageQuery as WhatsappFlowEditorPageQueryType } from './__generated__/WhatsappFlowEditorPageQuery.graphql';

/** The id a new flow's address stands for (no flow has it: the query answers null and the editor starts empty). */
export const NEW_FLOW = 'novo';

/** The editor's one query: the flow of the address with its draft and its versions. */
export const WhatsappFlowEditorPageQuery = graphql`
  query WhatsappFlowEditorPageQuery($id: ID!) {
    whatsappFlow(id: $id) {
      id
      _id
      name
      trigger_type
      trigger_values
      status
      draft
      draftChanged
      currentVersion
      versions {
        version
        publishedAt
        publishedBy
      }
    }
  }
`;

/** The page's query module: always asked again (someone may have published meanwhile). */
export const whatsappFlowEditorPage = definePageQuery<WhatsappFlowEditorPageQueryType, { id: string }>({
  query: WhatsappFlowEditorPageQuery,
  scope: ({ params }) => ({ id: (params.id ?? NEW_FLOW).slice(0, 200) || NEW_FLOW }),
  variables: ({ id }) => ({ id }),
  cache: false,
  fetchPolicy: 'network-only',
});

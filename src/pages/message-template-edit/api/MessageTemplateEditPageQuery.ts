import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { MessageTemplateEditPageQuery as MessageTemplateEditPageQueryType } from './__generated__/MessageTemplateEditPageQuery.graphql';

/** The edit page's one query: the template of the address (its uuid). */
export const MessageTemplateEditPageQuery = graphql`
  query MessageTemplateEditPageQuery($id: ID!) {
    messageTemplate(id: $id) {
      id
      name
      ...MessageTemplateForm_template
    }
  }
`;

/** The page's query module: always asked again (someone may have edited the template meanwhile). */
export const messageTemplateEditPage = definePageQuery<MessageTemplateEditPageQueryType, { id: string }>({
  query: MessageTemplateEditPageQuery,
  scope: ({ params }) => ({ id: (params.id ?? '').slice(0, 200) }),
  variables: ({ id }) => ({ id }),
  cache: false,
  fetchPolicy: 'network-only',
});

import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { HotsiteSlotEditPageQuery as HotsiteSlotEditPageQueryType } from './__generated__/HotsiteSlotEditPageQuery.graphql';

/** Address parameter of the version history's page. */
export const VERSIONS_PAGE_PARAM = 'versoes';
/** Versions per page of the history. */
export const VERSIONS_PAGE_SIZE = 10;

/** The builder's one query: the slot of the address with its configurations and one page of its history. */
export const HotsiteSlotEditPageQuery = graphql`
  query HotsiteSlotEditPageQuery($id: ID!, $versionsPage: Int!, $versionsPageSize: Int!) {
    hotsiteSlot(id: $id) {
      id
      ...HotsiteSlotEditPage_slot @arguments(versionsPage: $versionsPage, versionsPageSize: $versionsPageSize)
    }
  }
`;

/** The page's query module: always from the server (another manager may have saved meanwhile). */
export const hotsiteSlotEditPage = definePageQuery<HotsiteSlotEditPageQueryType, { id: string; versionsPage: number }>({
  query: HotsiteSlotEditPageQuery,
  scope: ({ params, search }) => {
    const page = Number(search.get(VERSIONS_PAGE_PARAM));
    return { id: (params.id ?? '').slice(0, 60), versionsPage: Number.isInteger(page) && page > 1 ? page : 1 };
  },
  variables: ({ id, versionsPage }) => ({ id, versionsPage, versionsPageSize: VERSIONS_PAGE_SIZE }),
  cache: false,
  fetchPolicy: 'network-only',
});

export type { HotsiteSlotEditPageQueryType };

import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { HotsiteSlotListPageQuery as HotsiteSlotListPageQueryType } from './__generated__/HotsiteSlotListPageQuery.graphql';

/** Address parameters of the list: search, order (`ordem=nome.asc`) and page. */
export const SLOT_SEARCH_PARAM = 'busca';
export const SLOT_ORDER_PARAM = 'ordem';
export const SLOT_PAGE_PARAM = 'pagina';
/** Slots per page. */
export const SLOT_PAGE_SIZE = 20;

/** The orders the list offers, as the address writes them. */
export const SLOT_ORDERS = { 'criacao.asc': ['CREATED_AT', 'ASC'], 'criacao.desc': ['CREATED_AT', 'DESC'], 'nome.asc': ['NAME', 'ASC'], 'nome.desc': ['NAME', 'DESC'] } as const;
export type SlotOrder = keyof typeof SLOT_ORDERS;

export interface SlotListScope {
  search: string | null;
  order: SlotOrder;
  page: number;
}

/** The scope of an address (unknown values read as the defaults). */
export function readSlotScope(search: URLSearchParams): SlotListScope {
  const order = search.get(SLOT_ORDER_PARAM) ?? '';
  const page = Number(search.get(SLOT_PAGE_PARAM));
  return {
    search: search.get(SLOT_SEARCH_PARAM)?.trim().slice(0, 100) || null,
    order: order in SLOT_ORDERS ? (order as SlotOrder) : 'criacao.asc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The list's one query: the account's slots under the address's search, order and page. */
export const HotsiteSlotListPageQuery = graphql`
  query HotsiteSlotListPageQuery($search: String, $sort: HotsiteSlotSort, $sortDirection: HotsiteSortDirection, $page: Int, $pageSize: Int) {
    HotsiteSlots(search: $search, sort: $sort, sortDirection: $sortDirection, page: $page, pageSize: $pageSize) {
      page
      pageSize
      records
      slots {
        id
        name
        urls
        public_url
        latest_version
        has_unpublished_changes
        signups
        created_at
        production_configuration {
          version
          created_at
        }
        preview_configuration {
          version
          created_at
          created_by {
            login
          }
        }
      }
    }
  }
`;

/** The page's query module: always from the server (another manager may have published meanwhile). */
export const hotsiteSlotListPage = definePageQuery<HotsiteSlotListPageQueryType, SlotListScope>({
  query: HotsiteSlotListPageQuery,
  scope: ({ search }) => readSlotScope(search),
  variables: ({ search, order, page }) => ({ search, sort: SLOT_ORDERS[order][0], sortDirection: SLOT_ORDERS[order][1], page, pageSize: SLOT_PAGE_SIZE }),
  cache: false,
  fetchPolicy: 'network-only',
});

export type { HotsiteSlotListPageQueryType };

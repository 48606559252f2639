import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { AdminTelesalesPageQuery as AdminTelesalesPageQueryType } from './__generated__/AdminTelesalesPageQuery.graphql';

/** Address parameters of the telesales page. */
export const TELESALES_PARAMS = {
  search: 'busca',
  /** `recebendo` | `sem-pedidos` */
  status: 'situacao',
} as const;

export interface TelesalesScope {
  search: string;
  status: 'recebendo' | 'sem-pedidos' | null;
}

/** What the address asks for: the stores are few, so the page filters them itself. */
export function readTelesalesScope(search: URLSearchParams): TelesalesScope {
  const status = search.get(TELESALES_PARAMS.status);
  return {
    search: search.get(TELESALES_PARAMS.search)?.trim().slice(0, 100) ?? '',
    status: status === 'recebendo' || status === 'sem-pedidos' ? status : null,
  };
}

/** The page's one query: the module switch and every store's telesales settings. */
export const AdminTelesalesPageQuery = graphql`
  query AdminTelesalesPageQuery {
    telesalesSettings {
      module {
        module
        on
        editable
      }
      stores {
        id
        unit {
          id
          id_erp
          name
          active
        }
        ...TelesalesDialog_settings @relay(mask: false)
      }
    }
  }
`;

export const adminTelesalesPage = definePageQuery<AdminTelesalesPageQueryType, TelesalesScope>({
  query: AdminTelesalesPageQuery,
  scope: ({ search }) => readTelesalesScope(search),
  variables: () => ({}),
  cache: false,
  fetchPolicy: 'store-and-network',
});

export type { AdminTelesalesPageQueryType };

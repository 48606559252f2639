import { graphql } from 'react-relay';
import { defineSalesPageQuery } from '@/shared/api';
import type { ProductTreePageQuery as ProductTreePageQueryType } from './__generated__/ProductTreePageQuery.graphql';

/** Árvore de produtos: the page's one query, the filters and every node of the tree with its figures. */
export const ProductTreePageQuery = graphql`
  query ProductTreePageQuery($filter: SalesFilter!) {
    viewer {
      account {
        ...SalesFilterBar_account
      }
    }
    productTree(filter: $filter) {
      VAL_FATURAMENTO_TOTAL
      NUM_CUPONS_TOTAL
      NUM_CLIENTES_TOTAL
      nodes {
        key
        parentKey
        level
        name
        sku
        productId
        VAL_FATURAMENTO
        NUM_ITENS
        VAL_QUANTIDADE_KG
        NUM_CUPONS
        NUM_CLIENTES
        PER_FATURAMENTO
        PER_FATURAMENTO_PAI
        NUM_PRODUTOS
        NUM_PRODUTOS_NAO_LISTADOS
      }
    }
  }
`;

/** The page's query module: the address's period and stores (loyalty and person type do not apply), answers kept 48 h (spec §7). */
export const productTreePage = defineSalesPageQuery<ProductTreePageQueryType>({
  query: ProductTreePageQuery,
  defaults: { period: { lastDays: 30 } },
  fixed: { loyalty: 'ALL', personType: null },
});

export type { ProductTreePageQueryType };

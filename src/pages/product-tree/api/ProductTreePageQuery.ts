import { graphql } from 'react-relay';
import { defineSalesPageQuery } from '@/shared/api';
import type { ProductTreePageQuery as ProductTreePageQueryType } from './__generated__/ProductTreePageQuery.graphql';

/** A node of the tree with its figures (unmasked: the page reads it from the page query and from the level query alike). */
export const ProductTreeNodeFields = graphql`
  fragment ProductTreePageQuery_node on ProductTreeNode {
    key
    parentKey
    level
    name
    sku
    productId
    hasChildren
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
`;

/** Árvore de produtos: the page's first query, the filters, the totals and the departments (a node's children load when it is opened). */
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
        ...ProductTreePageQuery_node @relay(mask: false)
      }
    }
  }
`;

/** A node's children (`parentKey`) or a search's nodes with their ancestors (`search`), in the page's filter. */
export const ProductTreeLevelQuery = graphql`
  query ProductTreePageQueryLevelQuery($filter: SalesFilter!, $parentKey: String, $search: String) {
    productTree(filter: $filter, parentKey: $parentKey, search: $search) {
      matchedProducts
      nodes {
        ...ProductTreePageQuery_node @relay(mask: false)
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

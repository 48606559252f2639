import { graphql } from 'react-relay';

/**
 * What the route guard needs to know about the signed-in person on every navigation. It also
 * selects the fields the shell's top bar shows, so the shell's own query is answered from the
 * store without a second round trip.
 */
export const AppSessionQuery = graphql`
  query AppSessionQuery {
    viewer {
      user {
        id
        _id
        name
        login
        mf
        admin
        multi_user
        pages
        has_pii_access
        has_pii_employees_access
        has_pii_download_data_permission
      }
      account {
        id
        _id
        name
        brand_color
        logos {
          full
          compact
        }
        modules
        is_franchise
        is_franchisee
        only_mercapromo
        ecommerce
        first_value
      }
      accounts {
        id
        name
      }
      permissions
      franchiseePermissions {
        offers_mobile
        view_offers_schedule_trade_results
        banners_mobile
        performance_mobile
        push_campaigns
        flyers_campaigns
        edit_cashback
        edit_points
        edit_user_register
        managing_user_requests
        edit_offers_mobile_units
      }
      sessionExpiresAt
      maintenance {
        routes
        modules
      }
    }
  }
`;

import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { CouponEditPageQuery as CouponEditPageQueryType } from './__generated__/CouponEditPageQuery.graphql';

/** The form's one query: what it picks from, and the coupon of the address (none on "nova"). */
export const CouponEditPageQuery = graphql`
  query CouponEditPageQuery($id: ID!, $isNew: Boolean!) {
    benefitFormOptions {
      units {
        value
        label
      }
      productsGroups {
        value
        label
      }
      segments {
        value
        label
      }
      whatsappTemplates {
        ...WhatsappTemplateOption_template @relay(mask: false)
      }
    }
    findBenefitById(id: $id) @skip(if: $isNew) {
      id
      _id
      title
      description
      status
      codeMode
      code
      discountType
      value
      minimumValue
      products {
        sku
        name
      }
      productsGroups {
        id
        name
      }
      units
      unitsInfo {
        id_erp
        name
      }
      startDate
      expiresAt
      daysToUseBenefitAfterRegistration
      limitUse
      totalLimit
      segments
      segmentsData {
        _id
        name
      }
      channels {
        sms {
          active
          text
        }
        email {
          active
          text
          subject
        }
        whatsapp {
          active
          text
          templateId
          variables
        }
      }
      sendStartHour
      sendEndHour
      consumedCoupons
    }
  }
`;

export const couponEditPage = definePageQuery<CouponEditPageQueryType, { id: string | null }>({
  query: CouponEditPageQuery,
  scope: ({ params }) => ({ id: params.id ?? null }),
  variables: ({ id }) => ({ id: id ?? '', isNew: !id }),
  cache: false,
  fetchPolicy: 'network-only',
});

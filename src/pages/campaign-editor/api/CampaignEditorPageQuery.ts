import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import { channelOfPath, type CampaignPageChannel } from '@/entities/campaign';
import type { CampaignEditorPageQuery as CampaignEditorPageQueryType } from './__generated__/CampaignEditorPageQuery.graphql';

/** The wizard's one query: the campaign (unless new), the account's segments and stores, reach and balance per channel, saved SMS texts. */
export const CampaignEditorPageQuery = graphql`
  query CampaignEditorPageQuery($id: ID!, $isNew: Boolean!, $whatsapp: Boolean!) {
    omniCampaign(_id: $id) @skip(if: $isNew) {
      id
      _id
      title
      description
      status
      status_label
      initial_date
      final_date
      units {
        id_erp
        name
      }
      segments {
        _id
        name
        clients_qty
      }
      holdout_percentage
      limit_per_consumer {
        quantity
      }
      budget {
        sms
        email
        push
        whatsapp
      }
      schedule_settings {
        initial_hour
        final_hour
        week_day
        send_date
        channels {
          sms {
            message
          }
          email {
            message
          }
          push {
            message
          }
          whatsapp {
            message
          }
        }
      }
      messages_dispatches_channels
      messages_dispatches_quantity
      has_sent_messages
      pending_dispatches
      dispatches_cancelled
    }
    segments(first: 200, sort: NAME, sortDirection: ASC) {
      edges {
        node {
          id
          _id
          name
          clients_qty
        }
      }
    }
    units(first: 500, active: true) {
      edges {
        node {
          id
          id_erp
          name
        }
      }
    }
    smsContacts: getNumberOfContacts(channel: sms) {
      total
    }
    emailContacts: getNumberOfContacts(channel: email) {
      total
    }
    pushContacts: getNumberOfContacts(channel: push) {
      total
    }
    whatsappContacts: getNumberOfContacts(channel: whatsapp) {
      total
      loyalty
      non_loyalty
    }
    whatsappTemplates(status: [APPROVED]) @include(if: $whatsapp) {
      id
      ...WhatsappTemplateOption_template @relay(mask: false)
    }
    whatsappChannel @include(if: $whatsapp) {
      configured
      external_provider
      senders {
        name
        number
      }
    }
    dispatchesBalanceByChannel {
      sms {
        available
        price_cents
      }
      email {
        available
        price_cents
      }
      push {
        available
        price_cents
      }
      whatsapp {
        available
        price_cents
      }
    }
    smsTemplates: messageTemplates(first: 50, channels: [SMS], active: true) {
      edges {
        node {
          id
          name
          text
          send_without_accents
        }
      }
    }
  }
`;

/** The wizard's address: the channel (path), the campaign id (absent: nova). */
export interface CampaignEditorScope {
  channel: CampaignPageChannel;
  id: string | null;
}

/** The page's query module: always asked again (a campaign's status moves with the engine). */
export const campaignEditorPage = definePageQuery<CampaignEditorPageQueryType, CampaignEditorScope>({
  query: CampaignEditorPageQuery,
  scope: ({ params, pathname }) => ({ channel: channelOfPath(pathname ?? ''), id: params.id ? params.id.slice(0, 200) : null }),
  variables: ({ id, channel }) => ({ id: id ?? '', isNew: id === null, whatsapp: channel === 'whatsapp' }),
  cache: false,
  fetchPolicy: 'network-only',
});

export type { CampaignEditorPageQueryType };

import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { formatDay } from '@/shared/lib/sales-filters';
import { Badge, Card } from '@/shared/ui';
import { SectionTitle, TwoColumns } from '@/shared/ui/analytics-page';
import type { CustomerRegistration_customer$key } from './__generated__/CustomerRegistration_customer.graphql';

const fragment = graphql`
  fragment CustomerRegistration_customer on Customer {
    document
    person_type
    email
    phone
    gender
    birth_date
    created_date
    masked
    registration_unit {
      name
    }
    address {
      street
      number
      complement
      neighborhood
      city_name
      federative_unit
      postal_code
    }
    opt_in {
      sms
      email
      whatsapp
      push
    }
  }
`;

const Box = styled(Card)`
  padding: ${(p) => p.theme.space(5)};
  min-width: 0;
  h2,
  h3 {
    margin: 0 0 ${(p) => p.theme.space(3)};
  }
  h3 {
    margin-top: ${(p) => p.theme.space(5)};
  }
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: ${(p) => `${p.theme.space(2)} ${p.theme.space(4)}`};
  margin: 0;
  dt {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Channels = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  margin: ${(p) => p.theme.space(4)} 0 0;
  padding: 0;
  list-style: none;
`;

const CHANNELS = ['sms', 'email', 'whatsapp', 'push'] as const;

/** The customer's registration data, address and opt-ins per channel (masked by the server for users without PII access). */
export function CustomerRegistration({ customer }: { customer: CustomerRegistration_customer$key }) {
  const intl = useIntl();
  const data = useFragment(fragment, customer);
  const dash = '-';
  const street = [data.address.street, data.address.number, data.address.complement].filter(Boolean).join(', ');
  const city = [data.address.city_name, data.address.federative_unit].filter(Boolean).join(' - ');
  return (
    <TwoColumns>
      <Box as="section" aria-labelledby="customer-registration">
        <SectionTitle id="customer-registration">
          <FormattedMessage id="customerDetails.registration" />
        </SectionTitle>
        <Fields>
          <dt>
            <FormattedMessage id={data.person_type === 'J' ? 'customerDetails.cnpj' : 'customerDetails.cpf'} />
          </dt>
          <dd data-field="document">{data.document}</dd>
          <dt>
            <FormattedMessage id="customerDetails.email" />
          </dt>
          <dd data-field="email">{data.email ?? dash}</dd>
          <dt>
            <FormattedMessage id="customerDetails.phone" />
          </dt>
          <dd data-field="phone">{data.phone ?? dash}</dd>
          <dt>
            <FormattedMessage id="customerDetails.gender" />
          </dt>
          <dd>
            <FormattedMessage id={data.gender === 'F' ? 'customerDetails.gender.F' : data.gender === 'M' ? 'customerDetails.gender.M' : 'customerDetails.gender.U'} />
          </dd>
          <dt>
            <FormattedMessage id="customerDetails.birthDate" />
          </dt>
          <dd>{data.birth_date ? formatDay(data.birth_date) : dash}</dd>
          <dt>
            <FormattedMessage id="customerDetails.createdDate" />
          </dt>
          <dd>{formatDay(data.created_date)}</dd>
          <dt>
            <FormattedMessage id="customerDetails.registrationStore" />
          </dt>
          <dd>{data.registration_unit?.name ?? dash}</dd>
        </Fields>
      </Box>
      <Box as="section" aria-labelledby="customer-address">
        <SectionTitle id="customer-address">
          <FormattedMessage id="customerDetails.address" />
        </SectionTitle>
        <Fields>
          <dt>
            <FormattedMessage id="customerDetails.street" />
          </dt>
          <dd>{street || (data.masked ? intl.formatMessage({ id: 'customerDetails.hidden' }) : dash)}</dd>
          <dt>
            <FormattedMessage id="customerDetails.neighborhood" />
          </dt>
          <dd>{data.address.neighborhood ?? dash}</dd>
          <dt>
            <FormattedMessage id="customerDetails.city" />
          </dt>
          <dd>{city || dash}</dd>
          <dt>
            <FormattedMessage id="customerDetails.postalCode" />
          </dt>
          <dd>{data.address.postal_code ?? dash}</dd>
        </Fields>
        <SectionTitle as="h3">
          <FormattedMessage id="customerDetails.optIns" />
        </SectionTitle>
        <Channels aria-label={intl.formatMessage({ id: 'customerDetails.optIns' })}>
          {CHANNELS.map((channel) => (
            <li key={channel} data-opt-in={channel} data-value={data.opt_in[channel] ? 1 : 0}>
              <Badge tone={data.opt_in[channel] ? 'success' : 'neutral'}>
                {intl.formatMessage(
                  { id: data.opt_in[channel] ? 'customerDetails.optIn.accepts' : 'customerDetails.optIn.refuses' },
                  { channel: intl.formatMessage({ id: `customerDetails.channel.${channel}` as const }) },
                )}
              </Badge>
            </li>
          ))}
        </Channels>
      </Box>
    </TwoColumns>
  );
}

import type { MessageId } from '@/shared/i18n';
import styled from '@emotion/styled';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay';
import { consumerRegistrationStruct } from '@/shared/lib/consumer-registration';
import { DISPLAY_TIME_ZONE } from '@/shared/lib/date';
import { Button, Card, CheckboxField, EmailField, MaskedField, SelectInputField, StructForm, TextInputField, submissionErrorsOf, useSnackbar } from '@/shared/ui';
import type { RegistrationForm_customer$key } from './__generated__/RegistrationForm_customer.graphql';
import type { RegistrationFormEmailQuery } from './__generated__/RegistrationFormEmailQuery.graphql';
import type { RegistrationFormUpdateMutation } from './__generated__/RegistrationFormUpdateMutation.graphql';

const fragment = graphql`
  fragment RegistrationForm_customer on Customer {
    id
    name
    person_type
    email
    phone
    birth_date
    gender
    opt_in {
      sms
      email
      whatsapp
      push
    }
  }
`;

const emailQuery = graphql`
  query RegistrationFormEmailQuery($email: String!, $id: ID) {
    checkAvailableUserEmail(email: $email, userId: $id)
  }
`;

const updateMutation = graphql`
  mutation RegistrationFormUpdateMutation($input: UpdateConsumerInput!) {
    updateConsumer(input: $input) {
      customer {
        id
        name
        ...RegistrationForm_customer
        ...OperationLogTable_customer
      }
    }
  }
`;

/** Today in the display time zone (AAAA-MM-DD): ages are counted on it. */
const localToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE }).format(new Date());

const Title = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.lg};
`;

const Body = styled.div`
  padding: ${(p) => p.theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${(p) => p.theme.space(4)};
`;

const OptIns = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(4)};
  legend {
    font-weight: 600;
    margin-bottom: ${(p) => p.theme.space(2)};
  }
`;

interface Values {
  name: string;
  email: string;
  phone: string;
  birth_date?: string | null;
  gender?: string | null;
  opt_in?: { sms: boolean; email: boolean; whatsapp: boolean; push: boolean } | null;
}

/** The consumer's registration under the sign-up rules of spec §5 (the server applies the same struct). */
export function RegistrationForm({ customer }: { customer: RegistrationForm_customer$key }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const environment = useRelayEnvironment();
  const data = useFragment(fragment, customer);
  const [commit, saving] = useMutation<RegistrationFormUpdateMutation>(updateMutation);
  const person = data.person_type === 'F';
  const struct = useMemo(() => consumerRegistrationStruct(person ? 'F' : 'J', localToday()), [person]);
  const t = (id: MessageId) => intl.formatMessage({ id });
  const messages = {
    consumerName: t('customerRegistrationEdit.error.consumerName'),
    consumerAge: t('customerRegistrationEdit.error.consumerAge'),
    enums: t('customerRegistrationEdit.error.enums'),
  };
  const initialValues: Values = {
    name: data.name,
    email: data.email ?? '',
    phone: data.phone ?? '',
    birth_date: data.birth_date ?? '',
    gender: data.gender,
    opt_in: { ...data.opt_in },
  };

  const submit = async (values: Values) => {
    // the e-mail is unique in the account: asked before saving, refused by the server anyway
    const available = await fetchQuery<RegistrationFormEmailQuery>(environment, emailQuery, { email: values.email.trim(), id: data.id }, { fetchPolicy: 'network-only' })
      .toPromise()
      .catch(() => null);
    if (available?.checkAvailableUserEmail === false) return { email: t('customerRegistrationEdit.error.emailTaken') };
    return new Promise<Record<string, string> | void>((resolve) =>
      commit({
        variables: {
          input: {
            id: data.id,
            name: values.name,
            email: values.email,
            phone: values.phone,
            birth_date: person ? values.birth_date || null : null,
            gender: person ? values.gender || null : null,
            opt_in: values.opt_in ? { sms: !!values.opt_in.sms, email: !!values.opt_in.email, whatsapp: !!values.opt_in.whatsapp, push: !!values.opt_in.push } : null,
          },
        },
        onCompleted: (_response, errors) => {
          if (errors?.length) return resolve(submissionErrorsOf({ source: { errors } }, t('customerRegistrationEdit.saveFailed')) as Record<string, string>);
          snackbar.show(t('customerRegistrationEdit.saved'), { severity: 'success' });
          resolve();
        },
        onError: (error) => resolve(submissionErrorsOf(error, t('customerRegistrationEdit.saveFailed')) as Record<string, string>),
      }),
    );
  };

  return (
    <Card>
      <Body>
        <Title>{t('customerRegistrationEdit.formTitle')}</Title>
        <StructForm<Values> struct={struct as never} initialValues={initialValues} onSubmit={submit} aria-label={t('customerRegistrationEdit.formTitle')}>
          <Grid>
            <TextInputField name="name" label={t('customerRegistrationEdit.name')} required autoComplete="off" messages={messages} />
            <EmailField name="email" label={t('customerRegistrationEdit.email')} required autoComplete="off" />
            <MaskedField name="phone" mask="phone" label={t('customerRegistrationEdit.phone')} required />
            {person && <MaskedField name="birth_date" mask="date" label={t('customerRegistrationEdit.birthDate')} required messages={messages} />}
            {person && (
              <SelectInputField
                name="gender"
                label={t('customerRegistrationEdit.gender')}
                required
                messages={messages}
                options={(['F', 'M', 'U'] as const).map((value) => ({ value, label: t(`customerRegistrationEdit.gender.${value}`) }))}
              />
            )}
          </Grid>
          <OptIns>
            <legend>{t('customerRegistrationEdit.optIn')}</legend>
            {(['sms', 'email', 'whatsapp', 'push'] as const).map((channel) => (
              <CheckboxField key={channel} name={`opt_in.${channel}`} label={t(`customerRegistrationEdit.optIn.${channel}`)} />
            ))}
          </OptIns>
          <div>
            <Button type="submit" loading={saving}>
              {t('customerRegistrationEdit.save')}
            </Button>
          </div>
        </StructForm>
      </Body>
    </Card>
  );
}

import styled from '@emotion/styled';
import type { SubmissionErrors } from 'final-form';
import { useMemo, useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { MessageId } from '@/shared/i18n';
import { usePageQuery } from '@/shared/api';
import { formatDateTime } from '@/shared/lib/date';
import { Button, Card, CheckboxField, MaskedField, PageContainer, PageHeading, StructForm, TextInputField, submissionErrorsOf, useConfirm, useSnackbar } from '@/shared/ui';
import { useLeaveGuard } from '@/shared/ui/form';
import { CustomerActivityClusters } from '@/widgets/customer-activity-clusters';
import { generalSettingsPage, type GeneralSettingsPageQueryType } from '../api/GeneralSettingsPageQuery';
import {
  appConfigurationCrossErrors,
  appConfigurationInput,
  appConfigurationStruct,
  appConfigurationValuesOf,
  CODES,
  MAX_RECENCY_DAYS,
  recencyCrossErrors,
  recencyInput,
  recencyStruct,
  type AppConfigurationValues,
  type RecencyValues,
} from '../model/settingsForms';
import type { GeneralSettingsPageAppMutation } from './__generated__/GeneralSettingsPageAppMutation.graphql';
import type { GeneralSettingsPageRecencyMutation } from './__generated__/GeneralSettingsPageRecencyMutation.graphql';

const appMutation = graphql`
  mutation GeneralSettingsPageAppMutation($input: UpdateHotsiteCustomerConfigurationInput!) {
    UpdateHotsiteCustomerConfiguration(input: $input) {
      appConfiguration {
        contacts {
          phones
          emails
          whatsapp
        }
        hotsite_links {
          name
          url
        }
        password_recovery_channels {
          sms
          email
        }
        enable_delete_data_requests
        enable_delete_partial_data_requests
        enable_whatsapp_link
        whatsapp_link
        enable_apps
        updated_at
        updated_by
      }
    }
  }
`;

const recencyMutation = graphql`
  mutation GeneralSettingsPageRecencyMutation($input: UpdateCbmConfigurationInput!) {
    updateCbmConfiguration(input: $input) {
      account {
        id
        cbm_configuration {
          recency_criteria {
            actives {
              bought
              not_bought
            }
            recent_inactives {
              bought
              not_bought
            }
            at_risk {
              bought
              not_bought
            }
            losses {
              bought
              not_bought
            }
          }
        }
      }
      clientsActivityClusters {
        ...CustomerActivityClusters_clusters
      }
    }
  }
`;

const Section = styled(Card)`
  padding: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  min-width: 0;
  h2 {
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  h3 {
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  p {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  fieldset {
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    margin: 0;
    padding: ${(p) => p.theme.space(3)};
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(2)};
  }
  legend {
    font-weight: 700;
    padding: 0 ${(p) => p.theme.space(1)};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  grid-template-columns: minmax(0, 1fr);
  ${(p) => p.theme.mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${(p) => p.theme.space(2)};
  align-items: end;
`;

const LinkRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(2)};
  align-items: end;
  ${(p) => p.theme.mq.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) auto;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space(2)};
`;

type ListName = 'phones' | 'emails' | 'whatsapp';

/** Configurações › Gerais: the app configuration consumers see and the recency criteria the activity groups use. */
export function GeneralSettingsPage() {
  const data = usePageQuery(generalSettingsPage);
  const account = data.viewer?.account;
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="generalSettings.title" />
        </h1>
        <p>
          <FormattedMessage id="generalSettings.subtitle" />
        </p>
      </PageHeading>
      <AppConfigurationForm saved={data.appConfiguration} />
      {account && (
        <RecencyForm
          saved={{
            actives: String(account.cbm_configuration.recency_criteria.actives.bought ?? 60),
            recent_inactives: String(account.cbm_configuration.recency_criteria.recent_inactives.bought ?? 120),
            at_risk: String(account.cbm_configuration.recency_criteria.at_risk.bought ?? 180),
          }}
        />
      )}
      {account && <CustomerActivityClusters account={account} clusters={data.clientsActivityClusters ?? null} />}
    </PageContainer>
  );
}

/** The app configuration (spec §3), saved whole by UpdateHotsiteCustomerConfiguration. */
function AppConfigurationForm({ saved }: { saved: GeneralSettingsPageQueryType['response']['appConfiguration'] }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const [commit] = useMutation<GeneralSettingsPageAppMutation>(appMutation);
  const initialValues = useMemo(() => appConfigurationValuesOf(saved), [saved]);
  const t = (id: MessageId) => intl.formatMessage({ id });
  const crossMessage: Record<string, MessageId> = { [CODES.channels]: 'generalSettings.invalid.channels', [CODES.whatsappLink]: 'generalSettings.invalid.whatsappLink', [CODES.partial]: 'generalSettings.invalid.partial' };

  const save = (values: AppConfigurationValues) =>
    new Promise<SubmissionErrors | undefined>((resolve) => {
      const cross = appConfigurationCrossErrors(values);
      if (Object.keys(cross).length) return resolve(Object.fromEntries(Object.entries(cross).map(([field, code]) => [field, t(crossMessage[code])])));
      commit({
        variables: { input: appConfigurationInput(values) },
        updater: (store) => {
          const row = store.getRootField('UpdateHotsiteCustomerConfiguration')?.getLinkedRecord('appConfiguration');
          if (row) store.getRoot().setLinkedRecord(row, 'appConfiguration');
        },
        onCompleted: (_r, errors) => {
          if (errors?.length) return resolve(submissionErrorsOf({ source: { errors } }, errors[0].message));
          snackbar.show(t('generalSettings.app.saved'), { severity: 'success' });
          resolve(undefined);
        },
        onError: (error) => resolve(submissionErrorsOf(error, t('ui.defaultError'))),
      });
    });

  return (
    <Section as="section" aria-labelledby="app-configuration">
      <h2 id="app-configuration">{t('generalSettings.app.title')}</h2>
      <p>{t('generalSettings.app.hint')}</p>
      {saved.updated_by && (
        <p data-testid="app-last-saved">
          {intl.formatMessage({ id: 'generalSettings.lastSaved' }, { who: saved.updated_by, date: formatDateTime(String(saved.updated_at)) ?? '' })}
        </p>
      )}
      <StructForm<AppConfigurationValues> struct={appConfigurationStruct} initialValues={initialValues} onSubmit={save} aria-label={t('generalSettings.app.title')}>
        <AppConfigurationBody />
      </StructForm>
    </Section>
  );
}

function AppConfigurationBody() {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const confirm = useConfirm();
  const form = useForm<AppConfigurationValues>();
  const { dirty, submitting, values } = useFormState<AppConfigurationValues>({ subscription: { dirty: true, submitting: true, values: true } });
  const [discarding, setDiscarding] = useState(false);
  useLeaveGuard(Boolean(dirty) && !submitting && !discarding);

  const discard = async () => {
    setDiscarding(true);
    if (await confirm({ title: t('generalSettings.discardTitle'), message: t('generalSettings.discardMessage') })) form.reset();
    setDiscarding(false);
  };

  const list = (name: ListName, kind: 'phone' | 'email') => (
    <div role="group" aria-labelledby={`contacts-${name}`}>
      <h3 id={`contacts-${name}`}>{t(`generalSettings.contacts.${name}` as MessageId)}</h3>
      {(values[name] ?? []).map((_item, index) => (
        <Row key={index}>
          {kind === 'phone' ? (
            <MaskedField name={`${name}.${index}.value`} mask="phone" label={t(`generalSettings.contacts.${name}.item` as MessageId, { n: index + 1 })} />
          ) : (
            <TextInputField name={`${name}.${index}.value`} type="email" label={t(`generalSettings.contacts.${name}.item` as MessageId, { n: index + 1 })} maxLength={254} />
          )}
          <Button variant="ghost" aria-label={t(`generalSettings.contacts.${name}.remove` as MessageId, { n: index + 1 })} onClick={() => form.change(name, values[name].filter((_x, i) => i !== index))}>
            {t('generalSettings.remove')}
          </Button>
        </Row>
      ))}
      {(values[name]?.length ?? 0) < 5 && (
        <Button variant="secondary" onClick={() => form.change(name, [...(values[name] ?? []), { value: '' }])}>
          {t(`generalSettings.contacts.${name}.add` as MessageId)}
        </Button>
      )}
    </div>
  );

  return (
    <>
      <h3>{t('generalSettings.contacts.title')}</h3>
      <Grid>
        {list('phones', 'phone')}
        {list('emails', 'email')}
        {list('whatsapp', 'phone')}
      </Grid>

      <h3>{t('generalSettings.links.title')}</h3>
      {(values.hotsite_links ?? []).map((_link, index) => (
        <LinkRow key={index}>
          <TextInputField name={`hotsite_links.${index}.name`} label={t('generalSettings.links.name', { n: index + 1 })} maxLength={60} />
          <TextInputField name={`hotsite_links.${index}.url`} type="url" label={t('generalSettings.links.url', { n: index + 1 })} maxLength={400} messages={{ [CODES.url]: t('generalSettings.invalid.url') }} />
          <Button variant="ghost" aria-label={t('generalSettings.links.remove', { n: index + 1 })} onClick={() => form.change('hotsite_links', values.hotsite_links.filter((_x, i) => i !== index))}>
            {t('generalSettings.remove')}
          </Button>
        </LinkRow>
      ))}
      {(values.hotsite_links?.length ?? 0) < 10 && (
        <div>
          <Button variant="secondary" onClick={() => form.change('hotsite_links', [...(values.hotsite_links ?? []), { name: '', url: 'https://' }])}>
            {t('generalSettings.links.add')}
          </Button>
        </div>
      )}

      <Grid>
        <fieldset>
          <legend>{t('generalSettings.recovery.title')}</legend>
          <CheckboxField name="recovery_sms" label={t('generalSettings.recovery.sms')} />
          <CheckboxField name="recovery_email" label={t('generalSettings.recovery.email')} />
        </fieldset>
        <fieldset>
          <legend>{t('generalSettings.deletion.title')}</legend>
          <CheckboxField name="enable_delete_data_requests" label={t('generalSettings.deletion.full')} />
          <CheckboxField name="enable_delete_partial_data_requests" label={t('generalSettings.deletion.partial')} />
        </fieldset>
        <fieldset>
          <legend>{t('generalSettings.channels.title')}</legend>
          <CheckboxField name="enable_apps" label={t('generalSettings.apps')} />
          <CheckboxField name="enable_whatsapp_link" label={t('generalSettings.whatsapp.enable')} />
          <TextInputField name="whatsapp_link" type="url" label={t('generalSettings.whatsapp.link')} placeholder="https://wa.me/5571999990000" maxLength={400} disabled={!values.enable_whatsapp_link} />
        </fieldset>
      </Grid>
      <Actions>
        <Button variant="secondary" onClick={() => void discard()} disabled={!dirty || submitting}>
          <FormattedMessage id="generalSettings.discard" />
        </Button>
        <Button type="submit" loading={submitting} disabled={!dirty || submitting}>
          <FormattedMessage id="generalSettings.app.save" />
        </Button>
      </Actions>
    </>
  );
}

/** The recency criteria: three thresholds; saving reprocesses the account and the groups below follow. */
function RecencyForm({ saved }: { saved: RecencyValues }) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const [commit] = useMutation<GeneralSettingsPageRecencyMutation>(recencyMutation);
  const initialValues = useMemo(() => saved, [saved.actives, saved.recent_inactives, saved.at_risk]); // eslint-disable-line react-hooks/exhaustive-deps

  const save = async (values: RecencyValues) => {
    const cross = recencyCrossErrors(values);
    if (Object.keys(cross).length) return Object.fromEntries(Object.entries(cross).map(([field]) => [field, t(field === 'at_risk' ? 'generalSettings.invalid.atRiskOrder' : 'generalSettings.invalid.recentOrder')]));
    const ok = await confirm({ title: t('generalSettings.recency.confirmTitle'), message: t('generalSettings.recency.confirmMessage'), confirmLabel: t('generalSettings.recency.save') });
    if (!ok) return undefined;
    return new Promise<SubmissionErrors | undefined>((resolve) =>
      commit({
        variables: { input: recencyInput(values) },
        updater: (store) => {
          const clusters = store.getRootField('updateCbmConfiguration')?.getLinkedRecord('clientsActivityClusters');
          if (clusters) store.getRoot().setLinkedRecord(clusters, 'clientsActivityClusters');
        },
        onCompleted: (_r, errors) => {
          if (errors?.length) return resolve(submissionErrorsOf({ source: { errors } }, errors[0].message));
          snackbar.show(t('generalSettings.recency.saved'), { severity: 'success' });
          resolve(undefined);
        },
        onError: (error) => resolve(submissionErrorsOf(error, t('ui.defaultError'))),
      }),
    );
  };

  const dayMessages = { [CODES.days]: t('generalSettings.invalid.days', { max: MAX_RECENCY_DAYS }) };
  return (
    <Section as="section" aria-labelledby="recency-criteria">
      <h2 id="recency-criteria">{t('generalSettings.recency.title')}</h2>
      <p>{t('generalSettings.recency.hint')}</p>
      <StructForm<RecencyValues> struct={recencyStruct} initialValues={initialValues} onSubmit={save} aria-label={t('generalSettings.recency.title')}>
        {({ values, dirty, submitting }) => (
          <>
            <Grid>
              <TextInputField name="actives" label={t('generalSettings.recency.actives')} maxLength={3} messages={dayMessages} />
              <TextInputField name="recent_inactives" label={t('generalSettings.recency.recentInactives')} maxLength={3} messages={dayMessages} />
              <TextInputField name="at_risk" label={t('generalSettings.recency.atRisk')} maxLength={3} messages={dayMessages} />
            </Grid>
            <p data-testid="recency-summary">
              {t('generalSettings.recency.summary', { a: values.actives, b: values.recent_inactives, c: values.at_risk })}
            </p>
            <Actions>
              <Button type="submit" loading={submitting} disabled={!dirty || submitting}>
                <FormattedMessage id="generalSettings.recency.save" />
              </Button>
            </Actions>
          </>
        )}
      </StructForm>
    </Section>
  );
}

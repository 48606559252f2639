import styled from '@emotion/styled';
import { Suspense, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { MessageId } from '@/shared/i18n';
import { usePageQuery } from '@/shared/api';
import { formatDateTime } from '@/shared/lib/date';
import { HOTSITE_COUNTRIES, LOCKED_HOTSITE_FIELDS } from '@/shared/lib/hotsite-account';
import { Alert, Button, Card, ListSkeleton, PageContainer, PageHeading, Table, TableScroll, TextField, useConfirm, useSnackbar } from '@/shared/ui';
import { useLeaveGuard } from '@/shared/ui/form';
import { adminHotsitePage } from '../api/AdminHotsitePageQuery';
import { formProblems, mutationInput, type FieldValues, type HotsiteFormValues } from '../model/hotsiteForm';
import type { AdminHotsiteForm_configuration$data, AdminHotsiteForm_configuration$key } from './__generated__/AdminHotsiteForm_configuration.graphql';
import type { AdminHotsitePageSaveMutation } from './__generated__/AdminHotsitePageSaveMutation.graphql';

const fragment = graphql`
  fragment AdminHotsiteForm_configuration on AccountHotsiteConfiguration {
    loyalty_club_name
    facebook_pixel_id
    google_analytics_id
    allowed_countries
    email_required
    password_visible
    fields {
      natural {
        name
        type
        label
        validators
        visible
        mandatory
      }
      legal {
        name
        type
        label
        validators
        visible
        mandatory
      }
    }
    modules {
      module
      enabled
    }
    can_change_modules
    public_urls
    updated_at
    updated_by
  }
`;

const saveMutation = graphql`
  mutation AdminHotsitePageSaveMutation($input: UpdateAccountHotsiteConfigurationInput!) {
    updateAccountHotsiteConfiguration(input: $input) {
      configuration {
        ...AdminHotsiteForm_configuration
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
  /* long public addresses and module names wrap on a phone */
  overflow-wrap: anywhere;
  h2 {
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  h3 {
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  .hint {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  fieldset {
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    margin: 0;
    padding: ${(p) => p.theme.space(3)};
    min-width: 0;
  }
  legend {
    font-weight: 700;
    padding: 0 ${(p) => p.theme.space(1)};
  }
  .error {
    color: ${(p) => p.theme.colors.danger};
    font-size: ${(p) => p.theme.fontSizes.sm};
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

const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(4)};
  label {
    display: inline-flex;
    align-items: flex-start;
    gap: ${(p) => p.theme.space(2)};
    min-height: 32px;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    flex: none;
  }
  small {
    display: block;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** A field's label, edited in its table row (the column header names it; the input has its own aria-label). */
const LabelInput = styled.input`
  width: 100%;
  min-width: 140px;
  min-height: 40px;
  padding: 0 ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => p.theme.colors.borderStrong};
  background: ${(p) => p.theme.colors.surface};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.danger};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space(2)};
  position: sticky;
  bottom: 0;
  padding: ${(p) => p.theme.space(3)} 0;
  background: ${(p) => p.theme.colors.background};
`;

function valuesOf(config: AdminHotsiteForm_configuration$data): HotsiteFormValues {
  const fields = (list: AdminHotsiteForm_configuration$data['fields']['natural']): FieldValues[] => list.map((f) => ({ ...f, validators: [...f.validators] }));
  return {
    loyalty_club_name: config.loyalty_club_name ?? '',
    facebook_pixel_id: config.facebook_pixel_id ?? '',
    google_analytics_id: config.google_analytics_id ?? '',
    allowed_countries: [...config.allowed_countries],
    email_required: config.email_required,
    password_visible: config.password_visible,
    natural: fields(config.fields.natural),
    legal: fields(config.fields.legal),
    modules: Object.fromEntries(config.modules.map((m) => [m.module, m.enabled])),
  };
}

function FieldsTable({ set, fields, problems, onChange }: { set: 'natural' | 'legal'; fields: FieldValues[]; problems: Record<string, string>; onChange: (index: number, patch: Partial<FieldValues>) => void }) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const label = t(`adminHotsite.fields.${set}` as MessageId);
  const header = (key: string) => t(`adminHotsite.fields.col.${key}` as MessageId);
  return (
    <div>
      <h3 id={`fields-${set}`}>{label}</h3>
      <TableScroll tabIndex={0} role="region" aria-labelledby={`fields-${set}`}>
        <Table aria-label={label} stacked>
          <thead>
            <tr>
              {['name', 'type', 'label', 'validators', 'visible', 'mandatory'].map((key) => (
                <th key={key} scope="col">
                  {header(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {fields.map((field, index) => {
              const locked = (LOCKED_HOTSITE_FIELDS as readonly string[]).includes(field.name);
              const problem = problems[`fields.${set}.${index}.label`] ?? problems[`fields.${set}.${index}.visible`];
              return (
                <tr key={field.name} data-field={`${set}.${field.name}`}>
                  <th scope="row" data-label={header('name')}>
                    <code>{field.name}</code>
                  </th>
                  <td data-label={header('type')}>{field.type}</td>
                  <td data-label={header('label')}>
                    <LabelInput
                      aria-label={t('adminHotsite.fields.labelOf', { name: field.name })}
                      value={field.label}
                      maxLength={80}
                      onChange={(e) => onChange(index, { label: e.target.value })}
                      aria-invalid={problem ? 'true' : undefined}
                      aria-describedby={problem ? `field-${set}-${index}-error` : undefined}
                    />
                    {problem && (
                      <p className="error" id={`field-${set}-${index}-error`}>
                        {problem}
                      </p>
                    )}
                  </td>
                  <td data-label={header('validators')}>{field.validators.length ? field.validators.join(', ') : '—'}</td>
                  <td data-label={header('visible')}>
                    <input type="checkbox" aria-label={t('adminHotsite.fields.visibleOf', { label: field.label || field.name })} checked={field.visible} disabled={locked} onChange={(e) => onChange(index, { visible: e.target.checked })} />
                  </td>
                  <td data-label={header('mandatory')}>
                    <input type="checkbox" aria-label={t('adminHotsite.fields.mandatoryOf', { label: field.label || field.name })} checked={field.mandatory} disabled={locked} onChange={(e) => onChange(index, { mandatory: e.target.checked })} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableScroll>
    </div>
  );
}

function AdminHotsiteForm({ configuration }: { configuration: AdminHotsiteForm_configuration$key }) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const config = useFragment(fragment, configuration);
  const saved = useMemo(() => valuesOf(config), [config]);
  const [values, setValues] = useState<HotsiteFormValues>(saved);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [commit, saving] = useMutation<AdminHotsitePageSaveMutation>(saveMutation);
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const countriesId = useId();
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  useLeaveGuard(dirty && !saving);
  const problems = touched ? formProblems(values) : {};
  const set = <K extends keyof HotsiteFormValues>(key: K, value: HotsiteFormValues[K]) => setValues((prev) => ({ ...prev, [key]: value }));
  const changeField = (setName: 'natural' | 'legal') => (index: number, patch: Partial<FieldValues>) =>
    setValues((prev) => ({ ...prev, [setName]: prev[setName].map((f, i) => (i === index ? { ...f, ...patch } : f)) }));

  const save = () => {
    setTouched(true);
    if (Object.keys(formProblems(values)).length > 0) return;
    setServerError(null);
    commit({
      variables: { input: mutationInput(values, config.can_change_modules) },
      updater: (store) => {
        const row = store.getRootField('updateAccountHotsiteConfiguration')?.getLinkedRecord('configuration');
        if (row) store.getRoot().setLinkedRecord(row, 'accountHotsiteConfiguration');
      },
      onCompleted: (_r, errors) => {
        if (errors?.length) return setServerError(errors[0].message);
        setTouched(false);
        snackbar.show(t('adminHotsite.saved'), { severity: 'success' });
      },
      onError: (error) => setServerError(error.message),
    });
  };

  // the saved configuration arrives as a new fragment object after a save: the form follows it
  const [lastSaved, setLastSaved] = useState(saved);
  if (lastSaved !== saved) {
    setLastSaved(saved);
    setValues(saved);
  }

  const discard = async () => {
    if (await confirm({ title: t('adminHotsite.discardTitle'), message: t('adminHotsite.discardMessage'), confirmLabel: t('adminHotsite.discard'), cancelLabel: t('adminHotsite.keep') })) {
      setValues(saved);
      setTouched(false);
    }
  };

  return (
    <form
      aria-label={t('adminHotsite.title')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
    >
      {config.updated_by && <p data-testid="hotsite-last-saved">{t('adminHotsite.lastSaved', { who: config.updated_by, date: formatDateTime(String(config.updated_at)) ?? '' })}</p>}
      <Section as="section" aria-labelledby="club">
        <h2 id="club">{t('adminHotsite.club.title')}</h2>
        <p className="hint">{t('adminHotsite.club.hint')}</p>
        <Grid>
          <TextField label={t('adminHotsite.clubName')} value={values.loyalty_club_name} maxLength={81} placeholder={t('adminHotsite.clubNamePlaceholder')} onChange={(e) => set('loyalty_club_name', e.target.value)} error={problems.loyalty_club_name} />
          <TextField label={t('adminHotsite.pixel')} value={values.facebook_pixel_id} inputMode="numeric" maxLength={20} placeholder="123456789012345" onChange={(e) => set('facebook_pixel_id', e.target.value)} error={problems.facebook_pixel_id} />
          <TextField label={t('adminHotsite.analytics')} value={values.google_analytics_id} maxLength={30} placeholder="G-XXXXXXX" onChange={(e) => set('google_analytics_id', e.target.value)} error={problems.google_analytics_id} />
        </Grid>
      </Section>

      <Section as="section" aria-labelledby="signup">
        <h2 id="signup">{t('adminHotsite.signup.title')}</h2>
        <Checks>
          <label>
            <input type="checkbox" checked={values.email_required} onChange={(e) => set('email_required', e.target.checked)} />
            <span>
              {t('adminHotsite.emailRequired')}
              <small>{t('adminHotsite.emailRequiredHint')}</small>
            </span>
          </label>
          <label>
            <input type="checkbox" checked={values.password_visible} onChange={(e) => set('password_visible', e.target.checked)} />
            <span>
              {t('adminHotsite.passwordVisible')}
              <small>{t('adminHotsite.passwordVisibleHint')}</small>
            </span>
          </label>
        </Checks>
        <fieldset aria-describedby={`${countriesId}-hint`}>
          <legend>{t('adminHotsite.countries')}</legend>
          <p className="hint" id={`${countriesId}-hint`}>
            {t('adminHotsite.countriesHint')}
          </p>
          <Checks>
            {Object.entries(HOTSITE_COUNTRIES).map(([code, name]) => (
              <label key={code}>
                <input
                  type="checkbox"
                  checked={values.allowed_countries.includes(code)}
                  onChange={(e) => set('allowed_countries', e.target.checked ? [...values.allowed_countries, code] : values.allowed_countries.filter((c) => c !== code))}
                />
                <span>{name}</span>
              </label>
            ))}
          </Checks>
          {problems.allowed_countries && (
            <p className="error" role="alert">
              {problems.allowed_countries}
            </p>
          )}
        </fieldset>
      </Section>

      <Section as="section" aria-labelledby="fields">
        <h2 id="fields">{t('adminHotsite.fields.title')}</h2>
        <p className="hint">{t('adminHotsite.fields.hint')}</p>
        <FieldsTable set="natural" fields={values.natural} problems={problems} onChange={changeField('natural')} />
        <FieldsTable set="legal" fields={values.legal} problems={problems} onChange={changeField('legal')} />
      </Section>

      <Section as="section" aria-labelledby="modules">
        <h2 id="modules">{t('adminHotsite.modules.title')}</h2>
        {!config.can_change_modules && <Alert tone="info">{t('adminHotsite.modules.readOnly')}</Alert>}
        <Checks style={{ flexDirection: 'column' }}>
          {Object.keys(values.modules).map((module) => (
            <label key={module}>
              <input type="checkbox" checked={values.modules[module]} disabled={!config.can_change_modules} onChange={(e) => set('modules', { ...values.modules, [module]: e.target.checked })} />
              <span>
                {t(`adminHotsite.module.${module}` as MessageId)} <code>{module}</code>
                <small>{t(`adminHotsite.module.${module}.hint` as MessageId)}</small>
              </span>
            </label>
          ))}
        </Checks>
      </Section>

      <Section as="section" aria-labelledby="published">
        <h2 id="published">{t('adminHotsite.published.title')}</h2>
        {config.public_urls.length ? (
          <ul>
            {config.public_urls.map((url) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {url}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="hint">{t('adminHotsite.published.none')}</p>
        )}
      </Section>

      {serverError && (
        <Alert tone="danger">
          {serverError}
        </Alert>
      )}
      <Actions>
        <Button variant="secondary" onClick={() => void discard()} disabled={!dirty || saving}>
          {t('adminHotsite.discard')}
        </Button>
        <Button type="submit" loading={saving} disabled={!dirty || saving}>
          {t('adminHotsite.save')}
        </Button>
      </Actions>
    </form>
  );
}

function AdminHotsiteContent() {
  const data = usePageQuery(adminHotsitePage);
  return <AdminHotsiteForm configuration={data.accountHotsiteConfiguration} />;
}

/** Configurações › Configurações do hotsite: the account-level sign-up configuration every slot follows. */
export function AdminHotsitePage() {
  const intl = useIntl();
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="adminHotsite.title" />
        </h1>
        <p>
          <FormattedMessage id="adminHotsite.subtitle" />
        </p>
      </PageHeading>
      <Suspense fallback={<ListSkeleton label={intl.formatMessage({ id: 'adminHotsite.loading' })} />}>
        <AdminHotsiteContent />
      </Suspense>
    </PageContainer>
  );
}

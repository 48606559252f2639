import styled from '@emotion/styled';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Field, useForm, useFormState } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import { Link } from 'react-router-dom';
import type { MessageId } from '@/shared/i18n';
import { formatDocument } from '@/shared/lib/document';
import { Button, Card, CheckboxField, MaskedField, SelectInputField, Spinner, StructForm, TextInputField, submissionErrorsOf, useConfirm, useSnackbar } from '@/shared/ui';
import { useLeaveGuard } from '@/shared/ui/form';
import { changedTags, coordinateOf, coordinateText, crossFieldErrors, ECOMMERCE_PARTNERS, FORM_CODES, formFieldOf, formValuesOf, UFS, unitFormStruct, updateUnitInput, WEEKDAYS, type UnitFormValues } from '../model/unitForm';
import type { UnitForm_unit$key } from './__generated__/UnitForm_unit.graphql';
import type { UnitFormTagsMutation } from './__generated__/UnitFormTagsMutation.graphql';
import type { UnitFormUpdateMutation } from './__generated__/UnitFormUpdateMutation.graphql';

const PositionPicker = lazy(() => import(/* webpackChunkName: "page-unit-edit" */ './PositionPicker').then((m) => ({ default: m.PositionPicker })));

const fragment = graphql`
  fragment UnitForm_unit on Unit {
    id
    id_erp
    name
    cnpj
    active
    mobile
    retailer_flag_id
    unit_group {
      id
    }
    address_components {
      postal_code
      street
      number
      complement
      neighborhood
      city_name
      federative_unit
    }
    location {
      coordinates
    }
    office_hours {
      monday { start finish }
      tuesday { start finish }
      wednesday { start finish }
      thursday { start finish }
      friday { start finish }
      saturday { start finish }
      sunday { start finish }
      holidays { start finish }
    }
    contact {
      phone
      email
    }
    tags {
      name
      color
    }
    ecommerce_v2_active
    ecommerce_partner {
      partner_type
      partner_unit_id
    }
    edited_fields
  }
`;

const updateMutation = graphql`
  mutation UnitFormUpdateMutation($input: UpdateUnitInput!) {
    updateUnit(input: $input) {
      unit {
        ...UnitForm_unit
        ...UnitHistory_unit
        name
        updated_at
      }
    }
  }
`;

const tagsMutation = graphql`
  mutation UnitFormTagsMutation($input: UpdateTagsUnitsInput!) {
    updateTagsUnits(input: $input) {
      units {
        id
        tags {
          name
          color
        }
        ...UnitHistory_unit
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
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  > p {
    color: ${(p) => p.theme.colors.textMuted};
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

const Hours = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
`;

const Day = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  align-items: end;
  padding-bottom: ${(p) => p.theme.space(2)};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  > :first-of-type {
    grid-column: 1 / -1;
  }
  ${(p) => p.theme.mq.md} {
    grid-template-columns: 200px minmax(0, 1fr) minmax(0, 1fr);
    border-bottom: 0;
    padding-bottom: 0;
    > :first-of-type {
      grid-column: auto;
      padding-bottom: ${(p) => p.theme.space(2)};
    }
  }
`;

const TagRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${(p) => p.theme.space(2)};
  align-items: end;
  > :first-of-type {
    grid-column: 1 / -1;
  }
  ${(p) => p.theme.mq.md} {
    grid-template-columns: minmax(0, 1fr) auto auto;
    > :first-of-type {
      grid-column: auto;
    }
  }
  label.color {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 600;
  }
  input[type='color'] {
    width: 48px;
    height: 40px;
    padding: 2px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.sm};
    background: transparent;
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

const Error = styled.p`
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSizes.sm};
  margin: 0;
`;

export interface UnitFormProps {
  unit: UnitForm_unit$key;
  flags: readonly { readonly id: string; readonly name: string }[];
  groups: readonly { readonly id: string; readonly name: string }[];
  knownTags: readonly { readonly name: string; readonly color: string }[];
}

/** The store's form: every field of spec §3; tags are saved with updateTagsUnits (one colour per tag across the chain). */
export function UnitForm({ unit: key, flags, groups, knownTags }: UnitFormProps) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const unit = useFragment(fragment, key);
  const [commitUnit] = useMutation<UnitFormUpdateMutation>(updateMutation);
  const [commitTags] = useMutation<UnitFormTagsMutation>(tagsMutation);
  const initialValues = useMemo(() => formValuesOf(unit), [unit]);

  const send = <T,>(run: (done: (errors?: SubmissionErrors) => void) => T) => new Promise<SubmissionErrors | undefined>((resolve) => run(resolve));

  /** The server's refusals under the form's fields. */
  const placed = (errors: SubmissionErrors | undefined) =>
    errors && Object.fromEntries(Object.entries(errors).map(([field, message]) => [field === FORM_ERROR ? field : formFieldOf(field), message]));

  const save = async (values: UnitFormValues) => {
    const cross = crossFieldErrors(values);
    if (Object.keys(cross).length > 0) {
      return Object.fromEntries(Object.entries(cross).map(([field, code]) => [field, intl.formatMessage({ id: code === FORM_CODES.pair ? 'unitEdit.invalid.pair' : 'unitEdit.invalid.partner' })]));
    }
    const errors = await send((done) =>
      commitUnit({
        variables: { input: updateUnitInput(unit.id, values) },
        onCompleted: (_r, errs) => done(errs?.length ? placed(submissionErrorsOf({ source: { errors: errs } }, errs[0].message)) : undefined),
        onError: (error) => done(placed(submissionErrorsOf(error, intl.formatMessage({ id: 'ui.defaultError' })))),
      }),
    );
    if (errors) return errors;
    const tags = changedTags(unit.tags, values);
    if (tags) {
      const tagErrors = await send((done) =>
        commitTags({
          variables: { input: { units: [unit.id], tags } },
          onCompleted: (_r, errs) => done(errs?.length ? { tags: errs[0].message } : undefined),
          onError: (error) => done(submissionErrorsOf(error, intl.formatMessage({ id: 'ui.defaultError' }))),
        }),
      );
      if (tagErrors) return tagErrors;
    }
    snackbar.show(intl.formatMessage({ id: 'unitEdit.saved' }, { name: values.name.trim() }), { severity: 'success' });
    return undefined;
  };

  return (
    <StructForm<UnitFormValues> struct={unitFormStruct} initialValues={initialValues} onSubmit={save} aria-label={intl.formatMessage({ id: 'unitEdit.formLabel' }, { name: unit.name })}>
      <FormBody idErp={unit.id_erp} cnpj={unit.cnpj} edited={unit.edited_fields} flags={flags} groups={groups} knownTags={knownTags} />
    </StructForm>
  );
}

const DAY_LABEL = (day: string) => `unitEdit.day.${day}` as MessageId;

function FormBody({ idErp, cnpj, edited, flags, groups, knownTags }: { idErp: string; cnpj: string; edited: readonly string[] } & Omit<UnitFormProps, 'unit'>) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const confirm = useConfirm();
  const form = useForm<UnitFormValues>();
  const { dirty, submitting, values, errors, submitFailed } = useFormState<UnitFormValues>({ subscription: { dirty: true, submitting: true, values: true, errors: true, submitFailed: true } });
  const [discarding, setDiscarding] = useState(false);
  useLeaveGuard(Boolean(dirty) && !submitting && !discarding);

  const discard = async () => {
    setDiscarding(true);
    if (await confirm({ title: t('unitEdit.discardTitle'), message: t('unitEdit.discardMessage') })) form.reset();
    setDiscarding(false);
  };

  const latitude = coordinateOf(values.latitude ?? '');
  const longitude = coordinateOf(values.longitude ?? '');
  const shared = { required: t('ui.required') };

  return (
    <>
      <Section as="section" aria-labelledby="unit-identification">
        <h2 id="unit-identification">{t('unitEdit.section.identification')}</h2>
        <p>{t('unitEdit.identificationHint', { code: idErp, cnpj: formatDocument(cnpj) })}</p>
        {edited.length > 0 && <p data-testid="unit-edited-fields">{t('unitEdit.editedFields', { fields: edited.map((f) => t(`unitEdit.field.${f}` as MessageId)).join(', ') })}</p>}
        <Grid>
          <TextInputField name="name" label={t('unitEdit.name')} required maxLength={120} messages={shared} />
          <MaskedField name="cnpj" mask="cnpj" label={t('unitEdit.cnpj')} required messages={{ cnpj: t('unitEdit.invalid.cnpj') }} />
          <SelectInputField name="retailer_flag_id" label={t('unitEdit.flag')} emptyLabel={t('unitEdit.noFlag')} options={flags.map((f) => ({ value: f.id, label: f.name }))} />
          <SelectInputField name="unit_group_id" label={t('unitEdit.group')} emptyLabel={t('unitEdit.noGroup')} options={groups.map((g) => ({ value: g.id, label: g.name }))} />
          <CheckboxField name="active" label={t('unitEdit.active')} />
        </Grid>
      </Section>

      <Section as="section" aria-labelledby="unit-address">
        <h2 id="unit-address">{t('unitEdit.section.address')}</h2>
        <Grid>
          <MaskedField name="postal_code" mask="cep" label={t('unitEdit.cep')} required messages={{ cep: t('unitEdit.invalid.cep') }} />
          <TextInputField name="street" label={t('unitEdit.street')} required maxLength={160} messages={shared} />
          <TextInputField name="number" label={t('unitEdit.number')} maxLength={20} />
          <TextInputField name="complement" label={t('unitEdit.complement')} maxLength={100} />
          <TextInputField name="neighborhood" label={t('unitEdit.neighborhood')} maxLength={100} />
          <TextInputField name="city_name" label={t('unitEdit.city')} required maxLength={100} messages={shared} />
          <SelectInputField name="federative_unit" label={t('unitEdit.uf')} required emptyLabel={t('unitEdit.chooseUf')} options={UFS.map((uf) => ({ value: uf, label: uf }))} />
        </Grid>
      </Section>

      <Section as="section" aria-labelledby="unit-position">
        <h2 id="unit-position">{t('unitEdit.section.position')}</h2>
        <p>{t('unitEdit.positionHint')}</p>
        <Grid>
          <TextInputField name="latitude" label={t('unitEdit.latitude')} placeholder="-12,971100" maxLength={20} messages={{ [FORM_CODES.latitude]: t('unitEdit.invalid.latitude') }} />
          <TextInputField name="longitude" label={t('unitEdit.longitude')} placeholder="-38,510800" maxLength={20} messages={{ [FORM_CODES.longitude]: t('unitEdit.invalid.longitude') }} />
        </Grid>
        <Suspense fallback={<Spinner label={t('unitEdit.map.loading')} />}>
          <PositionPicker
            latitude={latitude}
            longitude={longitude}
            city={values.city_name ?? ''}
            onPick={(lat, lng) => {
              form.change('latitude', coordinateText(lat));
              form.change('longitude', coordinateText(lng));
            }}
          />
        </Suspense>
      </Section>

      <Section as="section" aria-labelledby="unit-hours">
        <h2 id="unit-hours">{t('unitEdit.section.hours')}</h2>
        <p>{t('unitEdit.hoursHint')}</p>
        <Hours>
          {WEEKDAYS.map((day) => {
            const open = values.hours?.[day]?.open;
            const dayError = (errors as { hours?: Record<string, unknown> } | undefined)?.hours?.[day];
            return (
              <Day key={day} data-day={day}>
                <CheckboxField name={`hours.${day}.open`} label={t(DAY_LABEL(day))} />
                <TextInputField name={`hours.${day}.start`} label={t('unitEdit.opens', { day: t(DAY_LABEL(day)) })} placeholder="07:00" maxLength={5} disabled={!open} messages={{ [FORM_CODES.time]: t('unitEdit.invalid.time') }} />
                <div>
                  <TextInputField name={`hours.${day}.finish`} label={t('unitEdit.closes', { day: t(DAY_LABEL(day)) })} placeholder="22:00" maxLength={5} disabled={!open} messages={{ [FORM_CODES.time]: t('unitEdit.invalid.time') }} />
                  {submitFailed && open && dayError ? <Error role="alert">{t('unitEdit.invalid.hours')}</Error> : null}
                </div>
              </Day>
            );
          })}
        </Hours>
      </Section>

      <Section as="section" aria-labelledby="unit-contact">
        <h2 id="unit-contact">{t('unitEdit.section.contact')}</h2>
        <Grid>
          <MaskedField name="phone" mask="phone" label={t('unitEdit.phone')} />
          <MaskedField name="mobile" mask="phone" label={t('unitEdit.mobile')} />
          <TextInputField name="email" type="email" label={t('unitEdit.email')} maxLength={254} />
        </Grid>
      </Section>

      <Section as="section" aria-labelledby="unit-tags">
        <h2 id="unit-tags">{t('unitEdit.section.tags')}</h2>
        <p>{t('unitEdit.tagsHint')}</p>
        {(values.tags ?? []).map((_tag, index) => (
          <TagRow key={index} data-tag-row={index}>
            <TextInputField name={`tags.${index}.name`} label={t('unitEdit.tagName', { n: index + 1 })} maxLength={40} messages={shared} />
            <Field<string> name={`tags.${index}.color`}>
              {({ input }) => (
                <label className="color">
                  {t('unitEdit.tagColor', { n: index + 1 })}
                  <input type="color" {...input} value={input.value || '#2563eb'} />
                </label>
              )}
            </Field>
            <Button variant="ghost" aria-label={t('unitEdit.removeTag', { n: index + 1 })} onClick={() => form.change('tags', values.tags.filter((_t, i) => i !== index))}>
              {t('unitEdit.remove')}
            </Button>
          </TagRow>
        ))}
        {submitFailed && typeof (errors as Record<string, unknown> | undefined)?.tags === 'string' && <Error role="alert">{t('unitEdit.invalid.duplicateTag')}</Error>}
        <div>
          <Button variant="secondary" onClick={() => form.change('tags', [...(values.tags ?? []), { name: '', color: '#2563eb' }])}>
            {t('unitEdit.addTag')}
          </Button>
        </div>
        {knownTags.length > 0 && <p>{t('unitEdit.knownTags', { tags: knownTags.map((tag) => tag.name).join(', ') })}</p>}
      </Section>

      <Section as="section" aria-labelledby="unit-ecommerce">
        <h2 id="unit-ecommerce">{t('unitEdit.section.ecommerce')}</h2>
        <Grid>
          <CheckboxField name="ecommerce_v2_active" label={t('unitEdit.ecommerceActive')} />
          <SelectInputField name="partner_type" label={t('unitEdit.partner')} emptyLabel={t('unitEdit.noPartner')} options={ECOMMERCE_PARTNERS.map((p) => ({ value: p, label: t(`unitEdit.partner.${p}` as MessageId) }))} />
          <TextInputField name="partner_unit_id" label={t('unitEdit.partnerUnit')} maxLength={60} disabled={!values.partner_type} />
        </Grid>
      </Section>

      <Actions>
        <Link to="/configuracoes/units">{t('unitEdit.back')}</Link>
        <Button variant="secondary" onClick={() => void discard()} disabled={!dirty || submitting}>
          <FormattedMessage id="unitEdit.discard" />
        </Button>
        <Button type="submit" loading={submitting} disabled={!dirty || submitting}>
          <FormattedMessage id="unitEdit.save" />
        </Button>
      </Actions>
    </>
  );
}

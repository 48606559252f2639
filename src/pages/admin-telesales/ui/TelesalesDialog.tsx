import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { MessageId } from '@/shared/i18n';
import { Alert, Button, ModalDialog, TextField, useSnackbar } from '@/shared/ui';
import type { AdminTelesalesPageQuery$data } from '../api/__generated__/AdminTelesalesPageQuery.graphql';
import { centsToText, PAYMENT_METHODS, telesalesErrors, telesalesInputOf, WEEKDAYS, type PaymentMethod, type TelesalesValues, type Weekday } from '../model/telesalesForm';
import type { TelesalesDialogMutation } from './__generated__/TelesalesDialogMutation.graphql';

export type TelesalesStore = AdminTelesalesPageQuery$data['telesalesSettings']['stores'][number];

/** A store's telesales settings as the list shows them and the form edits them (spread unmasked). */
graphql`
  fragment TelesalesDialog_settings on UnitTelesales {
    id
    takes_orders
    delivery
    pickup
    delivery_fee_cents
    minimum_order_cents
    service_hours {
      monday { start finish }
      tuesday { start finish }
      wednesday { start finish }
      thursday { start finish }
      friday { start finish }
      saturday { start finish }
      sunday { start finish }
      holidays { start finish }
    }
    order_phone
    order_whatsapp
    payment_methods
    audit {
      updatedAt
      updatedBy
    }
  }
`;

const mutation = graphql`
  mutation TelesalesDialogMutation($input: UpdateUnitTelesalesInput!) {
    updateUnitTelesales(input: $input) {
      telesales {
        ...TelesalesDialog_settings @relay(mask: false)
      }
    }
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
  max-height: 60vh;
  overflow-y: auto;
  padding-right: 4px;
  fieldset {
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    padding: ${(p) => p.theme.space(3)};
    margin: 0;
    min-width: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(3)};
  }
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 32px;
  input {
    width: 18px;
    height: 18px;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${(p) => p.theme.space(3)};
`;

const Day = styled.div`
  display: grid;
  grid-template-columns: 100px minmax(0, 1fr) minmax(0, 1fr);
  align-items: end;
  gap: ${(p) => p.theme.space(2)};
  width: 100%;
  @media (max-width: 480px) {
    grid-template-columns: 1fr 1fr;
    & > :first-of-type {
      grid-column: 1 / -1;
    }
  }
`;

const FieldError = styled.p`
  margin: 0;
  width: 100%;
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

function valuesOf(store: TelesalesStore): TelesalesValues {
  const hours = Object.fromEntries(WEEKDAYS.map((day) => [day, store.service_hours[day] ? { ...store.service_hours[day]! } : null])) as TelesalesValues['hours'];
  return {
    takes_orders: store.takes_orders,
    delivery: store.delivery,
    pickup: store.pickup,
    delivery_fee: centsToText(store.delivery_fee_cents),
    minimum_order: centsToText(store.minimum_order_cents),
    hours,
    order_phone: store.order_phone,
    order_whatsapp: store.order_whatsapp,
    payment_methods: [...store.payment_methods] as PaymentMethod[],
  };
}

/** The telesales form of one store: what the server validates, checked here first. */
export function TelesalesDialog({ store, onClose }: { store: TelesalesStore; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const snackbar = useSnackbar();
  const [values, setValues] = useState<TelesalesValues>(() => valuesOf(store));
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [commit, inFlight] = useMutation<TelesalesDialogMutation>(mutation);
  const errors = submitted ? telesalesErrors(values) : {};
  const set = (patch: Partial<TelesalesValues>) => setValues((current) => ({ ...current, ...patch }));
  const setDay = (day: Weekday, interval: TelesalesValues['hours'][Weekday]) => set({ hours: { ...values.hours, [day]: interval } });
  const error = (key: keyof typeof errors) => (errors[key] ? t(errors[key] as MessageId) : undefined);

  const save = () => {
    setSubmitted(true);
    if (Object.keys(telesalesErrors(values)).length > 0) return;
    setServerError(null);
    commit({
      variables: { input: telesalesInputOf(store.unit.id, values) },
      onCompleted: (_response, errs) => {
        if (errs?.length) {
          setServerError(errs[0].message);
          return;
        }
        snackbar.show(t('telesales.form.saved', { name: store.unit.name }), { severity: 'success' });
        onClose();
      },
      onError: (err) => setServerError(err.message),
    });
  };

  return (
    <ModalDialog
      open
      title={t('telesales.form.title', { name: store.unit.name })}
      onEscape={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('telesales.form.cancel')}
          </Button>
          <Button onClick={save} disabled={inFlight}>
            {t('telesales.form.save')}
          </Button>
        </>
      }
    >
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {serverError && <Alert tone="danger">{serverError}</Alert>}
        <Check>
          <input type="checkbox" checked={values.takes_orders} onChange={(e) => set({ takes_orders: e.target.checked })} />
          {t('telesales.form.takesOrders')}
        </Check>
        <fieldset>
          <legend>{t('telesales.form.modes')}</legend>
          <Check>
            <input type="checkbox" checked={values.delivery} onChange={(e) => set({ delivery: e.target.checked })} />
            {t('telesales.delivery')}
          </Check>
          <Check>
            <input type="checkbox" checked={values.pickup} onChange={(e) => set({ pickup: e.target.checked })} />
            {t('telesales.pickup')}
          </Check>
          {errors.modes && <FieldError role="alert">{error('modes')}</FieldError>}
        </fieldset>
        <Row>
          <TextField label={t('telesales.form.fee')} inputMode="decimal" value={values.delivery_fee} onChange={(e) => set({ delivery_fee: e.target.value })} error={error('delivery_fee')} />
          <TextField label={t('telesales.form.minimum')} inputMode="decimal" value={values.minimum_order} onChange={(e) => set({ minimum_order: e.target.value })} error={error('minimum_order')} />
        </Row>
        <fieldset>
          <legend>{t('telesales.form.hours')}</legend>
          {WEEKDAYS.map((day) => {
            const interval = values.hours[day];
            const dayName = t(`telesales.day.${day}` as MessageId);
            return (
              <Day key={day} data-day={day}>
                <Check>
                  <input type="checkbox" checked={interval !== null} onChange={(e) => setDay(day, e.target.checked ? { start: '08:00', finish: '18:00' } : null)} />
                  {dayName}
                </Check>
                <TextField
                  label={`${t('telesales.form.start')} (${dayName})`}
                  type="time"
                  value={interval?.start ?? ''}
                  disabled={!interval}
                  onChange={(e) => interval && setDay(day, { ...interval, start: e.target.value })}
                />
                <TextField
                  label={`${t('telesales.form.finish')} (${dayName})`}
                  type="time"
                  value={interval?.finish ?? ''}
                  disabled={!interval}
                  onChange={(e) => interval && setDay(day, { ...interval, finish: e.target.value })}
                />
              </Day>
            );
          })}
          {errors.hours && <FieldError role="alert">{error('hours')}</FieldError>}
        </fieldset>
        <Row>
          <TextField label={t('telesales.form.phone')} inputMode="tel" value={values.order_phone} onChange={(e) => set({ order_phone: e.target.value })} error={error('order_phone')} />
          <TextField label={t('telesales.form.whatsapp')} inputMode="tel" value={values.order_whatsapp} onChange={(e) => set({ order_whatsapp: e.target.value })} error={error('order_whatsapp')} />
        </Row>
        {errors.contact && <FieldError role="alert">{error('contact')}</FieldError>}
        <fieldset>
          <legend>{t('telesales.form.payments')}</legend>
          {PAYMENT_METHODS.map((method) => (
            <Check key={method}>
              <input
                type="checkbox"
                checked={values.payment_methods.includes(method)}
                onChange={(e) => set({ payment_methods: e.target.checked ? [...values.payment_methods, method] : values.payment_methods.filter((m) => m !== method) })}
              />
              {t(`telesales.payment.${method}` as MessageId)}
            </Check>
          ))}
          {errors.payment_methods && <FieldError role="alert">{error('payment_methods')}</FieldError>}
        </fieldset>
      </Form>
    </ModalDialog>
  );
}

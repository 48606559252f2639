import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { MessageId } from '@/shared/i18n';
import { Alert, Button, ModalDialog, SelectField, TextField, useSnackbar } from '@/shared/ui';
import type { StoreDialog_unit$data } from './__generated__/StoreDialog_unit.graphql';
import type { StoreDialogMutation } from './__generated__/StoreDialogMutation.graphql';

/** The store fields the list shows and the form edits (spread unmasked into the list's rows). */
graphql`
  fragment StoreDialog_unit on Unit {
    id
    id_erp
    name
    active
    app_active
    ecommerce_v2_active
    retailer_flag_id
    ecommerce_partner {
      partner_type
      partner_unit_id
    }
    address_components {
      city_name
    }
  }
`;

export type StoreRow = Omit<StoreDialog_unit$data, ' $fragmentType'>;

const mutation = graphql`
  mutation StoreDialogMutation($input: UpdateAdminUnitInput!) {
    updateAdminUnit(input: $input) {
      unit {
        ...StoreDialog_unit @relay(mask: false)
      }
    }
  }
`;

/** E-commerce partners a store may be linked to (the ecommerce_partner.partner_type values). */
const PARTNERS = ['IFOOD', 'RAPPI', 'CORNERSHOP', 'VTEX', 'ZE_DELIVERY'] as const;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  input {
    width: 18px;
    height: 18px;
  }
`;

/** One store's admin switches: ERP code, club and app, e-commerce and banner. */
export function StoreDialog({ store, flags, onClose }: { store: StoreRow; flags: readonly { readonly id: string; readonly name: string }[]; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const snackbar = useSnackbar();
  const [code, setCode] = useState(store.id_erp);
  const [active, setActive] = useState(store.active);
  const [appActive, setAppActive] = useState(store.app_active);
  const [ecommerce, setEcommerce] = useState(store.ecommerce_v2_active);
  const [flag, setFlag] = useState(store.retailer_flag_id ?? '');
  const [partner, setPartner] = useState(store.ecommerce_partner?.partner_type ?? '');
  const [partnerId, setPartnerId] = useState(store.ecommerce_partner?.partner_unit_id ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [commit, inFlight] = useMutation<StoreDialogMutation>(mutation);
  const codeError = submitted && !/^[0-9A-Za-z_-]{1,20}$/.test(code.trim()) ? t('adminStores.error.code') : undefined;
  const partnerError = submitted && partner && !partnerId.trim() ? t('adminStores.error.partnerId') : undefined;

  const save = () => {
    setSubmitted(true);
    if (!/^[0-9A-Za-z_-]{1,20}$/.test(code.trim()) || (partner && !partnerId.trim())) return;
    setServerError(null);
    commit({
      variables: {
        input: {
          id: store.id,
          id_erp: code.trim(),
          active,
          app_active: appActive,
          ecommerce_v2_active: ecommerce,
          retailer_flag_id: flag || null,
          ecommerce_partner: partner ? { partner_type: partner, partner_unit_id: partnerId.trim() } : null,
        },
      },
      onCompleted: (_response, errors) => {
        if (errors?.length) {
          setServerError(errors[0].message);
          return;
        }
        snackbar.show(t('adminStores.form.saved', { name: store.name }), { severity: 'success' });
        onClose();
      },
      onError: (error) => setServerError(error.message),
    });
  };

  return (
    <ModalDialog
      open
      title={t('adminStores.form.title', { name: store.name })}
      onEscape={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('adminStores.form.cancel')}
          </Button>
          <Button onClick={save} disabled={inFlight}>
            {t('adminStores.form.save')}
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
        <TextField label={t('adminStores.form.code')} value={code} maxLength={20} onChange={(e) => setCode(e.target.value)} error={codeError} />
        <p>{t('adminStores.form.codeHint')}</p>
        <Check>
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
          {t('adminStores.form.club')}
        </Check>
        <Check>
          <input type="checkbox" checked={appActive} onChange={(e) => setAppActive(e.target.checked)} />
          {t('adminStores.form.app')}
        </Check>
        <Check>
          <input type="checkbox" checked={ecommerce} onChange={(e) => setEcommerce(e.target.checked)} />
          {t('adminStores.form.ecommerce')}
        </Check>
        <SelectField label={t('adminStores.form.flag')} value={flag} onChange={(e) => setFlag(e.target.value)}>
          <option value="">{t('adminStores.noFlag')}</option>
          {flags.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('adminStores.form.partner')} value={partner} onChange={(e) => setPartner(e.target.value)}>
          <option value="">{t('adminStores.form.partner.none')}</option>
          {PARTNERS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        {partner && <TextField label={t('adminStores.form.partnerId')} value={partnerId} maxLength={60} onChange={(e) => setPartnerId(e.target.value)} error={partnerError} />}
      </Form>
    </ModalDialog>
  );
}

import styled from '@emotion/styled';
import type { SubmissionErrors } from 'final-form';
import { useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import { Button, Card, CheckboxField, SelectInputField, StructForm, TextInputField } from '@/shared/ui';
import { useLeaveGuard } from '@/shared/ui/form';
import { STORE_PRODUCT_FORM_CODES, storeProductFormStruct, type StoreProductFormValues } from '../model/storeProductForm';

const Section = styled(Card)`
  padding: ${(p) => p.theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(3)};
  ${(p) => p.theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const Footer = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  justify-content: flex-end;
  flex-wrap: wrap;
`;

/** The ways a store sells a product (spec §3 `sales.type`). */
const SALE_TYPES = ['UNIT', 'WEIGHT', 'PACKAGE'] as const;

function LeaveGuard() {
  const { dirty, submitSucceeded, dirtySinceLastSubmit } = useFormState({ subscription: { dirty: true, submitSucceeded: true, dirtySinceLastSubmit: true } });
  useLeaveGuard(Boolean(dirty && (!submitSucceeded || dirtySinceLastSubmit)));
  return null;
}

export interface StoreProductFormProps {
  initialValues: StoreProductFormValues;
  stores: readonly { id: string; name: string }[];
  /** an existing store product: its store and SKU are fixed */
  editing: boolean;
  onSubmit: (values: StoreProductFormValues) => Promise<SubmissionErrors | void>;
  onCancel: () => void;
}

/** A catalogue product in one store (spec §3 Store product): price, stock, stock break, order and the sales configuration. */
export function StoreProductForm({ initialValues, stores, editing, onSubmit, onCancel }: StoreProductFormProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const messages = Object.fromEntries(STORE_PRODUCT_FORM_CODES.map((code) => [code, t(`editStoreProduct.error.${code}` as const)]));
  return (
    <StructForm<StoreProductFormValues> struct={storeProductFormStruct as never} initialValues={initialValues} onSubmit={onSubmit} aria-label={t('editStoreProduct.formLabel')}>
      {({ submitting }) => (
        <>
          <LeaveGuard />
          <Section as="section" aria-label={t('editStoreProduct.product')}>
            <h2>{t('editStoreProduct.product')}</h2>
            <Grid>
              <SelectInputField
                name="storeId"
                label={t('editStoreProduct.store')}
                required
                disabled={editing}
                emptyLabel={t('editStoreProduct.chooseStore')}
                options={stores.map((store) => ({ value: store.id, label: store.name }))}
              />
              <TextInputField name="sku" label={t('editStoreProduct.sku')} required disabled={editing} maxLength={60} />
              <TextInputField name="price1" label={t('editStoreProduct.price1')} messages={messages} maxLength={14} placeholder="0,00" />
              <TextInputField name="stock" label={t('editStoreProduct.stock')} messages={messages} maxLength={14} />
              <TextInputField name="order" label={t('editStoreProduct.order')} messages={messages} maxLength={7} />
            </Grid>
            <CheckboxField name="stockBreak" label={t('editStoreProduct.stockBreak')} />
            <CheckboxField name="active" role="switch" label={t('editStoreProduct.active')} />
          </Section>
          <Section as="section" aria-label={t('editStoreProduct.sales')}>
            <h2>{t('editStoreProduct.sales')}</h2>
            <CheckboxField name="sales.active" role="switch" label={t('editStoreProduct.salesActive')} />
            <Grid>
              <SelectInputField
                name="sales.type"
                label={t('editStoreProduct.salesType')}
                emptyLabel={t('editStoreProduct.salesTypeNone')}
                options={SALE_TYPES.map((type) => ({ value: type, label: t(`editStoreProduct.salesType.${type}` as const) }))}
              />
              <TextInputField name="sales.discount" label={t('editStoreProduct.discount')} messages={messages} maxLength={6} />
              <TextInputField name="sales.price1" label={t('editStoreProduct.salesPrice1')} messages={messages} maxLength={14} />
              <TextInputField name="sales.price2" label={t('editStoreProduct.salesPrice2')} messages={messages} maxLength={14} />
              <TextInputField name="sales.minimumLimit" label={t('editStoreProduct.minimumLimit')} messages={messages} maxLength={10} />
              <TextInputField name="sales.maximumLimit" label={t('editStoreProduct.maximumLimit')} messages={messages} maxLength={10} />
            </Grid>
            <LimitsError message={t('editStoreProduct.error.limits')} />
          </Section>
          <Footer>
            <Button variant="secondary" onClick={onCancel}>
              {t('editStoreProduct.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {t(editing ? 'editStoreProduct.save' : 'editStoreProduct.create')}
            </Button>
          </Footer>
        </>
      )}
    </StructForm>
  );
}

/** The limits rule names no single field: shown under the sales section after a refused submit. */
function LimitsError({ message }: { message: string }) {
  const { errors, submitFailed } = useFormState({ subscription: { errors: true, submitFailed: true } });
  if (!submitFailed || errors?.sales !== 'limits') return null;
  return (
    <ErrorText role="alert">{message}</ErrorText>
  );
}

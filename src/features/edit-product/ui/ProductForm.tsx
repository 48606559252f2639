import type { MessageId } from '@/shared/i18n';
import styled from '@emotion/styled';
import type { FormApi, SubmissionErrors } from 'final-form';
import { useId } from 'react';
import { useField, useForm, useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Button, Card, CheckboxField, SelectInputField, StructForm, TextAreaField, TextInputField } from '@/shared/ui';
import { useLeaveGuard } from '@/shared/ui/form';
import { DIMENSION_KEYS, formValuesOf, PRODUCT_FORM_CODES, productFormStruct, type ProductFormValues } from '../model/productForm';
import { ProductImages } from './ProductImages';
import type { ProductForm_product$key } from './__generated__/ProductForm_product.graphql';

const productFragment = graphql`
  fragment ProductForm_product on CatalogueProduct {
    sku
    name
    longName
    legacySku
    department
    category
    subcategory
    brand
    measure {
      acronym
    }
    isWeightable
    active
    ncm
    description
    keywords
    synonyms
    eans {
      ean
      isMain
      packingQuantity
    }
    images {
      url
      urlThumbnail
      urlMiniature
      isMain
    }
    dimensions {
      heightCm
      widthCm
      depthCm
      grossWeightKg
      netWeightKg
    }
  }
`;

const Section = styled(Card)`
  padding: ${(p) => p.theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  > p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
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

const EanRow = styled.fieldset`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  padding: ${(p) => p.theme.space(3)};
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(2)};
  align-items: end;
  ${(p) => p.theme.mq.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto auto;
  }
  legend {
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  label.main {
    display: flex;
    gap: ${(p) => p.theme.space(1)};
    align-items: center;
    min-height: 40px;
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

/** The EANs as an editable list: one main (radio), packing quantity, add and remove. */
function EanList({ messages }: { messages: Record<string, string> }) {
  const intl = useIntl();
  const form = useForm<ProductFormValues>();
  const { input, meta } = useField<ProductFormValues['eans']>('eans', { subscription: { value: true, error: true, touched: true, submitFailed: true, submitError: true } });
  const groupName = useId();
  const eans = input.value || [];
  const listError = (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? (messages[meta.error] ?? meta.error) : typeof meta.submitError === 'string' ? meta.submitError : null;
  const set = (next: ProductFormValues['eans']) => form.change('eans', next);
  return (
    <Section as="section" aria-labelledby={`${groupName}-title`}>
      <h2 id={`${groupName}-title`}>{intl.formatMessage({ id: 'editProduct.eans' })}</h2>
      <p>{intl.formatMessage({ id: 'editProduct.eansHint' })}</p>
      {eans.map((ean, index) => (
        <EanRow key={index} data-ean-row={index}>
          <legend>{intl.formatMessage({ id: 'editProduct.eanN' }, { n: index + 1 })}</legend>
          <TextInputField name={`eans.${index}.ean`} label={intl.formatMessage({ id: 'editProduct.ean' })} required messages={messages} maxLength={14} />
          <TextInputField name={`eans.${index}.packingQuantity`} label={intl.formatMessage({ id: 'editProduct.packingQuantity' })} required messages={messages} maxLength={6} />
          <label className="main">
            <input
              type="radio"
              name={`${groupName}-main`}
              checked={ean.isMain}
              onChange={() => set(eans.map((other, at) => ({ ...other, isMain: at === index })))}
            />
            {intl.formatMessage({ id: 'editProduct.mainEan' })}
          </label>
          <Button
            variant="secondary"
            aria-label={intl.formatMessage({ id: 'editProduct.removeEanNamed' }, { ean: ean.ean || index + 1 })}
            onClick={() => {
              const next = eans.filter((_other, at) => at !== index);
              // the first one left becomes the main EAN when the main one goes
              if (ean.isMain && next.length > 0) next[0] = { ...next[0], isMain: true };
              set(next);
            }}
          >
            {intl.formatMessage({ id: 'editProduct.removeEan' })}
          </Button>
        </EanRow>
      ))}
      {listError && <ErrorText role="alert">{listError}</ErrorText>}
      <div>
        <Button variant="secondary" onClick={() => set([...eans, { ean: '', isMain: eans.length === 0, packingQuantity: '1' }])}>
          {intl.formatMessage({ id: 'editProduct.addEan' })}
        </Button>
      </div>
    </Section>
  );
}

/** Asks before leaving with unsaved changes. */
function LeaveGuard() {
  const { dirty, submitSucceeded, dirtySinceLastSubmit } = useFormState({ subscription: { dirty: true, submitSucceeded: true, dirtySinceLastSubmit: true } });
  useLeaveGuard(Boolean(dirty && (!submitSucceeded || dirtySinceLastSubmit)));
  return null;
}

export interface ProductFormProps {
  product: ProductForm_product$key | null;
  departments: readonly string[];
  measures: readonly { acronym: string; code: string; name: string }[];
  onSubmit: (values: ProductFormValues, form: FormApi<ProductFormValues>) => Promise<SubmissionErrors | void>;
  onCancel: () => void;
}

/** The product's fields (spec §3 Catalogue product, the parts a chain edits). */
export function ProductForm({ product: productKey, departments, measures, onSubmit, onCancel }: ProductFormProps) {
  const intl = useIntl();
  const product = useFragment(productFragment, productKey);
  const creating = !product;
  const t = (id: MessageId) => intl.formatMessage({ id });
  const messages = Object.fromEntries(PRODUCT_FORM_CODES.map((code) => [code, t(`editProduct.error.${code}` as const)]));
  const datalistId = useId();
  return (
    <StructForm<ProductFormValues> struct={productFormStruct as never} initialValues={formValuesOf(product ?? null)} onSubmit={onSubmit} aria-label={t('editProduct.formLabel')}>
      {({ submitting }) => (
        <>
          <LeaveGuard />
          <Section as="section" aria-label={t('editProduct.identification')}>
            <h2>{t('editProduct.identification')}</h2>
            <Grid>
              {creating ? (
                <TextInputField name="sku" label={t('editProduct.sku')} required messages={messages} maxLength={60} autoFocus />
              ) : (
                <TextInputField name="sku" label={t('editProduct.sku')} disabled />
              )}
              <TextInputField name="legacySku" label={t('editProduct.legacySku')} messages={messages} maxLength={60} />
              <TextInputField name="name" label={t('editProduct.name')} required messages={messages} maxLength={300} autoFocus={!creating} />
              <TextInputField name="longName" label={t('editProduct.longName')} messages={messages} maxLength={500} />
            </Grid>
          </Section>
          <Section as="section" aria-label={t('editProduct.classification')}>
            <h2>{t('editProduct.classification')}</h2>
            <Grid>
              <div>
                <TextInputField name="department" label={t('editProduct.department')} messages={messages} maxLength={120} />
                <datalist id={datalistId}>
                  {departments.map((department) => (
                    <option key={department} value={department} />
                  ))}
                </datalist>
                <DatalistLink listId={datalistId} />
              </div>
              <TextInputField name="category" label={t('editProduct.category')} messages={messages} maxLength={120} />
              <TextInputField name="subcategory" label={t('editProduct.subcategory')} messages={messages} maxLength={120} />
              <TextInputField name="brand" label={t('editProduct.brand')} messages={messages} maxLength={120} />
              <SelectInputField
                name="measure"
                label={t('editProduct.measure')}
                required
                messages={messages}
                options={measures.map((unit) => ({ value: unit.acronym, label: `${unit.code} – ${unit.name}` }))}
              />
              <TextInputField name="ncm" label={t('editProduct.ncm')} messages={messages} maxLength={10} placeholder="0000.00.00" />
            </Grid>
            <CheckboxField name="isWeightable" label={t('editProduct.isWeightable')} />
            <CheckboxField name="active" role="switch" label={t('editProduct.active')} />
          </Section>
          <EanList messages={messages} />
          <ProductImages messages={messages} />
          <Section as="section" aria-label={t('editProduct.details')}>
            <h2>{t('editProduct.details')}</h2>
            <TextAreaField name="description" label={t('editProduct.description')} messages={messages} maxLength={5000} />
            <Grid>
              <TextInputField name="keywords" label={t('editProduct.keywords')} messages={messages} placeholder={t('editProduct.listPlaceholder')} />
              <TextInputField name="synonyms" label={t('editProduct.synonyms')} messages={messages} placeholder={t('editProduct.listPlaceholder')} />
            </Grid>
            <h3 style={{ margin: 0, fontSize: '1rem' }}>{t('editProduct.dimensions')}</h3>
            <Grid>
              {DIMENSION_KEYS.map((key) => (
                <TextInputField key={key} name={`dimensions.${key}`} label={t(`editProduct.dimension.${key}` as const)} messages={messages} maxLength={12} />
              ))}
            </Grid>
          </Section>
          <Footer>
            <Button variant="secondary" onClick={onCancel}>
              {t('editProduct.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {t(creating ? 'editProduct.create' : 'editProduct.save')}
            </Button>
          </Footer>
        </>
      )}
    </StructForm>
  );
}

/** Ties the department input (rendered by the kit) to its datalist of the catalogue's departments. */
function DatalistLink({ listId }: { listId: string }) {
  return (
    <span
      hidden
      ref={(node) => {
        const input = node?.parentElement?.querySelector('input');
        if (input) input.setAttribute('list', listId);
      }}
    />
  );
}

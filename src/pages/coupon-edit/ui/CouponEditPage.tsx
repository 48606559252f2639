import styled from '@emotion/styled';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Field, useField, useForm, useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { nullable, object, optional, refine, string, type Infer, any as anything } from 'superstruct';
import { WhatsappMessageStep } from '@/features/whatsapp-campaign-message';
import { usePageQuery } from '@/shared/api';
import type { MessageId } from '@/shared/i18n';
import { formatDisplayDateTime } from '@/shared/lib';
import { formatCurrency, formatNumber } from '@/shared/lib/number';
import { Badge, Button, Card, CheckboxField, MoneyField, SelectInputField, StructForm, TextAreaField, TextField, TextInputField, submissionErrorsOf, useConfirm, useSnackbar } from '@/shared/ui';
import { AnalyticsPage } from '@/shared/ui/analytics-page';
import { MultiSelectField } from '@/shared/ui/form/MultiSelectField';
import { couponEditPage } from '../api/CouponEditPageQuery';
import type { CouponEditPageQuery$data } from '../api/__generated__/CouponEditPageQuery.graphql';
import type { CouponEditPageActionMutation } from './__generated__/CouponEditPageActionMutation.graphql';
import type { CouponEditPageCodeQuery } from './__generated__/CouponEditPageCodeQuery.graphql';
import type { CouponEditPageDraftMutation } from './__generated__/CouponEditPageDraftMutation.graphql';
import type { CouponEditPageFinishMutation } from './__generated__/CouponEditPageFinishMutation.graphql';
import type { CouponEditPageProductsQuery } from './__generated__/CouponEditPageProductsQuery.graphql';
import type { CouponEditPageUnscheduleMutation } from './__generated__/CouponEditPageUnscheduleMutation.graphql';
import type { CouponEditPageValidateQuery } from './__generated__/CouponEditPageValidateQuery.graphql';

const draftMutation = graphql`
  mutation CouponEditPageDraftMutation($input: BenefitInput!) {
    upsertDraftBenefit(input: $input) {
      benefit {
        _id
        title
      }
    }
  }
`;
const activateMutation = graphql`
  mutation CouponEditPageActionMutation($input: BenefitInput!) {
    upsertBenefit(input: $input) {
      benefit {
        _id
        title
        status
      }
    }
  }
`;
const unscheduleMutation = graphql`
  mutation CouponEditPageUnscheduleMutation($id: ID!) {
    unscheduleBenefit(input: { id: $id }) {
      benefit {
        id
        status
      }
    }
  }
`;
const finishMutation = graphql`
  mutation CouponEditPageFinishMutation($id: ID!) {
    finishActiveBenefit(input: { id: $id }) {
      benefit {
        id
        status
      }
    }
  }
`;
const codeQuery = graphql`
  query CouponEditPageCodeQuery {
    generateRandomBenefitCode
  }
`;
const validateQuery = graphql`
  query CouponEditPageValidateQuery($input: ValidateBenefitCodeInput!) {
    validateBenefitCode(input: $input) {
      valid
      message
    }
  }
`;
const productsQuery = graphql`
  query CouponEditPageProductsQuery($search: String, $skus: [String!]) {
    benefitProductOptions(search: $search, skus: $skus) {
      value
      label
    }
  }
`;

/** The coupon's rules the form checks before the server does (which checks everything again). */
const formStruct = object({
  title: refine(string(), 'required', (value) => value.trim().length > 0),
  description: optional(nullable(string())),
  codeMode: string(),
  code: optional(nullable(string())),
  discountType: string(),
  percent: optional(nullable(string())),
  valueCents: optional(nullable(anything())),
  minimumCents: optional(nullable(anything())),
  products: optional(nullable(anything())),
  productsGroups: optional(nullable(anything())),
  units: optional(nullable(anything())),
  startDate: optional(nullable(string())),
  expiresAt: optional(nullable(string())),
  days: optional(nullable(string())),
  limitUse: optional(nullable(string())),
  totalLimit: optional(nullable(string())),
  segments: optional(nullable(anything())),
  smsActive: optional(nullable(anything())),
  smsText: optional(nullable(string())),
  emailActive: optional(nullable(anything())),
  emailSubject: optional(nullable(string())),
  emailText: optional(nullable(string())),
  whatsappActive: optional(nullable(anything())),
  /** the WhatsApp message step's value: { template_id, variables, header_type } */
  whatsappMessage: optional(nullable(anything())),
  sendStartHour: optional(nullable(string())),
  sendEndHour: optional(nullable(string())),
});
type FormValues = Infer<typeof formStruct>;
type Benefit = NonNullable<CouponEditPageQuery$data['findBenefitById']>;
const CHANNELS = ['sms', 'email', 'whatsapp'] as const;

const int = (text: string | null | undefined) => (text && /^\d+$/.test(text.trim()) ? Number(text.trim()) : null);
const day = (value: unknown) => (value ? formatDisplayDateTime(value as string, 'YYYY-MM-DD') : '');

/** The WhatsApp step's template and variables as BenefitChannelMessageInput fields. */
function whatsappTemplateOf(value: unknown): { templateId: string | null; variables: string[] } {
  const message = (value ?? {}) as { template_id?: string | null; variables?: string[] };
  return { templateId: message.template_id ?? null, variables: (message.variables ?? []).map((v) => v.trim()) };
}

/** The form's values as BenefitInput. */
function toInput(values: FormValues, id: string | null) {
  const channel = (active: unknown, text: string | null | undefined, subject?: string | null) => ({ active: Boolean(active), text: text?.trim() ?? '', ...(subject !== undefined ? { subject: subject?.trim() ?? '' } : {}) });
  return {
    _id: id,
    title: values.title.trim(),
    description: values.description?.trim() ?? '',
    codeMode: values.codeMode as 'SHARED' | 'UNIQUE',
    code: values.codeMode === 'SHARED' ? values.code?.trim() || null : null,
    discountType: values.discountType as 'PERCENTAGE' | 'VALUE',
    value: values.discountType === 'PERCENTAGE' ? (int(values.percent) ?? 0) : Number(values.valueCents ?? 0),
    minimumValue: Number(values.minimumCents ?? 0),
    products: (values.products as string[] | null) ?? [],
    productsGroups: (values.productsGroups as string[] | null) ?? [],
    units: (values.units as string[] | null) ?? [],
    startDate: values.startDate || null,
    expiresAt: values.expiresAt || null,
    daysToUseBenefitAfterRegistration: int(values.days),
    limitUse: int(values.limitUse) ?? 1,
    totalLimit: int(values.totalLimit),
    segments: (values.segments as string[] | null) ?? [],
    channels: {
      sms: channel(values.smsActive, values.smsText),
      email: channel(values.emailActive, values.emailText, values.emailSubject ?? ''),
      whatsapp: { ...channel(values.whatsappActive, ''), ...whatsappTemplateOf(values.whatsappMessage) },
    },
    sendStartHour: values.sendStartHour || '09:00',
    sendEndHour: values.sendEndHour || '20:00',
  };
}

function initialOf(benefit: Benefit | null): Partial<FormValues> {
  if (!benefit) {
    return { codeMode: 'SHARED', discountType: 'PERCENTAGE', percent: '10', limitUse: '1', sendStartHour: '09:00', sendEndHour: '20:00', smsActive: true, smsText: 'Seu cupom de desconto: [cupom]. Apresente no caixa.', emailSubject: 'Seu cupom de desconto', emailText: 'Olá, [primeiro nome]! Seu cupom: [cupom].' };
  }
  return {
    title: benefit.title,
    description: benefit.description,
    codeMode: benefit.codeMode,
    code: benefit.code ?? '',
    discountType: benefit.discountType,
    percent: benefit.discountType === 'PERCENTAGE' ? String(benefit.value) : '',
    valueCents: benefit.discountType === 'VALUE' ? benefit.value : undefined,
    minimumCents: benefit.minimumValue || undefined,
    products: benefit.products.map((p) => p.sku),
    productsGroups: benefit.productsGroups.map((g) => g.id),
    units: [...benefit.units],
    startDate: day(benefit.startDate),
    expiresAt: day(benefit.expiresAt),
    days: benefit.daysToUseBenefitAfterRegistration ? String(benefit.daysToUseBenefitAfterRegistration) : '',
    limitUse: String(benefit.limitUse),
    totalLimit: benefit.totalLimit ? String(benefit.totalLimit) : '',
    segments: [...benefit.segments],
    smsActive: benefit.channels.sms?.active ?? false,
    smsText: benefit.channels.sms?.text ?? '',
    emailActive: benefit.channels.email?.active ?? false,
    emailSubject: benefit.channels.email?.subject ?? '',
    emailText: benefit.channels.email?.text ?? '',
    whatsappActive: benefit.channels.whatsapp?.active ?? false,
    whatsappMessage: { type: 'TEMPLATE', template_id: benefit.channels.whatsapp?.templateId ?? null, variables: [...(benefit.channels.whatsapp?.variables ?? [])] },
    sendStartHour: benefit.sendStartHour,
    sendEndHour: benefit.sendEndHour,
  };
}

const FormCard = styled(Card)`
  padding: ${(p) => p.theme.space(5)};
  max-width: 1080px;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
`;
const Section = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  legend {
    font-weight: 700;
    font-size: ${(p) => p.theme.fontSizes.lg};
    margin-bottom: ${(p) => p.theme.space(2)};
  }
`;
const Row = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  align-items: end;
`;
const Hint = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  align-items: center;
`;
const Summary = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  gap: ${(p) => p.theme.space(3)};
  margin: 0;
  dt {
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** A plain input of the form (dates, hours, numbers) bound by name. */
function PlainField({ name, label, type = 'text', hint, inputMode }: { name: string; label: string; type?: string; hint?: string; inputMode?: 'numeric' }) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <div>
          <TextField {...input} type={type} label={label} inputMode={inputMode} error={meta.submitError && !meta.dirtySinceLastSubmit ? String(meta.submitError) : null} />
          {hint && <Hint>{hint}</Hint>}
        </div>
      )}
    </Field>
  );
}

/** The shared code: typed (checked on leaving the field) or generated. */
function CodeField({ benefitId }: { benefitId: string | null }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const form = useForm();
  const code = useField<string>('code');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const check = (value: string) => {
    if (!value.trim()) return setStatus(null);
    fetchQuery<CouponEditPageValidateQuery>(environment, validateQuery, { input: { code: value.trim(), benefitId } }, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => setStatus(data.validateBenefitCode.valid ? { ok: true, text: intl.formatMessage({ id: 'couponEdit.codeFree' }) } : { ok: false, text: data.validateBenefitCode.message ?? '' }),
    });
  };
  const generate = () =>
    fetchQuery<CouponEditPageCodeQuery>(environment, codeQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => {
        form.change('code', data.generateRandomBenefitCode);
        setStatus({ ok: true, text: intl.formatMessage({ id: 'couponEdit.codeFree' }) });
      },
    });
  const serverError = code.meta.submitError && !code.meta.dirtySinceLastSubmit ? String(code.meta.submitError) : null;
  return (
    <Row>
      <div>
        <TextField
          {...code.input}
          value={code.input.value ?? ''}
          onChange={(e) => code.input.onChange(e.target.value.toUpperCase())}
          onBlur={(e) => {
            code.input.onBlur(e);
            check(e.target.value);
          }}
          label={intl.formatMessage({ id: 'couponEdit.code' })}
          autoComplete="off"
          maxLength={20}
          error={serverError ?? (status && !status.ok ? status.text : null)}
        />
        <Hint role="status">{status?.ok ? status.text : intl.formatMessage({ id: 'couponEdit.codeHint' })}</Hint>
      </div>
      <Button type="button" variant="secondary" onClick={generate}>
        {intl.formatMessage({ id: 'couponEdit.generate' })}
      </Button>
    </Row>
  );
}

/** Products picked from the catalogue's search (name, SKU or EAN). */
function ProductsField({ initial }: { initial: readonly { sku: string; name: string }[] }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const chosen = useField<string[]>('products').input.value || [];
  const [options, setOptions] = useState<{ value: string; label: string }[]>(() => initial.map((p) => ({ value: p.sku, label: `${p.name} (${p.sku})` })));
  const [loading, setLoading] = useState(false);
  const timer = useRef<number>();
  const search = (term: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setLoading(true);
      fetchQuery<CouponEditPageProductsQuery>(environment, productsQuery, { search: term, skus: chosen }).subscribe({
        next: (data) => {
          setOptions([...data.benefitProductOptions]);
          setLoading(false);
        },
        error: () => setLoading(false),
      });
    }, 250);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return <MultiSelectField name="products" label={intl.formatMessage({ id: 'couponEdit.products' })} options={options} onSearch={search} loading={loading} />;
}

type WhatsappTemplates = CouponEditPageQuery$data['benefitFormOptions']['whatsappTemplates'];

/**
 * WhatsApp outside the 24-hour window delivers only approved templates: the channel picks one and
 * binds its variables, one of them [cupom] (the campaign wizard's message step, without sender and
 * audience: a coupon's audience is its segments).
 */
function WhatsappCouponMessage({ templates }: { templates: WhatsappTemplates }) {
  const intl = useIntl();
  const { input } = useField<Record<string, unknown> | null>('whatsappMessage');
  const { submitFailed } = useFormState({ subscription: { submitFailed: true } });
  const variables = ((input.value as { variables?: string[] } | null)?.variables ?? []) as string[];
  const bound = variables.some((v) => v.includes('[cupom]'));
  return (
    <>
      <WhatsappMessageStep
        value={input.value || null}
        onChange={input.onChange}
        showErrors={Boolean(submitFailed)}
        templates={templates}
        senders={[]}
        nonLoyaltyContacts={0}
        templatesHref="/campanhas/whatsapp?aba=modelos"
        audienceChoices={false}
        variableHint={intl.formatMessage({ id: 'couponEdit.whatsappVariableHint' })}
      />
      {(input.value as { template_id?: string } | null)?.template_id && !bound && <Hint role="alert">{intl.formatMessage({ id: 'couponEdit.whatsappMissingCode' })}</Hint>}
    </>
  );
}

/** One delivery channel: on/off and its text with [cupom] (WhatsApp: an approved template). */
function ChannelField({ channel, whatsappTemplates }: { channel: (typeof CHANNELS)[number]; whatsappTemplates: WhatsappTemplates }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: id as MessageId });
  const active = useField<boolean>(`${channel}Active`, { type: 'checkbox' }).input.checked;
  const text = useField<string>(`${channel}Text`).input.value ?? '';
  if (channel === 'whatsapp') {
    return (
      <>
        <CheckboxField name="whatsappActive" role="switch" label={t('couponEdit.channel.whatsapp')} />
        {active && <WhatsappCouponMessage templates={whatsappTemplates} />}
      </>
    );
  }
  return (
    <>
      <CheckboxField name={`${channel}Active`} role="switch" label={t(`couponEdit.channel.${channel}`)} />
      {active && (
        <>
          {channel === 'email' && <TextInputField name="emailSubject" label={t('couponEdit.subject')} autoComplete="off" />}
          <TextAreaField name={`${channel}Text`} label={t(`couponEdit.text.${channel}`)} />
          <Hint role={text.includes('[cupom]') ? undefined : 'alert'}>{text.includes('[cupom]') ? t('couponEdit.textHint') : t('couponEdit.missingVariable')}</Hint>
        </>
      )}
    </>
  );
}

function Fields({ benefit, options, inFlight, onMode }: { benefit: Benefit | null; options: CouponEditPageQuery$data['benefitFormOptions']; inFlight: boolean; onMode: (mode: 'draft' | 'activate') => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: id as MessageId });
  const { values } = useFormState<FormValues>({ subscription: { values: true } });
  return (
    <>
      <Section>
        <legend>{t('couponEdit.section.coupon')}</legend>
        <TextInputField name="title" label={t('couponEdit.name')} autoComplete="off" required maxLength={120} />
        <TextAreaField name="description" label={t('couponEdit.description')} />
        <Row>
          <SelectInputField name="codeMode" label={t('couponEdit.codeMode')} options={['SHARED', 'UNIQUE'].map((v) => ({ value: v, label: t(`couponEdit.codeMode.${v}`) }))} />
          <SelectInputField name="discountType" label={t('couponEdit.discountType')} options={['PERCENTAGE', 'VALUE'].map((v) => ({ value: v, label: t(`couponEdit.discountType.${v}`) }))} />
          {values.discountType === 'PERCENTAGE' ? <PlainField name="percent" label={t('couponEdit.percent')} inputMode="numeric" /> : <MoneyField name="valueCents" label={t('couponEdit.value')} />}
        </Row>
        {values.codeMode === 'SHARED' ? <CodeField benefitId={benefit?._id ?? null} /> : <Hint>{t('couponEdit.uniqueHint')}</Hint>}
      </Section>
      <Section>
        <legend>{t('couponEdit.section.rules')}</legend>
        <Row>
          <PlainField name="startDate" type="date" label={t('couponEdit.start')} />
          <PlainField name="expiresAt" type="date" label={t('couponEdit.end')} />
          <PlainField name="days" label={t('couponEdit.days')} inputMode="numeric" />
        </Row>
        <Row>
          <MoneyField name="minimumCents" label={t('couponEdit.minimum')} />
          <PlainField name="limitUse" label={t('couponEdit.limitUse')} inputMode="numeric" />
          <PlainField name="totalLimit" label={t('couponEdit.totalLimit')} inputMode="numeric" hint={t('couponEdit.totalLimitHint')} />
        </Row>
        <ProductsField initial={benefit?.products ?? []} />
        <MultiSelectField name="productsGroups" label={t('couponEdit.groups')} options={options.productsGroups} />
        <Hint>{t('couponEdit.productsHint')}</Hint>
        <MultiSelectField name="units" label={t('couponEdit.units')} options={options.units} />
        <Hint>{t('couponEdit.unitsHint')}</Hint>
      </Section>
      <Section>
        <legend>{t('couponEdit.section.audience')}</legend>
        <MultiSelectField name="segments" label={t('couponEdit.segments')} options={options.segments} />
        {CHANNELS.map((channel) => (
          <ChannelField key={channel} channel={channel} whatsappTemplates={options.whatsappTemplates} />
        ))}
        <Row>
          <PlainField name="sendStartHour" type="time" label={t('couponEdit.sendStart')} />
          <PlainField name="sendEndHour" type="time" label={t('couponEdit.sendEnd')} />
        </Row>
      </Section>
      <Actions>
        <Button type="submit" variant="secondary" loading={inFlight} onClick={() => onMode('draft')}>
          {t('couponEdit.saveDraft')}
        </Button>
        <Button type="submit" loading={inFlight} onClick={() => onMode('activate')}>
          {t('couponEdit.activate')}
        </Button>
        <Link to="/campanhas/cupom-desconto">{t('couponEdit.cancel')}</Link>
      </Actions>
    </>
  );
}

/** An active or finished coupon: its rules (no longer editable), its actions and links. */
function CouponSummary({ benefit }: { benefit: Benefit }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: id as MessageId }, values);
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [commitUnschedule, unscheduling] = useMutation<CouponEditPageUnscheduleMutation>(unscheduleMutation);
  const [commitFinish, finishing] = useMutation<CouponEditPageFinishMutation>(finishMutation);
  const done = (message: string) => (_r: unknown, errors?: readonly { message: string }[] | null) => {
    if (errors?.length) return void snackbar.show(errors[0].message);
    snackbar.show(message, { severity: 'success' });
    navigate('/campanhas/cupom-desconto');
  };
  const channels = CHANNELS.filter((c) => benefit.channels[c]?.active).map((c) => t(`couponEdit.channel.${c}`));
  const shortDay = (value: unknown) => formatDisplayDateTime(value as string, 'DD/MM/YYYY');
  return (
    <FormCard>
      <p>
        <Badge tone={benefit.status === 'ACTIVE' ? 'success' : 'neutral'} data-status={benefit.status}>
          {t(`couponEdit.status.${benefit.status}`)}
        </Badge>
      </p>
      <Hint>{t('couponEdit.readOnly')}</Hint>
      <Summary>
        <div>
          <dt>{t('couponEdit.summary.code')}</dt>
          <dd data-code={benefit.code ?? ''}>{benefit.codeMode === 'UNIQUE' ? t('couponEdit.uniqueCodes') : benefit.code}</dd>
        </div>
        <div>
          <dt>{t('couponEdit.summary.discount')}</dt>
          <dd>{benefit.discountType === 'PERCENTAGE' ? `${benefit.value}%` : formatCurrency(benefit.value / 100)}</dd>
        </div>
        <div>
          <dt>{t('couponEdit.summary.validity')}</dt>
          <dd>{`${shortDay(benefit.startDate) ?? '—'} – ${shortDay(benefit.expiresAt) ?? '—'}`}</dd>
        </div>
        <div>
          <dt>{t('couponEdit.summary.minimum')}</dt>
          <dd>{formatCurrency(benefit.minimumValue / 100)}</dd>
        </div>
        <div>
          <dt>{t('couponEdit.summary.limits')}</dt>
          <dd>{t('couponEdit.summary.limitsValue', { perConsumer: benefit.limitUse, total: benefit.totalLimit ? t('couponEdit.summary.total', { total: formatNumber(benefit.totalLimit, 0) }) : t('couponEdit.summary.noTotal') })}</dd>
        </div>
        <div>
          <dt>{t('couponEdit.summary.consumed')}</dt>
          <dd data-metric="CUPONS_CONSUMIDOS" data-value={benefit.consumedCoupons}>
            {formatNumber(benefit.consumedCoupons, 0)}
          </dd>
        </div>
        <div>
          <dt>{t('couponEdit.summary.stores')}</dt>
          <dd>{benefit.unitsInfo.length ? benefit.unitsInfo.map((u) => u.name).join(', ') : t('couponEdit.summary.allStores')}</dd>
        </div>
        <div>
          <dt>{t('couponEdit.summary.products')}</dt>
          <dd>{[...benefit.products.map((p) => p.name), ...benefit.productsGroups.map((g) => g.name)].join(', ') || t('couponEdit.summary.allProducts')}</dd>
        </div>
        <div>
          <dt>{t('couponEdit.summary.segments')}</dt>
          <dd>{benefit.segmentsData.map((s) => s.name).join(', ') || '—'}</dd>
        </div>
        <div>
          <dt>{t('couponEdit.summary.channels')}</dt>
          <dd>{channels.join(', ') || t('couponEdit.summary.noChannel')}</dd>
        </div>
      </Summary>
      <Actions>
        <Link to={`/campanhas/cupom-desconto/resultados/${benefit._id}`}>{t('couponEdit.results')}</Link>
        <Link to={`/campanhas/cupom-desconto/historico-utilizacao/${benefit._id}`}>{t('couponEdit.history')}</Link>
        {benefit.status !== 'FINISHED' && benefit.consumedCoupons === 0 && (
          <Button variant="secondary" loading={unscheduling} onClick={() => commitUnschedule({ variables: { id: benefit.id }, onCompleted: done(t('couponEdit.unscheduled')), onError: (e) => void snackbar.show(e.message) })}>
            {t('couponEdit.unschedule')}
          </Button>
        )}
        {benefit.status !== 'FINISHED' && (
          <Button
            variant="secondary"
            loading={finishing}
            onClick={async () => {
              if (!(await confirm({ title: t('couponEdit.finishTitle'), message: t('couponEdit.finishMessage'), confirmLabel: t('couponEdit.finish'), destructive: true }))) return;
              commitFinish({ variables: { id: benefit.id }, onCompleted: done(t('couponEdit.finished')), onError: (e) => void snackbar.show(e.message) });
            }}
          >
            {t('couponEdit.finish')}
          </Button>
        )}
      </Actions>
    </FormCard>
  );
}

/** Novo cupom / Cupom {id}: the form of a draft (save as draft, or save and activate); an activated coupon's summary and actions. */
export function CouponEditPage() {
  const intl = useIntl();
  const data = usePageQuery(couponEditPage);
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const benefit = data.findBenefitById ?? null;
  const mode = useRef<'draft' | 'activate'>('draft');
  const [commitDraft, savingDraft] = useMutation<CouponEditPageDraftMutation>(draftMutation);
  const [commitActivate, activating] = useMutation<CouponEditPageActionMutation>(activateMutation);
  const initialValues = useMemo(() => initialOf(benefit), [benefit?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: id as MessageId }, values);
  const back = <Link to="/campanhas/cupom-desconto">{t('couponEdit.back')}</Link>;
  const title = benefit ? `${t('couponEdit.titleEdit')}: ${benefit.title}` : t('couponEdit.titleNew');
  if (benefit && benefit.status !== 'DRAFT') {
    return (
      <AnalyticsPage title={title} back={back}>
        <CouponSummary benefit={benefit} />
      </AnalyticsPage>
    );
  }
  const save = (values: FormValues) =>
    new Promise<SubmissionErrors | void>((resolve) => {
      const input = toInput(values, benefit?.id ?? null);
      const failed = (error: unknown) => resolve(submissionErrorsOf(error, t('couponEdit.failed')));
      if (mode.current === 'draft') {
        commitDraft({
          variables: { input },
          onCompleted: (response, errors) => {
            if (errors?.length || !response.upsertDraftBenefit) return failed({ source: { errors } });
            resolve();
            snackbar.show(t('couponEdit.saved', { title: response.upsertDraftBenefit.benefit.title }), { severity: 'success' });
            navigate('/campanhas/cupom-desconto');
          },
          onError: failed,
        });
      } else {
        commitActivate({
          variables: { input },
          onCompleted: (response, errors) => {
            if (errors?.length || !response.upsertBenefit) {
              const refusal = submissionErrorsOf({ source: { errors } }, t('couponEdit.failed'));
              return resolve(refusal ?? { [FORM_ERROR]: t('couponEdit.failed') });
            }
            resolve();
            snackbar.show(t('couponEdit.activated', { title: response.upsertBenefit.benefit.title }), { severity: 'success' });
            navigate('/campanhas/cupom-desconto');
          },
          onError: failed,
        });
      }
    });
  return (
    <AnalyticsPage title={title} back={back}>
      <FormCard>
        <StructForm<FormValues> struct={formStruct} onSubmit={save} initialValues={initialValues} aria-label={t('couponEdit.formLabel')}>
          <Fields benefit={benefit} options={data.benefitFormOptions} inFlight={savingDraft || activating} onMode={(next) => (mode.current = next)} />
        </StructForm>
      </FormCard>
    </AnalyticsPage>
  );
}

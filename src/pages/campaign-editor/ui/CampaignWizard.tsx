import styled from '@emotion/styled';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { campaignEditorPath, campaignListPath, type CampaignPageChannel } from '@/entities/campaign';
import { EmailMessageStep } from '@/features/email-campaign-message';
import { PushMessageStep } from '@/features/push-campaign-message';
import { WhatsappMessageStep } from '@/features/whatsapp-campaign-message';
import type { MessageId } from '@/shared/i18n';
import { formatNumber } from '@/shared/lib/number';
import { Alert, Button, Card, TextField, useConfirm, useSnackbar } from '@/shared/ui';
import { MultiSelect } from '@/shared/ui/multi-select';
import type { CampaignEditorPageQueryType } from '../api/CampaignEditorPageQuery';
import { firstInvalidStep, MAX_HOLDOUT, readStep, toCampaignInput, validateStep, WIZARD_STEPS, type WizardErrors, type WizardStep, type WizardValues } from '../model/wizard';
import { ReviewStep, type CampaignEstimate } from './ReviewStep';
import { SmsMessageStep } from './SmsMessageStep';
import type { CampaignWizardSaveDraftMutation } from './__generated__/CampaignWizardSaveDraftMutation.graphql';
import type { CampaignWizardActivateMutation } from './__generated__/CampaignWizardActivateMutation.graphql';

const saveDraftMutation = graphql`
  mutation CampaignWizardSaveDraftMutation($data: OmniCampaignInput!) {
    upsertDraftOmniCampaign(data: $data) {
      _id
      message
      campaign {
        id
        _id
        title
        status
      }
    }
  }
`;

const activateMutation = graphql`
  mutation CampaignWizardActivateMutation($data: OmniCampaignInput!) {
    upsertOmniCampaign(data: $data) {
      _id
      message
      campaign {
        id
        _id
        status
        status_label
      }
    }
  }
`;

/** The address parameter of the step. */
export const STEP_PARAM = 'passo';

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  button {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    min-height: 40px;
    padding: 0 ${(p) => p.theme.space(3)};
    border-radius: ${(p) => p.theme.radii.pill};
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    font-weight: 600;
    font-size: ${(p) => p.theme.fontSizes.sm};
    cursor: pointer;
  }
  button[aria-current='step'] {
    border-color: ${(p) => p.theme.colors.primary};
    background: ${(p) => p.theme.colors.primarySoft};
  }
  button:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  b {
    display: inline-grid;
    place-items: center;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
    font-size: ${(p) => p.theme.fontSizes.xs};
  }
`;

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(5)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  h2:focus {
    outline: none;
  }
  ${(p) => p.theme.mq.sm} {
    padding: ${(p) => p.theme.space(4)};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  align-items: start;
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

const Reach = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Fieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 36px;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

const FieldError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(3)};
  align-items: center;
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(2)};
  }
`;

const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

type Data = CampaignEditorPageQueryType['response'];

export interface CampaignWizardProps {
  channel: CampaignPageChannel;
  /** the saved draft's id; null for a new campaign */
  campaignId: string | null;
  initialValues: WizardValues;
  data: Data;
}

/**
 * The campaign wizard: Público, Mensagem, Agenda and Revisão, each deep-linkable (`?passo=`). A step
 * is left forward only when valid; the review saves the draft (the estimate is of a saved campaign)
 * and shows reach and cost; "Ativar campanha" saves and activates after a confirmation.
 */
export function CampaignWizard({ channel, campaignId, initialValues, data }: CampaignWizardProps) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [search, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const [values, setValues] = useState(initialValues);
  const [shown, setShown] = useState<ReadonlySet<WizardStep>>(new Set());
  const [estimate, setEstimate] = useState<CampaignEstimate | null>(null);
  const [savedFor, setSavedFor] = useState<string | null>(null);
  const [commitDraft, savingDraft] = useMutation<CampaignWizardSaveDraftMutation>(saveDraftMutation);
  const [commitActivate, activating] = useMutation<CampaignWizardActivateMutation>(activateMutation);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const requested = readStep(search.get(STEP_PARAM));
  // a deep link past an invalid step opens that step instead
  const blocking = useMemo(() => {
    const index = WIZARD_STEPS.indexOf(requested);
    return WIZARD_STEPS.slice(0, index).find((step) => Object.keys(validateStep(step, values, channel)).length > 0) ?? null;
  }, [requested, values, channel]);
  const step = blocking ?? requested;
  const errors: WizardErrors = shown.has(step) ? validateStep(step, values, channel) : {};
  const errorText = (field: keyof WizardErrors) => (errors[field] ? t(errors[field] as MessageId) : undefined);
  const set = <K extends keyof WizardValues>(field: K, value: WizardValues[K]) => setValues((current) => ({ ...current, [field]: value }));

  // focus follows the step (keyboard and screen-reader users land on the new step's heading)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const goTo = (next: WizardStep) => {
    const index = WIZARD_STEPS.indexOf(next);
    const invalid = WIZARD_STEPS.slice(0, index).find((candidate) => Object.keys(validateStep(candidate, values, channel)).length > 0);
    if (invalid) {
      setShown((current) => new Set([...current, invalid]));
      if (invalid !== step) setStepParam(invalid);
      return;
    }
    setStepParam(next);
  };
  const setStepParam = (next: WizardStep) =>
    setSearchParams(
      (params) => {
        const copy = new URLSearchParams(params);
        if (next === 'publico') copy.delete(STEP_PARAM);
        else copy.set(STEP_PARAM, next);
        return copy;
      },
      { replace: false },
    );

  const saveDraft = (then?: (id: string) => void) => {
    if (!values.title.trim()) {
      setShown((current) => new Set([...current, 'publico']));
      setStepParam('publico');
      return;
    }
    commitDraft({
      variables: { data: toCampaignInput(values, channel, campaignId) as never },
      onCompleted: (response, errs) => {
        if (errs?.length) return void snackbar.show(errs[0].message);
        const id = response.upsertDraftOmniCampaign._id;
        if (then) then(id);
        else {
          snackbar.show(t('campaignEditor.draftSaved'), { severity: 'success' });
          if (!campaignId) navigate(`${campaignEditorPath(channel, id)}?${search.toString()}`, { replace: true });
        }
      },
      onError: (error) => void snackbar.show(error.message || t('campaignEditor.saveFailed')),
    });
  };

  // the review estimates the saved draft: save the current values first (once per visit of the step)
  useEffect(() => {
    if (step !== 'revisao') return;
    setEstimate(null);
    setSavedFor(null);
    saveDraft((id) => {
      if (!campaignId) navigate(`${campaignEditorPath(channel, id)}?${STEP_PARAM}=revisao`, { replace: true });
      else setSavedFor(id);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  const activate = async () => {
    const invalid = firstInvalidStep(values, channel);
    if (invalid) return goTo(invalid);
    const line = estimate?.channels.find((item) => item.channel === channel);
    const ok = await confirm({
      title: t('campaignEditor.activateTitle'),
      message: t('campaignEditor.activateMessage', { reach: formatNumber(line?.reach ?? 0, 0), title: values.title.trim() }),
      confirmLabel: t('campaignEditor.activate'),
    });
    if (!ok) return;
    commitActivate({
      variables: { data: toCampaignInput(values, channel, campaignId) as never },
      onCompleted: (_response, errs) => {
        if (errs?.length) return void snackbar.show(errs[0].message);
        snackbar.show(t('campaignEditor.activated', { title: values.title.trim() }), { severity: 'success' });
        navigate(campaignListPath(channel));
      },
      onError: (error) => void snackbar.show(error.message || t('campaignEditor.activateFailed')),
    });
  };

  const next = () => {
    setShown((current) => new Set([...current, step]));
    if (Object.keys(validateStep(step, values, channel)).length > 0) return;
    const index = WIZARD_STEPS.indexOf(step);
    setStepParam(WIZARD_STEPS[Math.min(index + 1, WIZARD_STEPS.length - 1)]);
  };
  const previous = () => setStepParam(WIZARD_STEPS[Math.max(WIZARD_STEPS.indexOf(step) - 1, 0)]);

  const segmentOptions = data.segments.edges.map(({ node }) => ({
    value: node._id,
    label: node.name,
    hint: node.clients_qty === null || node.clients_qty === undefined ? t('campaignEditor.segmentUncounted') : t('campaignEditor.segmentSize', { count: node.clients_qty }),
  }));
  const chosenSize = data.segments.edges.filter(({ node }) => values.segments.includes(node._id)).reduce((sum, { node }) => sum + (node.clients_qty ?? 0), 0);
  const unitOptions = data.units.edges.map(({ node }) => ({ value: node.id_erp, label: node.name }));
  const contacts = { sms: data.smsContacts.total, email: data.emailContacts.total, push: data.pushContacts.total, whatsapp: data.whatsappContacts.loyalty };
  const savedTexts = data.smsTemplates.edges.map(({ node }) => node);
  const covered = estimate?.channels.find((item) => item.channel === channel)?.covered ?? false;

  return (
    <>
      <nav aria-label={t('campaignEditor.steps')}>
        <Steps>
          {WIZARD_STEPS.map((candidate, index) => (
            <li key={candidate}>
              <button type="button" aria-current={candidate === step ? 'step' : undefined} onClick={() => goTo(candidate)} data-step={candidate}>
                <b aria-hidden="true">{index + 1}</b>
                {t(`campaignEditor.step.${candidate}` as MessageId)}
              </button>
            </li>
          ))}
        </Steps>
      </nav>
      <Panel as="section" aria-labelledby="campaign-step-heading">
        <h2 id="campaign-step-heading" ref={headingRef} tabIndex={-1}>
          {t(`campaignEditor.stepTitle.${step}` as MessageId)}
        </h2>
        {step === 'publico' && (
          <>
            <Grid>
              <TextField label={t('campaignEditor.title')} value={values.title} maxLength={120} required onChange={(event) => set('title', event.target.value)} error={errorText('title')} />
              <TextField label={t('campaignEditor.description.field')} value={values.description} maxLength={1000} onChange={(event) => set('description', event.target.value)} />
            </Grid>
            <MultiSelect
              label={t('campaignEditor.segments')}
              options={segmentOptions}
              value={values.segments}
              onChange={(next) => set('segments', next)}
              placeholder={t('campaignEditor.segmentsPlaceholder')}
              required
              error={errorText('segments')}
            />
            <Hint data-metric="CLIENTES_SEGMENTOS_ESCOLHIDOS" data-value={chosenSize}>
              {t('campaignEditor.segmentsChosen', { count: values.segments.length, clients: formatNumber(chosenSize, 0) })}
            </Hint>
            <MultiSelect label={t('campaignEditor.units')} options={unitOptions} value={values.units} onChange={(next) => set('units', next)} placeholder={t('campaignEditor.unitsPlaceholder')} />
            <Hint>{t('campaignEditor.unitsHint')}</Hint>
            <Reach aria-label={t('campaignEditor.reachPerChannel')}>
              {(['sms', 'email', 'push', 'whatsapp'] as const).map((item) => (
                <li key={item} title={t('campaignEditor.contactsTip')}>
                  {t(`campaign.channel.${item}` as MessageId)}:{' '}
                  <strong data-metric="CONTATOS_ALCANCAVEIS" data-channel={item} data-value={contacts[item]}>
                    {formatNumber(contacts[item], 0)}
                  </strong>{' '}
                  {t('campaignEditor.contacts')}
                </li>
              ))}
            </Reach>
            <Hint>{t('campaignEditor.contactsTip')}</Hint>
          </>
        )}
        {step === 'mensagem' && (
          <>
            {channel === 'sms' && <SmsMessageStep value={values.message} onChange={(message) => set('message', message)} showErrors={shown.has('mensagem')} savedTexts={savedTexts} />}
            {channel === 'email' && <EmailMessageStep value={values.message} onChange={(message) => set('message', message)} showErrors={shown.has('mensagem')} />}
            {channel === 'push' && <PushMessageStep value={values.message} onChange={(message) => set('message', message)} showErrors={shown.has('mensagem')} />}
            {channel === 'whatsapp' && (
              <WhatsappMessageStep
                value={values.message}
                onChange={(message) => set('message', message)}
                showErrors={shown.has('mensagem')}
                templates={data.whatsappTemplates ?? []}
                senders={data.whatsappChannel?.senders ?? []}
                nonLoyaltyContacts={data.whatsappContacts.non_loyalty}
                templatesHref="/campanhas/whatsapp?aba=modelos"
              />
            )}
            {errors.message && <Alert>{t(errors.message as MessageId)}</Alert>}
          </>
        )}
        {step === 'agenda' && (
          <>
            <Grid>
              <TextField type="date" label={t('campaignEditor.initialDate')} value={values.initial_date} onChange={(event) => set('initial_date', event.target.value)} error={errorText('initial_date')} />
              <TextField type="date" label={t('campaignEditor.finalDate')} value={values.final_date} onChange={(event) => set('final_date', event.target.value)} error={errorText('final_date')} />
            </Grid>
            <Fieldset>
              <legend>{t('campaignEditor.when')}</legend>
              <label>
                <input type="radio" name="schedule_mode" checked={values.schedule_mode === 'date'} onChange={() => set('schedule_mode', 'date')} />
                {t('campaignEditor.onDate')}
              </label>
              <label>
                <input type="radio" name="schedule_mode" checked={values.schedule_mode === 'weekdays'} onChange={() => set('schedule_mode', 'weekdays')} />
                {t('campaignEditor.onWeekDays')}
              </label>
            </Fieldset>
            {values.schedule_mode === 'date' ? (
              <Grid>
                <TextField type="date" label={t('campaignEditor.sendDate')} value={values.send_date} onChange={(event) => set('send_date', event.target.value)} error={errorText('send_date')} />
              </Grid>
            ) : (
              <Fieldset>
                <legend>{t('campaignEditor.weekDays')}</legend>
                {WEEK_DAYS.map((day) => (
                  <label key={day}>
                    <input
                      type="checkbox"
                      checked={values.week_day.includes(day)}
                      onChange={(event) => set('week_day', event.target.checked ? [...values.week_day, day] : values.week_day.filter((item) => item !== day))}
                    />
                    {t(`campaignEditor.weekDay.${day}` as MessageId)}
                  </label>
                ))}
                {errorText('week_day') && <FieldError role="alert">{errorText('week_day')}</FieldError>}
              </Fieldset>
            )}
            <Grid>
              <TextField type="time" label={t('campaignEditor.initialHour')} value={values.initial_hour} onChange={(event) => set('initial_hour', event.target.value)} error={errorText('initial_hour')} />
              <TextField type="time" label={t('campaignEditor.finalHour')} value={values.final_hour} onChange={(event) => set('final_hour', event.target.value)} error={errorText('final_hour')} />
            </Grid>
            <Hint>{t('campaignEditor.hoursHint')}</Hint>
            <Grid>
              <TextField
                type="number"
                min={1}
                max={100}
                label={t('campaignEditor.limit')}
                value={String(values.limit_per_consumer)}
                onChange={(event) => set('limit_per_consumer', Number(event.target.value))}
                error={errorText('limit_per_consumer')}
              />
              <TextField
                type="number"
                min={0}
                max={MAX_HOLDOUT}
                step={1}
                label={t('campaignEditor.holdout')}
                value={String(values.holdout_percentage)}
                onChange={(event) => set('holdout_percentage', Number(event.target.value))}
                error={errorText('holdout_percentage')}
              />
              <TextField
                type="number"
                min={0}
                step={0.01}
                label={t('campaignEditor.budget')}
                value={values.budget_cents === null ? '' : String(values.budget_cents / 100)}
                onChange={(event) => set('budget_cents', event.target.value === '' ? null : Math.round(Number(event.target.value) * 100))}
                error={errorText('budget_cents')}
              />
            </Grid>
            <Hint>{t('campaignEditor.scheduleHint')}</Hint>
          </>
        )}
        {step === 'revisao' &&
          (savedFor && campaignId ? (
            <ReviewStep campaignId={savedFor} channel={channel} onEstimate={setEstimate} />
          ) : (
            <Hint role="status">{t('campaignEditor.review.saving')}</Hint>
          ))}
        <Footer>
          <div>
            {step !== 'publico' && (
              <Button variant="secondary" onClick={previous}>
                {t('campaignEditor.previous')}
              </Button>
            )}
            {step !== 'revisao' && <Button onClick={next}>{t('campaignEditor.next')}</Button>}
          </div>
          <div>
            <Link to={campaignListPath(channel)}>{t('campaignEditor.backToList')}</Link>
            <Button variant="secondary" loading={savingDraft && step !== 'revisao'} onClick={() => saveDraft()}>
              {t('campaignEditor.saveDraft')}
            </Button>
            {step === 'revisao' && (
              <Button loading={activating} disabled={!estimate || !covered} onClick={() => void activate()}>
                {t('campaignEditor.activate')}
              </Button>
            )}
          </div>
        </Footer>
      </Panel>
    </>
  );
}

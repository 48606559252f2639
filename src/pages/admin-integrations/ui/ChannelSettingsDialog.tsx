import styled from '@emotion/styled';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { Alert, Button, ModalDialog, TextField, submissionErrorsOf } from '@/shared/ui';
import { CopyButton } from '@/shared/ui/copy-button';
import { parsePriceCents, parseRate, priceText } from '../model/channelSettings';
import type { ChannelSetting } from './ChannelSettingsCard';
import type { ChannelSettingsDialogMutation } from './__generated__/ChannelSettingsDialogMutation.graphql';
import type { ChannelSettingsDialogVapidMutation } from './__generated__/ChannelSettingsDialogVapidMutation.graphql';

const updateMutation = graphql`
  mutation ChannelSettingsDialogMutation($input: CampaignChannelSettingsInput!) {
    updateCampaignChannelSettings(input: $input) {
      channel
      price_cents
      rate_per_second
      configured
      provider_summary
    }
  }
`;

const vapidMutation = graphql`
  mutation ChannelSettingsDialogVapidMutation($subject: String!) {
    generateCampaignPushVapidKeys(subject: $subject) {
      channel
      price_cents
      rate_per_second
      configured
      provider_summary
    }
  }
`;

const Fields = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  overflow-y: auto;
  fieldset {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(3)};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    padding: ${(p) => p.theme.space(3)};
    margin: 0;
    min-width: 0;
  }
  legend {
    font-weight: 600;
    font-size: ${(p) => p.theme.fontSizes.sm};
    padding: 0 ${(p) => p.theme.space(1)};
  }
  p {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  textarea {
    font: inherit;
    padding: ${(p) => p.theme.space(2)};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
  }
  input[type='file'] {
    font: inherit;
    font-size: ${(p) => p.theme.fontSizes.sm};
    max-width: 100%;
  }
`;

const summaryOf = (setting: ChannelSetting) => (setting.provider_summary ?? {}) as Record<string, unknown>;
const firstError = (error: unknown, fallback: string) => Object.values(submissionErrorsOf(error, fallback) ?? {}).map(String)[0] ?? fallback;

/**
 * One channel's settings: price per credit (R$, sent in integer cents), rate per second and its
 * provider — SMS: Zenvia's url, token and sender; push: the FCM service-account JSON (a file) and the
 * Web Push VAPID keys (or "Gerar chaves VAPID" on the server); e-mail says SMTP comes from SMTP_URL.
 * A secret left blank keeps the stored one, which the browser never sees.
 */
export function ChannelSettingsDialog({ setting, onClose }: { setting: ChannelSetting; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: id as never }, values);
  const formId = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const summary = summaryOf(setting);
  const channel = setting.channel;
  const [price, setPrice] = useState(priceText(setting.price_cents));
  const [rate, setRate] = useState(String(setting.rate_per_second));
  const [zenviaUrl, setZenviaUrl] = useState(String(summary.url ?? ''));
  const [zenviaToken, setZenviaToken] = useState('');
  const [zenviaFrom, setZenviaFrom] = useState(String(summary.from ?? ''));
  const [serviceAccount, setServiceAccount] = useState<{ name: string; text: string } | null>(null);
  const web = (summary.webpush ?? null) as { public_key?: string; subject?: string } | null;
  const fcm = (summary.fcm ?? null) as { project_id?: string; client_email?: string } | null;
  const [vapidPublic, setVapidPublic] = useState('');
  const [vapidPrivate, setVapidPrivate] = useState('');
  const [vapidSubject, setVapidSubject] = useState(web?.subject ?? '');
  // WhatsApp Cloud API: ids and senders come back; the token, app secret and verify token never do
  const [waBaseUrl, setWaBaseUrl] = useState(String(summary.base_url ?? ''));
  const [waPhoneId, setWaPhoneId] = useState(String(summary.phone_number_id ?? ''));
  const [waBusinessId, setWaBusinessId] = useState(String(summary.business_account_id ?? ''));
  const [waToken, setWaToken] = useState('');
  const [waAppSecret, setWaAppSecret] = useState('');
  const [waVerifyToken, setWaVerifyToken] = useState('');
  const [waSenders, setWaSenders] = useState(((summary.senders ?? []) as { name: string; number: string }[]).map((s) => `${s.name}; ${s.number}`).join('\n'));
  const [waExternal, setWaExternal] = useState(summary.external_whatsapp_provider === true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [commit, saving] = useMutation<ChannelSettingsDialogMutation>(updateMutation);
  const [generate, generating] = useMutation<ChannelSettingsDialogVapidMutation>(vapidMutation);
  const busy = saving || generating;
  const [confirmReset, setConfirmReset] = useState(false);

  /** Back to the outbox (the provider and its secrets are forgotten), after an inline confirmation. */
  const resetProvider = () => {
    setFormError(null);
    commit({
      variables: { input: { channel: channel as never, provider: null } },
      onCompleted: (_response, graphqlErrors) => {
        if (graphqlErrors?.length) return setFormError(graphqlErrors[0].message);
        onClose();
      },
      onError: (error) => setFormError(firstError(error, t('ui.defaultError'))),
    });
  };

  const readServiceAccount = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return setServiceAccount(null);
    void file.text().then((text) => setServiceAccount({ name: file.name, text }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    const priceCents = parsePriceCents(price);
    const ratePerSecond = parseRate(rate);
    if (priceCents === null) next.price = t('integrations.channels.priceInvalid');
    if (ratePerSecond === null) next.rate = t('integrations.channels.rateInvalid');
    let provider: Record<string, unknown> | undefined;
    if (channel === 'sms' && (zenviaUrl.trim() || zenviaToken.trim())) {
      if (!/^https?:\/\/\S+$/.test(zenviaUrl.trim())) next.zenviaUrl = t('integrations.channels.urlInvalid');
      if (!setting.configured && !zenviaToken.trim()) next.zenviaToken = t('integrations.channels.tokenRequired');
      provider = { provider: 'zenvia', url: zenviaUrl.trim(), token: zenviaToken.trim() || null, from: zenviaFrom.trim() || null };
    }
    if (channel === 'whatsapp' && (waPhoneId.trim() || waBusinessId.trim() || waToken.trim())) {
      if (!/^\d+$/.test(waPhoneId.trim())) next.waPhoneId = t('integrations.channels.whatsappIdInvalid');
      if (!/^\d+$/.test(waBusinessId.trim())) next.waBusinessId = t('integrations.channels.whatsappIdInvalid');
      if (!setting.configured && !waToken.trim()) next.waToken = t('integrations.channels.tokenRequired');
      if (!setting.configured && !waAppSecret.trim()) next.waAppSecret = t('integrations.channels.tokenRequired');
      if (!setting.configured && !waVerifyToken.trim()) next.waVerifyToken = t('integrations.channels.tokenRequired');
      const senders = waSenders
        .split('\n')
        .map((line) => line.split(';').map((part) => part.trim()))
        .filter(([senderName]) => senderName)
        .map(([senderName, number]) => ({ name: senderName, number: number ?? '' }));
      provider = {
        base_url: waBaseUrl.trim() || null,
        phone_number_id: waPhoneId.trim(),
        business_account_id: waBusinessId.trim(),
        token: waToken.trim() || null,
        app_secret: waAppSecret.trim() || null,
        verify_token: waVerifyToken.trim() || null,
        senders,
        external_whatsapp_provider: waExternal,
      };
    }
    if (channel === 'push') {
      const part: Record<string, unknown> = {};
      if (serviceAccount) {
        try {
          part.fcm = { service_account: JSON.parse(serviceAccount.text) };
        } catch {
          next.serviceAccount = t('integrations.channels.jsonInvalid');
        }
      }
      if (vapidPublic.trim() || vapidPrivate.trim()) part.webpush = { public_key: vapidPublic.trim(), private_key: vapidPrivate.trim(), subject: vapidSubject.trim() };
      if (Object.keys(part).length) provider = part;
    }
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length) return;
    commit({
      variables: { input: { channel: channel as never, price_cents: priceCents, rate_per_second: ratePerSecond, ...(provider ? { provider } : {}) } },
      onCompleted: (_response, graphqlErrors) => {
        if (graphqlErrors?.length) return setFormError(graphqlErrors[0].message);
        onClose();
      },
      onError: (error) => setFormError(firstError(error, t('ui.defaultError'))),
    });
  };

  const generateKeys = () => {
    if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(vapidSubject.trim())) {
      setErrors({ ...errors, vapidSubject: t('integrations.channels.subjectInvalid') });
      return;
    }
    setFormError(null);
    generate({
      variables: { subject: vapidSubject.trim() },
      onCompleted: (_response, graphqlErrors) => {
        if (graphqlErrors?.length) return setFormError(graphqlErrors[0].message);
        setNotice(t('integrations.channels.vapidGenerated'));
      },
      onError: (error) => setFormError(firstError(error, t('ui.defaultError'))),
    });
  };

  const name = t(`integrations.channels.name.${channel}`);
  return (
    <ModalDialog
      open
      title={t('integrations.channels.dialogTitle', { name })}
      onEscape={() => !busy && onClose()}
      initialFocusRef={firstRef}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('integrations.channels.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={generating}>
            {t('integrations.channels.save')}
          </Button>
        </>
      }
    >
      <Fields id={formId} onSubmit={submit} noValidate>
        {formError && <Alert tone="danger">{formError}</Alert>}
        {notice && <Alert tone="info">{notice}</Alert>}
        <TextField ref={firstRef} label={t('integrations.channels.priceLabel')} inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} error={errors.price} />
        <TextField label={t('integrations.channels.rateLabel')} inputMode="numeric" value={rate} onChange={(e) => setRate(e.target.value)} error={errors.rate} />
        {channel === 'sms' && (
          <fieldset>
            <legend>{t('integrations.channels.zenviaLegend')}</legend>
            <TextField label={t('integrations.channels.zenviaUrl')} value={zenviaUrl} onChange={(e) => setZenviaUrl(e.target.value)} error={errors.zenviaUrl} placeholder="https://api.zenvia.com" />
            <TextField
              label={t('integrations.channels.zenviaToken')}
              type="password"
              autoComplete="off"
              value={zenviaToken}
              onChange={(e) => setZenviaToken(e.target.value)}
              error={errors.zenviaToken}
              placeholder={setting.configured ? t('integrations.channels.keepSecret') : ''}
            />
            <TextField label={t('integrations.channels.zenviaFrom')} value={zenviaFrom} onChange={(e) => setZenviaFrom(e.target.value)} />
            {setting.webhook_url && (
              <p>
                {t('integrations.channels.zenviaWebhook')} <code data-testid="zenvia-webhook">{setting.webhook_url}</code>{' '}
                <CopyButton text={setting.webhook_url} label={t('integrations.channels.zenviaWebhookCopy')} />
              </p>
            )}
          </fieldset>
        )}
        {channel === 'push' && (
          <>
            <fieldset>
              <legend>{t('integrations.channels.fcmLegend')}</legend>
              <p>{fcm ? t('integrations.channels.fcmCurrent', { project: fcm.project_id ?? '', email: fcm.client_email ?? '' }) : t('integrations.channels.fcmNone')}</p>
              <label htmlFor={`${formId}-sa`}>{t('integrations.channels.fcmFile')}</label>
              <input id={`${formId}-sa`} type="file" accept="application/json,.json" onChange={readServiceAccount} aria-describedby={errors.serviceAccount ? `${formId}-sa-error` : undefined} />
              {serviceAccount && <p>{serviceAccount.name}</p>}
              {errors.serviceAccount && (
                <p id={`${formId}-sa-error`} role="alert">
                  {errors.serviceAccount}
                </p>
              )}
            </fieldset>
            <fieldset>
              <legend>{t('integrations.channels.webpushLegend')}</legend>
              <p>{web?.public_key ? t('integrations.channels.webpushCurrent', { key: web.public_key }) : t('integrations.channels.webpushNone')}</p>
              <TextField label={t('integrations.channels.vapidSubject')} value={vapidSubject} onChange={(e) => setVapidSubject(e.target.value)} error={errors.vapidSubject} placeholder="mailto:contato@suarede.com.br" />
              <Button variant="secondary" onClick={generateKeys} loading={generating} disabled={saving}>
                {t('integrations.channels.generateVapid')}
              </Button>
              <TextField label={t('integrations.channels.vapidPublic')} value={vapidPublic} onChange={(e) => setVapidPublic(e.target.value)} autoComplete="off" />
              <TextField label={t('integrations.channels.vapidPrivate')} type="password" value={vapidPrivate} onChange={(e) => setVapidPrivate(e.target.value)} autoComplete="off" placeholder={web ? t('integrations.channels.keepSecret') : ''} />
            </fieldset>
          </>
        )}
        {channel === 'whatsapp' && (
          <fieldset>
            <legend>{t('integrations.channels.whatsappLegend')}</legend>
            <TextField label={t('integrations.channels.whatsappBaseUrl')} value={waBaseUrl} onChange={(e) => setWaBaseUrl(e.target.value)} placeholder="https://graph.facebook.com/v21.0" />
            <TextField label={t('integrations.channels.whatsappPhoneId')} inputMode="numeric" value={waPhoneId} onChange={(e) => setWaPhoneId(e.target.value)} error={errors.waPhoneId} />
            <TextField label={t('integrations.channels.whatsappBusinessId')} inputMode="numeric" value={waBusinessId} onChange={(e) => setWaBusinessId(e.target.value)} error={errors.waBusinessId} />
            <TextField label={t('integrations.channels.whatsappToken')} type="password" autoComplete="off" value={waToken} onChange={(e) => setWaToken(e.target.value)} error={errors.waToken} placeholder={setting.configured ? t('integrations.channels.keepSecret') : ''} />
            <TextField label={t('integrations.channels.whatsappAppSecret')} type="password" autoComplete="off" value={waAppSecret} onChange={(e) => setWaAppSecret(e.target.value)} error={errors.waAppSecret} placeholder={setting.configured ? t('integrations.channels.keepSecret') : ''} />
            <TextField label={t('integrations.channels.whatsappVerifyToken')} type="password" autoComplete="off" value={waVerifyToken} onChange={(e) => setWaVerifyToken(e.target.value)} error={errors.waVerifyToken} placeholder={setting.configured ? t('integrations.channels.keepSecret') : ''} />
            <label htmlFor={`${formId}-senders`}>{t('integrations.channels.whatsappSenders')}</label>
            <textarea id={`${formId}-senders`} rows={3} value={waSenders} onChange={(e) => setWaSenders(e.target.value)} placeholder="Bom Preço; 5571999990000" />
            <label>
              <input type="checkbox" checked={waExternal} onChange={(e) => setWaExternal(e.target.checked)} /> {t('integrations.channels.whatsappExternal')}
            </label>
            {setting.webhook_url && (
              <p>
                {t('integrations.channels.whatsappWebhook')} <code data-testid="whatsapp-webhook">{setting.webhook_url}</code>{' '}
                <CopyButton text={setting.webhook_url} label={t('integrations.channels.zenviaWebhookCopy')} />
              </p>
            )}
          </fieldset>
        )}
        {setting.configured && (channel === 'sms' || channel === 'push' || channel === 'whatsapp') && (
          <fieldset>
            <legend>{t('integrations.channels.resetLegend')}</legend>
            {confirmReset ? (
              <>
                <Alert tone="danger">{t('integrations.channels.resetConfirm')}</Alert>
                <Button onClick={resetProvider} loading={saving}>
                  {t('integrations.channels.resetConfirmButton')}
                </Button>
                <Button variant="secondary" onClick={() => setConfirmReset(false)} disabled={saving}>
                  {t('integrations.channels.resetKeep')}
                </Button>
              </>
            ) : (
              <Button variant="secondary" onClick={() => setConfirmReset(true)} disabled={busy}>
                {t('integrations.channels.reset')}
              </Button>
            )}
          </fieldset>
        )}
        {channel === 'email' && <Alert tone="info">{t('integrations.channels.emailInfo')}</Alert>}
      </Fields>
    </ModalDialog>
  );
}

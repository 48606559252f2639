import styled from '@emotion/styled';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { InfoTip } from '@/entities/metric';
import { ModuleSwitches } from '@/features/switch-account-module';
import { usePageQuery } from '@/shared/api';
import type { MessageId } from '@/shared/i18n';
import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '@/shared/lib';
import { Alert, Button, Card, ListSkeleton, PageContainer, PageHeading, TextField, useSnackbar } from '@/shared/ui';
import { AdminAppPageQuery, type AdminAppPageQueryType } from '../api/AdminAppPageQuery';
import { appErrors, contrastOf, MIN_CONTRAST, type AppValues } from '../model/appForm';
import type { AdminAppPageMutation } from './__generated__/AdminAppPageMutation.graphql';

const mutation = graphql`
  mutation AdminAppPageMutation($input: UpdateAppSettingsInput!) {
    updateAppSettings(input: $input) {
      appSettings {
        app_name
        app_store_url
        google_play_url
        ios_bundle_id
        android_package
        primary_color
        on_primary_color
        minimum_version
        force_update
        audit {
          updatedAt
          updatedBy
        }
      }
    }
  }
`;

const Sections = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(5)};
`;

const Inner = styled.div`
  padding: ${(p) => p.theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${(p) => p.theme.space(4)};
`;

const ColourRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${(p) => p.theme.space(2)};
  input[type='color'] {
    width: 48px;
    height: 44px;
    padding: 2px;
    border: 1px solid ${(p) => p.theme.colors.borderStrong};
    border-radius: ${(p) => p.theme.radii.md};
    background: none;
    flex: none;
  }
  & > :last-child {
    flex: 1;
  }
`;

const Preview = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
`;

const Sample = styled.span<{ bg: string; fg: string }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${(p) => p.theme.space(5)};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.bg};
  color: ${(p) => p.fg};
  font-weight: 600;
`;

const Ratio = styled.span<{ ok: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-weight: 600;
  color: ${(p) => (p.ok ? p.theme.colors.success : p.theme.colors.danger)};
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

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  color: ${(p) => p.theme.colors.textMuted};
`;

function AppForm() {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const snackbar = useSnackbar();
  const { appSettings } = usePageQuery<AdminAppPageQueryType>({ query: AdminAppPageQuery });
  const { modules, audit, ...loaded } = appSettings;
  const [values, setValues] = useState<AppValues>({ ...loaded });
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [commit, inFlight] = useMutation<AdminAppPageMutation>(mutation);
  const errors = submitted ? appErrors(values) : {};
  const error = (key: keyof typeof errors) => (errors[key] ? t(errors[key] as MessageId) : undefined);
  const set = (patch: Partial<AppValues>) => setValues((current) => ({ ...current, ...patch }));
  const contrast = contrastOf(values);

  const save = () => {
    setSubmitted(true);
    if (Object.keys(appErrors(values)).length > 0) return;
    setServerError(null);
    commit({
      variables: { input: values },
      onCompleted: (_response, errs) => {
        if (errs?.length) setServerError(errs[0].message);
        else snackbar.show(t('adminApp.saved'), { severity: 'success' });
      },
      onError: (err) => setServerError(err.message),
    });
  };

  const text = (key: keyof AppValues, label: MessageId, extra: Record<string, unknown> = {}) => (
    <TextField label={t(label)} value={String(values[key])} onChange={(e) => set({ [key]: e.target.value })} error={error(key)} {...extra} />
  );

  return (
    <Sections
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      {serverError && <Alert tone="danger">{serverError}</Alert>}
      <Card>
        <Inner>
          <h2>{t('adminApp.identity')}</h2>
          <Row>
            {text('app_name', 'adminApp.name', { maxLength: 30 })}
            {text('ios_bundle_id', 'adminApp.iosBundle', { placeholder: 'br.com.rede.clube' })}
            {text('android_package', 'adminApp.androidPackage', { placeholder: 'br.com.rede.clube' })}
          </Row>
          <Row>
            {text('app_store_url', 'adminApp.appStore', { type: 'url', placeholder: 'https://apps.apple.com/br/app/…' })}
            {text('google_play_url', 'adminApp.googlePlay', { type: 'url', placeholder: 'https://play.google.com/store/apps/details?id=…' })}
          </Row>
        </Inner>
      </Card>
      <Card>
        <Inner>
          <h2>{t('adminApp.theme')}</h2>
          <Row>
            {(['primary_color', 'on_primary_color'] as const).map((key) => (
              <ColourRow key={key}>
                <input type="color" aria-hidden="true" tabIndex={-1} value={/^#[0-9a-fA-F]{6}$/.test(values[key]) ? values[key] : '#000000'} onChange={(e) => set({ [key]: e.target.value.toUpperCase() })} />
                {text(key, key === 'primary_color' ? 'adminApp.primary' : 'adminApp.onPrimary', { maxLength: 7 })}
              </ColourRow>
            ))}
          </Row>
          <Preview>
            {contrast !== null && (
              <>
                <Sample bg={values.primary_color} fg={values.on_primary_color}>
                  {t('adminApp.preview')}
                </Sample>
                <Ratio ok={contrast >= MIN_CONTRAST} data-metric="APP_CONTRASTE" data-value={contrast.toFixed(2)}>
                  {t('adminApp.contrast', { ratio: contrast.toFixed(2).replace('.', ',') })} · {t(contrast >= MIN_CONTRAST ? 'adminApp.contrastOk' : 'adminApp.contrastBad')}
                  <InfoTip label={t('adminApp.contrastLabel')} text={t('adminApp.contrastTip')} />
                </Ratio>
              </>
            )}
          </Preview>
          {errors.contrast && <Alert tone="danger">{error('contrast')}</Alert>}
        </Inner>
      </Card>
      <Card>
        <Inner>
          <h2>{t('adminApp.versions')}</h2>
          <Row>{text('minimum_version', 'adminApp.minimumVersion', { placeholder: '2.4.0', inputMode: 'decimal' })}</Row>
          <Check>
            <input type="checkbox" checked={values.force_update} onChange={(e) => set({ force_update: e.target.checked })} />
            {t('adminApp.forceUpdate')}
          </Check>
        </Inner>
      </Card>
      <Footer>
        <span data-testid="app-audit">
          {audit
            ? t('adminApp.audit', { date: formatDisplayDateTime(String(audit.updatedAt), DATE_TIME_MINUTES_FORMAT) ?? '', name: audit.updatedBy ?? '—' })
            : t('adminApp.never')}
        </span>
        <Button type="submit" disabled={inFlight}>
          {t('adminApp.save')}
        </Button>
      </Footer>
      <Card>
        <Inner>
          <h2>{t('adminApp.modules')}</h2>
          <p>{t('adminApp.modulesHint')}</p>
          <ModuleSwitches modules={modules} />
        </Inner>
      </Card>
    </Sections>
  );
}

/** /configuracoes-admin/app: the loyalty app's identity, store links, colours, minimum version and modules. */
export function AdminAppPage() {
  const intl = useIntl();
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="adminApp.title" />
        </h1>
        <p>
          <FormattedMessage id="adminApp.subtitle" />
        </p>
      </PageHeading>
      <Suspense fallback={<ListSkeleton label={intl.formatMessage({ id: 'adminApp.loading' })} />}>
        <AppForm />
      </Suspense>
    </PageContainer>
  );
}

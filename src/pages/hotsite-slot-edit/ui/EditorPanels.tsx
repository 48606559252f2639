import styled from '@emotion/styled';
import { useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, uploadImage } from '@/shared/api';
import { HOTSITE_COLOR_GROUPS, HOTSITE_DEVICES, HOTSITE_PHONE_MASKS, type HotsiteColorGroup, type HotsiteField } from '@/shared/lib/hotsite-settings';
import type { MessageId } from '@/shared/i18n';
import { Button, SelectField, TextField } from '@/shared/ui';
import { problemAt, type editorProblems, type EditorValues } from '../model/editor';

type Problems = ReturnType<typeof editorProblems>;
export interface PanelProps {
  values: EditorValues;
  problems: Problems;
  /** whether to show the problems (after a first save attempt) */
  showProblems: boolean;
  change: (path: string, value: unknown) => void;
}

const Groups = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  ${(p) => p.theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  fieldset {
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 8px;
    padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
    margin: 0;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(3)};
  }
  legend {
    font-weight: 700;
    padding: 0 ${(p) => p.theme.space(1)};
  }
`;

const ColorRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(2)};
  > div {
    flex: 1 1 auto;
    min-width: 0;
  }
  input[type='color'] {
    width: 44px;
    height: 40px;
    margin-top: 26px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 6px;
    padding: 2px;
    background: ${(p) => p.theme.colors.surface};
    flex: none;
  }
`;

const ImageBox = styled.div<{ invalid: boolean }>`
  display: flex;
  gap: ${(p) => p.theme.space(3)};
  align-items: center;
  flex-wrap: wrap;
  .thumb {
    width: 96px;
    height: 56px;
    border-radius: 6px;
    border: 1px ${(p) => (p.invalid ? `solid ${p.theme.colors.danger}` : `dashed ${p.theme.colors.border}`)};
    background: ${(p) => p.theme.colors.surfaceMuted} center / cover no-repeat;
    display: flex;
    align-items: center;
    justify-content: center;
    font-size: ${(p) => p.theme.fontSizes.xs};
    color: ${(p) => p.theme.colors.textMuted};
    flex: none;
  }
  .name {
    font-weight: 600;
    font-size: ${(p) => p.theme.fontSizes.sm};
    flex: 1 1 120px;
  }
  .err {
    color: ${(p) => p.theme.colors.danger};
    font-size: ${(p) => p.theme.fontSizes.sm};
    flex-basis: 100%;
    margin: 0;
  }
  label.upload {
    cursor: pointer;
    font-weight: 600;
    color: ${(p) => p.theme.colors.primary};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  label.upload:focus-within {
    outline: 3px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
  input[type='file'] {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const FieldRows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  .row {
    display: grid;
    gap: ${(p) => p.theme.space(2)};
    grid-template-columns: minmax(0, 1fr);
    align-items: end;
    padding-bottom: ${(p) => p.theme.space(3)};
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    ${(p) => p.theme.mq.md} {
      grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1.4fr) auto;
    }
  }
  .mandatory {
    display: flex;
    gap: ${(p) => p.theme.space(1)};
    align-items: center;
    padding-bottom: ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSizes.sm};
    white-space: nowrap;
  }
  .mandatory input {
    width: 18px;
    height: 18px;
  }
`;

/** Tab 0: the colours of spec §3, each a picker and its #RRGGBB. */
export function ColorsPanel({ values, problems, showProblems, change }: PanelProps) {
  const intl = useIntl();
  return (
    <Groups>
      {(Object.entries(HOTSITE_COLOR_GROUPS) as [HotsiteColorGroup, readonly string[]][]).map(([group, names]) => (
        <fieldset key={group}>
          <legend>{intl.formatMessage({ id: `hotsiteEdit.group.${group}` as MessageId })}</legend>
          {names.map((name) => {
            const path = `settings.assets.colors.${group}.${name}`;
            const value = (values.settings.assets.colors[group] as Record<string, string>)[name] ?? '';
            const label = `${intl.formatMessage({ id: `hotsiteEdit.color.${name}` as MessageId })} (${intl.formatMessage({ id: `hotsiteEdit.group.${group}` as MessageId })})`;
            return (
              <ColorRow key={name}>
                <TextField label={label} value={value} maxLength={7} onChange={(e) => change(path, e.target.value.trim())} error={showProblems ? problemAt(problems, path) : undefined} data-color={`${group}.${name}`} />
                <input type="color" aria-label={intl.formatMessage({ id: 'hotsiteEdit.colorPicker' }, { label })} value={/^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : '#ffffff'} onChange={(e) => change(path, e.target.value.toUpperCase())} />
              </ColorRow>
            );
          })}
        </fieldset>
      ))}
    </Groups>
  );
}

function ImageSlot({ path, label, url, error, change }: { path: string; label: string; url: string; error: string | undefined; change: PanelProps['change'] }) {
  const intl = useIntl();
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      setFailure(intl.formatMessage({ id: 'hotsiteEdit.imageTooLarge' }));
      return;
    }
    setUploading(true);
    setFailure(null);
    try {
      const image = await uploadImage('/api/uploads/hotsite-images', file);
      change(path, image.url);
    } catch (reason) {
      setFailure(reason instanceof Error ? reason.message : intl.formatMessage({ id: 'ui.defaultError' }));
    } finally {
      setUploading(false);
    }
  };
  const message = failure ?? error;
  const id = path.replace(/\./g, '-');
  return (
    <ImageBox invalid={!!message} data-image={path}>
      <div className="thumb" style={url ? { backgroundImage: `url("${url}")` } : undefined} aria-hidden="true">
        {url ? '' : intl.formatMessage({ id: 'hotsiteEdit.imageEmpty' })}
      </div>
      <span className="name" id={`${id}-name`}>
        {label}
      </span>
      <label className="upload">
        {uploading ? intl.formatMessage({ id: 'hotsiteEdit.imageUploading' }) : intl.formatMessage({ id: url ? 'hotsiteEdit.imageReplace' : 'hotsiteEdit.imageChoose' })}
        <input type="file" accept={IMAGE_ACCEPT} onChange={pick} disabled={uploading} aria-describedby={message ? `${id}-err` : undefined} aria-label={`${intl.formatMessage({ id: 'hotsiteEdit.imageChoose' })}: ${label}`} />
      </label>
      {url && (
        <Button variant="ghost" onClick={() => change(path, '')} aria-label={`${intl.formatMessage({ id: 'hotsiteEdit.imageRemove' })}: ${label}`}>
          {intl.formatMessage({ id: 'hotsiteEdit.imageRemove' })}
        </Button>
      )}
      {message && (
        <p className="err" id={`${id}-err`} role="alert">
          {message}
        </p>
      )}
    </ImageBox>
  );
}

/** Tab 1: images of home, form (per device) and finish (per device and the logo), and the form image's side. */
export function ImagesPanel({ values, problems, showProblems, change }: PanelProps) {
  const intl = useIntl();
  const images = values.settings.assets.images;
  return (
    <Groups>
      {(['home', 'form', 'finish'] as const).map((screen) => (
        <fieldset key={screen}>
          <legend>{intl.formatMessage({ id: `hotsiteEdit.screen.${screen}` as MessageId })}</legend>
          {screen === 'finish' && (
            <ImageSlot
              path="settings.assets.images.finish.logo"
              label={intl.formatMessage({ id: 'hotsiteEdit.logo' })}
              url={images.finish.logo}
              error={showProblems ? problemAt(problems, 'settings.assets.images.finish.logo') : undefined}
              change={change}
            />
          )}
          {HOTSITE_DEVICES.map((device) => {
            const path = `settings.assets.images.${screen}.${device}`;
            return (
              <ImageSlot
                key={device}
                path={path}
                label={intl.formatMessage({ id: 'hotsiteEdit.imageLabel' }, { screen: intl.formatMessage({ id: `hotsiteEdit.screen.${screen}` as MessageId }), device: intl.formatMessage({ id: `hotsiteEdit.device.${device}` as MessageId }) })}
                url={images[screen][device]}
                error={showProblems ? problemAt(problems, path) : undefined}
                change={change}
              />
            );
          })}
          {screen === 'form' && (
            <SelectField label={intl.formatMessage({ id: 'hotsiteEdit.position' })} value={values.settings.assets.positions.formImage} onChange={(e) => change('settings.assets.positions.formImage', e.target.value)}>
              <option value="RIGHT">{intl.formatMessage({ id: 'hotsiteEdit.position.RIGHT' })}</option>
              <option value="LEFT">{intl.formatMessage({ id: 'hotsiteEdit.position.LEFT' })}</option>
            </SelectField>
          )}
        </fieldset>
      ))}
    </Groups>
  );
}

function FieldRow({ kind, index, field, problems, showProblems, change }: { kind: 'natural' | 'legal'; index: number; field: HotsiteField } & Omit<PanelProps, 'values'>) {
  const intl = useIntl();
  const base = `settings.fields.${kind}.${index}`;
  const name = field.label || field.name;
  const phone = field.name === 'phone' || field.name === 'landline';
  return (
    <div className="row" data-field={`${kind}.${field.name}`}>
      <TextField
        label={intl.formatMessage({ id: 'hotsiteEdit.field.labelOf' }, { name: field.name })}
        value={field.label}
        maxLength={80}
        onChange={(e) => change(`${base}.label`, e.target.value)}
        error={showProblems ? problemAt(problems, `${base}.label`) : undefined}
      />
      <SelectField label={intl.formatMessage({ id: 'hotsiteEdit.field.widthOf' }, { name })} value={String(field.width)} onChange={(e) => change(`${base}.width`, Number(e.target.value))}>
        <option value="100">{intl.formatMessage({ id: 'hotsiteEdit.field.width100' })}</option>
        <option value="50">{intl.formatMessage({ id: 'hotsiteEdit.field.width50' })}</option>
      </SelectField>
      {phone ? (
        <SelectField label={intl.formatMessage({ id: 'hotsiteEdit.field.maskOf' }, { name })} value={field.mask ?? ''} onChange={(e) => change(`${base}.mask`, e.target.value || null)}>
          {HOTSITE_PHONE_MASKS.map((mask) => (
            <option key={mask} value={mask}>
              {mask}
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField label={intl.formatMessage({ id: 'hotsiteEdit.field.maskOf' }, { name })} value={field.mask ?? ''} readOnly disabled />
      )}
      <label className="mandatory">
        <input type="checkbox" checked={field.mandatory} onChange={(e) => change(`${base}.mandatory`, e.target.checked)} aria-label={intl.formatMessage({ id: 'hotsiteEdit.field.mandatoryOf' }, { name })} />
        {intl.formatMessage({ id: 'hotsiteEdit.field.mandatory' })}
      </label>
    </div>
  );
}

/** Tab 2: the page's texts, who may sign up and each form field's label, width, mask and obligation. */
export function FieldsPanel({ values, problems, showProblems, change }: PanelProps) {
  const intl = useIntl();
  const allowed = values.settings.fields.allowed_person_types_signup;
  const toggle = (type: 'N' | 'L', on: boolean) =>
    change(
      'settings.fields.allowed_person_types_signup',
      (['N', 'L'] as const).filter((t) => (t === type ? on : allowed.includes(t))),
    );
  const typesError = showProblems ? problemAt(problems, 'settings.fields.allowed_person_types_signup') : undefined;
  return (
    <Groups>
      <fieldset>
        <legend>{intl.formatMessage({ id: 'hotsiteEdit.tab.fields' })}</legend>
        <TextField label={intl.formatMessage({ id: 'hotsiteEdit.headline' })} value={values.settings.texts.headline} maxLength={120} onChange={(e) => change('settings.texts.headline', e.target.value)} error={showProblems ? problemAt(problems, 'settings.texts.headline') : undefined} />
        <TextField label={intl.formatMessage({ id: 'hotsiteEdit.finishMessage' })} value={values.settings.texts.finishMessage} maxLength={300} onChange={(e) => change('settings.texts.finishMessage', e.target.value)} />
      </fieldset>
      <fieldset aria-describedby={typesError ? 'person-types-err' : undefined}>
        <legend>{intl.formatMessage({ id: 'hotsiteEdit.personTypes' })}</legend>
        {(['N', 'L'] as const).map((type) => (
          <label key={type} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <input type="checkbox" checked={allowed.includes(type)} onChange={(e) => toggle(type, e.target.checked)} style={{ width: 18, height: 18 }} />
            {intl.formatMessage({ id: `hotsiteEdit.personType.${type}` as MessageId })}
          </label>
        ))}
        {typesError && (
          <p id="person-types-err" role="alert" style={{ color: '#b00020', margin: 0 }}>
            {typesError}
          </p>
        )}
      </fieldset>
      {(['natural', 'legal'] as const).map((kind) => (
        <fieldset key={kind} style={{ gridColumn: '1 / -1' }}>
          <legend>{intl.formatMessage({ id: `hotsiteEdit.fields.${kind}` as MessageId })}</legend>
          <FieldRows>
            {values.settings.fields[kind].map((field, index) => (
              <FieldRow key={field.name} kind={kind} index={index} field={field} problems={problems} showProblems={showProblems} change={change} />
            ))}
          </FieldRows>
        </fieldset>
      ))}
    </Groups>
  );
}

/** Tab 3: the Meta pixel and Google Analytics ids (injected in the public page only when set). */
export function TrackingPanel({ values, change }: PanelProps) {
  const intl = useIntl();
  return (
    <Groups>
      <fieldset>
        <legend>{intl.formatMessage({ id: 'hotsiteEdit.tab.tracking' })}</legend>
        <TextField label={intl.formatMessage({ id: 'hotsiteEdit.pixel' })} value={values.overrides.facebook_pixel_id ?? ''} inputMode="numeric" maxLength={20} onChange={(e) => change('overrides.facebook_pixel_id', e.target.value || null)} />
        <p style={{ margin: 0, fontSize: 14 }}>{intl.formatMessage({ id: 'hotsiteEdit.pixelHint' })}</p>
        <TextField label={intl.formatMessage({ id: 'hotsiteEdit.analytics' })} value={values.overrides.google_analytics_id ?? ''} maxLength={30} onChange={(e) => change('overrides.google_analytics_id', e.target.value || null)} />
        <p style={{ margin: 0, fontSize: 14 }}>{intl.formatMessage({ id: 'hotsiteEdit.analyticsHint' })}</p>
      </fieldset>
    </Groups>
  );
}

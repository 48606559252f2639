import { contrastRatio } from '@/shared/lib/color';

/** The app settings form's values (the mutation's input, as typed). */
export interface AppValues {
  app_name: string;
  app_store_url: string;
  google_play_url: string;
  ios_bundle_id: string;
  android_package: string;
  primary_color: string;
  on_primary_color: string;
  minimum_version: string;
  force_update: boolean;
}

/** WCAG AA for normal text: the app's text colour on its main colour (the server checks it too). */
export const MIN_CONTRAST = 4.5;

const HEX = /^#[0-9a-fA-F]{6}$/;
const REVERSE_DOMAIN = /^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z][a-zA-Z0-9_]*)+$/;

function storeUrlOk(value: string, host: string): boolean {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname === host;
  } catch {
    return false;
  }
}

/** The colours' contrast ratio, or null while one of them is not #RRGGBB. */
export const contrastOf = (values: Pick<AppValues, 'primary_color' | 'on_primary_color'>): number | null =>
  HEX.test(values.primary_color) && HEX.test(values.on_primary_color) ? contrastRatio(values.primary_color, values.on_primary_color) : null;

export type AppErrors = Partial<Record<keyof AppValues | 'contrast', string>>;

/** The form's errors as message ids (empty when it may be saved). */
export function appErrors(values: AppValues): AppErrors {
  const errors: AppErrors = {};
  if (!values.app_name.trim()) errors.app_name = 'adminApp.error.required';
  else if (values.app_name.trim().length > 30) errors.app_name = 'adminApp.error.nameLength';
  if (!storeUrlOk(values.app_store_url, 'apps.apple.com')) errors.app_store_url = 'adminApp.error.appStore';
  if (!storeUrlOk(values.google_play_url, 'play.google.com')) errors.google_play_url = 'adminApp.error.googlePlay';
  if (values.ios_bundle_id && !REVERSE_DOMAIN.test(values.ios_bundle_id)) errors.ios_bundle_id = 'adminApp.error.reverseDomain';
  if (values.android_package && !REVERSE_DOMAIN.test(values.android_package)) errors.android_package = 'adminApp.error.reverseDomain';
  if (!HEX.test(values.primary_color)) errors.primary_color = 'adminApp.error.color';
  if (!HEX.test(values.on_primary_color)) errors.on_primary_color = 'adminApp.error.color';
  const contrast = contrastOf(values);
  if (contrast !== null && contrast < MIN_CONTRAST) errors.contrast = 'adminApp.error.contrast';
  if (!/^\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(values.minimum_version)) errors.minimum_version = 'adminApp.error.version';
  return errors;
}

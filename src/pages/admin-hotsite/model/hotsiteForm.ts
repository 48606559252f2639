import { accountHotsiteProblems, defaultAccountHotsiteConfiguration, type AccountHotsiteConfiguration } from '@/shared/lib/hotsite-account';

/** One default field as the form edits it. */
export interface FieldValues {
  name: string;
  type: string;
  label: string;
  validators: readonly string[];
  visible: boolean;
  mandatory: boolean;
}

/** The page's form: the configuration, with empty strings for absent ids, and the module switches. */
export interface HotsiteFormValues {
  loyalty_club_name: string;
  facebook_pixel_id: string;
  google_analytics_id: string;
  allowed_countries: string[];
  email_required: boolean;
  password_visible: boolean;
  natural: FieldValues[];
  legal: FieldValues[];
  modules: Record<string, boolean>;
}

const nullIfBlank = (value: string) => (value.trim() ? value.trim() : null);

/** The form's problems by field path, pt-BR, from the rules the server applies too. */
export function formProblems(values: HotsiteFormValues): Record<string, string> {
  const defaults = defaultAccountHotsiteConfiguration();
  // the rules read names, labels and flags only: the type stays the default's
  const asField = (field: FieldValues) => ({ ...defaults.fields.natural[0], name: field.name, label: field.label, visible: field.visible, mandatory: field.mandatory });
  const config: AccountHotsiteConfiguration = {
    loyalty_club_name: nullIfBlank(values.loyalty_club_name),
    facebook_pixel_id: nullIfBlank(values.facebook_pixel_id),
    google_analytics_id: nullIfBlank(values.google_analytics_id),
    allowed_countries: values.allowed_countries,
    email_required: values.email_required,
    password_visible: values.password_visible,
    fields: { natural: values.natural.map(asField), legal: values.legal.map(asField) },
  };
  return accountHotsiteProblems(config);
}

/** The mutation's input; the module switches only when the viewer may change them. */
export function mutationInput(values: HotsiteFormValues, withModules: boolean) {
  const field = ({ name, label, visible, mandatory }: FieldValues) => ({ name, label: label.trim(), visible, mandatory });
  return {
    loyalty_club_name: nullIfBlank(values.loyalty_club_name),
    facebook_pixel_id: nullIfBlank(values.facebook_pixel_id),
    google_analytics_id: nullIfBlank(values.google_analytics_id),
    allowed_countries: values.allowed_countries,
    email_required: values.email_required,
    password_visible: values.password_visible,
    fields: { natural: values.natural.map(field), legal: values.legal.map(field) },
    modules: withModules ? Object.entries(values.modules).map(([module, enabled]) => ({ module, enabled })) : null,
  };
}

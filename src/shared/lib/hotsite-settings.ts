/**
 * The sign-up site's configuration (spec §3 Hotsite) and its validation rules (spec §5): one truth for
 * the builder page (/configuracoes/site-cadastramento/hotsite-slot/:id) and the server, which checks a
 * configuration again before saving it and renders the public page from it. Pure: no React, no I/O.
 */

/** The devices each home/form/finish image has a version for. */
export const HOTSITE_DEVICES = ['desktop', 'tablet', 'smartphone'] as const;
export type HotsiteDevice = (typeof HOTSITE_DEVICES)[number];

/** The colour groups of spec §3 and the colours in each. */
export const HOTSITE_COLOR_GROUPS = {
  home: ['background', 'buttonBackground', 'buttonFont', 'input'],
  form: ['buttonBackground', 'buttonFont', 'toolbar'],
  finish: ['background', 'buttonBackground', 'buttonFont', 'text', 'main'],
  legalFooter: ['background', 'font'],
  socialNetworksFooter: ['background', 'font'],
} as const;
export type HotsiteColorGroup = keyof typeof HOTSITE_COLOR_GROUPS;

/** Form field types of spec §3. */
export const HOTSITE_FIELD_TYPES = ['FormText', 'FormRadio', 'FormAddress', 'FormPassword'] as const;
export type HotsiteFieldType = (typeof HOTSITE_FIELD_TYPES)[number];

/** Phone masks of spec §5 (landline, mobile). */
export const HOTSITE_PHONE_MASKS = ['+55 (##) ####-#####', '+55 (##) # ####-####'] as const;

export interface HotsiteFieldOption {
  label: string;
  value: string;
}

/** One field of the sign-up form (spec §3 Form field). */
export interface HotsiteField {
  name: string;
  type: HotsiteFieldType;
  /** share of the form's width: 100 (whole line) or 50 */
  width: number;
  label: string;
  mask: string | null;
  placeholder: string | null;
  validators: string[];
  /** the consumer field it fills */
  backend: string;
  options: HotsiteFieldOption[];
  mandatory: boolean;
  extra_data: Record<string, unknown> | null;
}

type Images = Record<HotsiteDevice, string>;

/** A slot's configuration settings (spec §3 Configuration.settings). */
export interface HotsiteSettings {
  assets: {
    positions: { formImage: 'LEFT' | 'RIGHT' };
    images: { home: Images; form: Images; finish: Images & { logo: string } };
    colors: { [G in HotsiteColorGroup]: Record<(typeof HOTSITE_COLOR_GROUPS)[G][number], string> };
  };
  /** the page's texts (the spec leaves them to the chain) */
  texts: { headline: string; finishMessage: string };
  fields: { allowed_person_types_signup: ('N' | 'L')[]; natural: HotsiteField[]; legal: HotsiteField[] };
}

/** Configuration.overrides (spec §3): the ids injected in the public page only when set. */
export interface HotsiteOverrides {
  facebook_pixel_id: string | null;
  google_analytics_id: string | null;
  signup_tag: string | null;
}

const field = (name: string, label: string, more: Partial<HotsiteField> = {}): HotsiteField => ({
  name,
  type: 'FormText',
  width: 100,
  label,
  mask: null,
  placeholder: null,
  validators: [],
  backend: name,
  options: [],
  mandatory: true,
  extra_data: null,
  ...more,
});

/** Default natural-person fields (spec §3): name, surname, phone, email, birth_date, gender, address, password. */
export function defaultNaturalFields(): HotsiteField[] {
  return [
    field('name', 'Nome', { width: 50, validators: ['name'] }),
    field('surname', 'Sobrenome', { width: 50, validators: ['name'] }),
    field('phone', 'Celular', { width: 50, mask: HOTSITE_PHONE_MASKS[1], placeholder: '+55 (71) 9 9999-9999', validators: ['phone'] }),
    field('email', 'E-mail', { width: 50, placeholder: 'voce@exemplo.com.br', validators: ['email', 'unique'] }),
    field('birth_date', 'Data de nascimento', { width: 50, mask: '##/##/####', placeholder: 'dd/mm/aaaa', validators: ['date', 'age'] }),
    field('gender', 'Gênero', {
      width: 50,
      type: 'FormRadio',
      options: [
        { label: 'Feminino', value: 'F' },
        { label: 'Masculino', value: 'M' },
        { label: 'Prefiro não informar', value: 'U' },
      ],
    }),
    field('address', 'CEP', { type: 'FormAddress', mask: '#####-###', placeholder: '00000-000', mandatory: false }),
    field('password', 'Senha', { type: 'FormPassword', validators: ['password'] }),
  ];
}

/** Default legal-person fields (spec §3): state_registration, name (company name), phone, email, landline, address, password. */
export function defaultLegalFields(): HotsiteField[] {
  return [
    field('state_registration', 'Inscrição estadual', { mandatory: false }),
    field('name', 'Razão social', { validators: ['companyName'] }),
    field('phone', 'Celular', { width: 50, mask: HOTSITE_PHONE_MASKS[1], validators: ['phone'] }),
    field('email', 'E-mail', { width: 50, validators: ['email', 'unique'] }),
    field('landline', 'Telefone fixo', { width: 50, mask: HOTSITE_PHONE_MASKS[0], mandatory: false, validators: ['phone'] }),
    field('address', 'CEP', { width: 50, type: 'FormAddress', mask: '#####-###', mandatory: false }),
    field('password', 'Senha', { type: 'FormPassword', validators: ['password'] }),
  ];
}

/** A new slot's settings: the chain's brand colour on buttons, neutral surfaces, no images yet. */
export function defaultHotsiteSettings(brand = '#0B5FFF'): HotsiteSettings {
  const noImages = { desktop: '', tablet: '', smartphone: '' };
  return {
    assets: {
      positions: { formImage: 'RIGHT' },
      images: { home: { ...noImages }, form: { ...noImages }, finish: { ...noImages, logo: '' } },
      colors: {
        home: { background: '#FFFFFF', buttonBackground: brand, buttonFont: '#FFFFFF', input: '#F4F6F8' },
        form: { buttonBackground: brand, buttonFont: '#FFFFFF', toolbar: brand },
        finish: { background: '#FFFFFF', buttonBackground: brand, buttonFont: '#FFFFFF', text: '#1F2933', main: brand },
        legalFooter: { background: '#1F2933', font: '#FFFFFF' },
        socialNetworksFooter: { background: '#F4F6F8', font: '#1F2933' },
      },
    },
    texts: { headline: 'Cadastre-se no clube e ganhe ofertas exclusivas', finishMessage: 'Enviamos um link de confirmação para o seu e-mail (ou celular, se você não informou e-mail). Confirme para ativar o cadastro.' },
    fields: { allowed_person_types_signup: ['N', 'L'], natural: defaultNaturalFields(), legal: defaultLegalFields() },
  };
}

/** The builder's tabs; errors are grouped by them (spec §5: 0 colours, 1 images). */
export const HOTSITE_TABS = ['colors', 'images', 'fields'] as const;
export type HotsiteTab = (typeof HOTSITE_TABS)[number];

/** spec §5's message for a blank colour or a missing image. */
export const HOTSITE_REQUIRED = 'Campo obrigatório';

/** One refusal: the tab it shows in, the settings path of the field and its pt-BR message. */
export interface HotsiteProblem {
  tab: 0 | 1 | 2;
  path: string;
  message: string;
}

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * The configuration's problems (empty: it may be saved): spec §5 — every colour of home, form, finish,
 * legalFooter and socialNetworksFooter non-blank (tab 0); every image of home and form per device and
 * finish.logo set (tab 1) — plus what the public page needs to work: colours as #RRGGBB, field labels,
 * radio options and at least one person type (tab 2).
 */
export function hotsiteSettingsProblems(settings: HotsiteSettings): HotsiteProblem[] {
  const problems: HotsiteProblem[] = [];
  for (const [group, names] of Object.entries(HOTSITE_COLOR_GROUPS) as [HotsiteColorGroup, readonly string[]][]) {
    for (const name of names) {
      const value = String((settings.assets.colors[group] as Record<string, string> | undefined)?.[name] ?? '').trim();
      const path = `assets.colors.${group}.${name}`;
      if (!value) problems.push({ tab: 0, path, message: HOTSITE_REQUIRED });
      else if (!HEX.test(value)) problems.push({ tab: 0, path, message: 'Cor inválida: use #RRGGBB' });
    }
  }
  for (const screen of ['home', 'form'] as const) {
    for (const device of HOTSITE_DEVICES) {
      if (!String(settings.assets.images[screen]?.[device] ?? '').trim()) problems.push({ tab: 1, path: `assets.images.${screen}.${device}`, message: HOTSITE_REQUIRED });
    }
  }
  if (!String(settings.assets.images.finish?.logo ?? '').trim()) problems.push({ tab: 1, path: 'assets.images.finish.logo', message: HOTSITE_REQUIRED });
  if (!settings.texts.headline.trim()) problems.push({ tab: 2, path: 'texts.headline', message: HOTSITE_REQUIRED });
  if (settings.fields.allowed_person_types_signup.length === 0) problems.push({ tab: 2, path: 'fields.allowed_person_types_signup', message: 'Escolha ao menos um tipo de pessoa' });
  for (const kind of ['natural', 'legal'] as const) {
    settings.fields[kind].forEach((f, index) => {
      if (!f.label.trim()) problems.push({ tab: 2, path: `fields.${kind}.${index}.label`, message: HOTSITE_REQUIRED });
      if (f.type === 'FormRadio' && f.options.length === 0) problems.push({ tab: 2, path: `fields.${kind}.${index}.options`, message: 'Informe ao menos uma opção' });
    });
  }
  return problems;
}

/** Problems grouped by tab (spec §5), in tab order: what the builder shows above each tab. */
export function problemsByTab(problems: readonly HotsiteProblem[]): Record<HotsiteTab, HotsiteProblem[]> {
  return {
    colors: problems.filter((p) => p.tab === 0),
    images: problems.filter((p) => p.tab === 1),
    fields: problems.filter((p) => p.tab === 2),
  };
}

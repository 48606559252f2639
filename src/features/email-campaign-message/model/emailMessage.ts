
/**
 * The step's error texts (pt-BR). Plain strings here, not catalogue ids: validateEmailMessage returns
 * text (the wizard shows it as it is), and the catalogue files are compiled to ICU ASTs by the build.
 */
export const EMAIL_ERRORS = {
  subject: 'Informe o assunto do e-mail.',
  subjectLong: 'O assunto pode ter no máximo 150 caracteres.',
  content: 'Escreva um texto ou escolha uma imagem.',
  buttonText: 'Informe o texto do botão.',
  buttonLink: 'Use um telefone com DDD ou um endereço https.',
  html: 'Envie o arquivo HTML do e-mail.',
  builder: 'Monte o e-mail no editor visual.',
  type: 'Escolha o tipo de e-mail.',
  zip: 'CEP inválido (use 00000-000).',
  state: 'UF inválida (duas letras).',
};

/** The three ways of writing an e-mail (spec §3 email_configuration_type). */
export const EMAIL_TYPES = ['SIMPLE', 'HTML', 'BUILDER'] as const;
export type EmailType = (typeof EMAIL_TYPES)[number];

/** The variables of spec §5 an e-mail may use. */
export const EMAIL_VARIABLES = [
  { name: 'primeiro nome', label: 'Primeiro nome' },
  { name: 'ultimo nome', label: 'Último nome' },
  { name: 'data hoje', label: 'Data de hoje' },
  { name: 'dia aniversario', label: 'Dia do aniversário' },
  { name: 'mes', label: 'Mês' },
  { name: 'link de optout', label: 'Link de descadastro' },
] as const;

export const SUBJECT_MAX = 150;

/** The builder's first template: header in the chain's colour, text, button, footer with the opt-out link. */
export const STARTER_MJML = `<mjml>
  <mj-body background-color="#f3f4f6">
    <mj-section background-color="#0B5FFF" padding="16px">
      <mj-column>
        <mj-text align="center" color="#ffffff" font-size="22px" font-weight="bold">Ofertas da semana</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px 16px">
      <mj-column>
        <mj-text font-size="16px" line-height="1.5">Olá, [primeiro nome]! Confira as ofertas que separamos para você.</mj-text>
        <mj-button background-color="#0B5FFF" href="https://">Ver ofertas</mj-button>
      </mj-column>
    </mj-section>
    <mj-section padding="16px">
      <mj-column>
        <mj-text align="center" font-size="12px" color="#6b7280">Não quer mais receber? <a href="[link de optout]">Descadastre-se</a>.</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const obj = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

export const emailTypeOf = (value: Record<string, unknown> | null): EmailType => {
  const type = str(value?.email_configuration_type);
  return (EMAIL_TYPES as readonly string[]).includes(type) ? (type as EmailType) : 'SIMPLE';
};
export const simpleOf = (value: Record<string, unknown> | null) => obj(value?.simple_configuration);
export const footerOf = (value: Record<string, unknown> | null) => obj(simpleOf(value).footer);
export const builderMjmlOf = (value: Record<string, unknown> | null) => str(obj(value?.builder_configuration).mjml);

/** A click-to-call phone (8 to 13 digits) or an https address — the server's rule (buttonHref). */
export function isButtonLink(link: string): boolean {
  const value = link.trim();
  if (/^https:\/\/[^\s"<>]+$/i.test(value)) return true;
  return /^\d{8,13}$/.test(value.replace(/^tel:/, '').replace(/[\s().+-]/g, ''));
}

/**
 * The step's errors, field → pt-BR text (null when the message may be saved): subject always; then
 * per type — SIMPLE text or image, a button with text and a phone or https link, footer ZIP and UF;
 * HTML the file; BUILDER the template.
 */
export function validateEmailMessage(value: Record<string, unknown> | null): Record<string, string> | null {
  const errors: Record<string, string> = {};
  if (!value) return { email_configuration_type: EMAIL_ERRORS.type, subject: EMAIL_ERRORS.subject };
  const subject = str(value.subject).trim();
  if (!subject) errors.subject = EMAIL_ERRORS.subject;
  else if (subject.length > SUBJECT_MAX) errors.subject = EMAIL_ERRORS.subjectLong;
  const type = str(value.email_configuration_type);
  if (!(EMAIL_TYPES as readonly string[]).includes(type)) errors.email_configuration_type = EMAIL_ERRORS.type;
  if (type === 'SIMPLE') {
    const simple = simpleOf(value);
    if (!str(simple.text).trim() && !str(simple.image)) errors.text = EMAIL_ERRORS.content;
    const buttonText = str(simple.button_text).trim();
    const buttonLink = str(simple.button_link).trim();
    if (buttonLink && !buttonText) errors.button_text = EMAIL_ERRORS.buttonText;
    if (buttonText && !isButtonLink(buttonLink)) errors.button_link = EMAIL_ERRORS.buttonLink;
    const footer = footerOf(value);
    if (str(footer.zip).trim() && !/^\d{5}-?\d{3}$/.test(str(footer.zip).trim())) errors['footer.zip'] = EMAIL_ERRORS.zip;
    if (str(footer.state).trim() && !/^[A-Za-z]{2}$/.test(str(footer.state).trim())) errors['footer.state'] = EMAIL_ERRORS.state;
  } else if (type === 'HTML') {
    if (!str(value.html).trim()) errors.html = EMAIL_ERRORS.html;
  } else if (type === 'BUILDER') {
    if (!builderMjmlOf(value).trim()) errors.builder_configuration = EMAIL_ERRORS.builder;
  }
  return Object.keys(errors).length ? errors : null;
}

/** The message as the server takes it: the simple configuration's subject mirrors the message's. */
export function withSubject(value: Record<string, unknown>, subject: string): Record<string, unknown> {
  const next: Record<string, unknown> = { ...value, subject };
  if (emailTypeOf(value) === 'SIMPLE') next.simple_configuration = { ...simpleOf(value), subject };
  return next;
}

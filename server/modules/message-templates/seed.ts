import type { MessageTemplateChannel, MessageTemplateType } from '../../../src/shared/config/messageTemplates';
import type { Queryable } from '../../stores';
import { insertTemplate, type TemplateFields } from './store';

const template = (
  name: string,
  channel: MessageTemplateChannel,
  message_type: MessageTemplateType,
  text: string,
  extra: Partial<TemplateFields> = {},
): TemplateFields => ({ name, channel, message_type, text, subject: '', active: true, send_without_accents: false, ...extra });

/** A chain's standard texts: every channel, active and inactive, one SMS sent without accents. */
const DEMO_TEMPLATES = (chain: string): TemplateFields[] => [
  template('Sufixo de descadastro SMS', 'SMS', 'OPT_OUT_SUFFIX', 'Para sair, responda SAIR.'),
  template(
    'Confirmação de cadastro SMS',
    'SMS',
    'SIGNUP_CONFIRMATION',
    `Olá [primeiro nome], seu cadastro no clube ${chain} está confirmado! Informe seu CPF no caixa e ganhe descontos exclusivos.`,
  ),
  template('Aniversário SMS', 'SMS', 'BIRTHDAY', `Feliz aniversário, [primeiro nome]! O ${chain} preparou ofertas especiais para você em [mes]. Aproveite!`, {
    send_without_accents: true,
  }),
  template('Boas-vindas WhatsApp', 'WHATSAPP', 'WELCOME', `Oi, [primeiro nome]! 👋 Boas-vindas ao clube ${chain}. Aqui você recebe as ofertas da semana e novidades da sua loja.`),
  template(
    'Aniversário e-mail',
    'EMAIL',
    'BIRTHDAY',
    `Olá, [primeiro nome] [ultimo nome]!\n\nNeste mês de aniversário, o ${chain} tem um presente para você: ofertas exclusivas até o fim de [mes].\n\nNão quer mais receber nossos e-mails? [link de optout]`,
    { subject: 'Feliz aniversário, [primeiro nome]! 🎉' },
  ),
  template('Recuperação de senha push', 'PUSH', 'PASSWORD_RECOVERY', 'Recebemos seu pedido de nova senha. Toque para criar uma nova senha no aplicativo.', {
    subject: 'Nova senha',
  }),
  template('Boas-vindas SMS (antiga)', 'SMS', 'WELCOME', `Bem-vindo ao clube ${chain}!`, { active: false }),
];

/**
 * The demo's standard texts of an account (idempotent: only when the account has none), so
 * /configuracoes/mensagens opens populated and getMessageByType answers.
 */
export async function seedDemoMessageTemplates(db: Queryable, accountId: string, chainName: string): Promise<number> {
  const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from message_templates where account_id = $1`, [accountId]);
  if (total > 0) return 0;
  const templates = DEMO_TEMPLATES(chainName);
  for (const fields of templates) await insertTemplate(db, accountId, null, fields);
  return templates.length;
}

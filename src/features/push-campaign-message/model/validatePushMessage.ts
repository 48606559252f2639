import { TEMPLATE_SUBJECT_MAX, TEMPLATE_TEXT_MAX, unknownVariables } from '@/shared/config/messageTemplates';
import { countCharacters } from '@/shared/ui';

/** Push title and body images are 192 × 192 px (spec §5); checked here and by the upload route. */
export const PUSH_IMAGE_SIZE = 192;
export const PUSH_TITLE_MAX = TEMPLATE_SUBJECT_MAX;
export const PUSH_TEXT_MAX = TEMPLATE_TEXT_MAX.PUSH;
export const PUSH_INNER_TEXT_MAX = 1000;
export const PUSH_ACTION_TYPES = ['link', 'product', 'offer'] as const;
export type PushActionType = (typeof PUSH_ACTION_TYPES)[number];

/** The push message as the campaign stores it (spec §3). */
export interface PushMessage {
  title: string;
  text: string;
  inner_message_title: string;
  inner_message_text: string;
  image_url: string | null;
  action: { type: PushActionType; link: string | null; reference_id: string | null };
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** A stored (or absent) message as the step edits it. */
export function pushMessageOf(value: Record<string, unknown> | null): PushMessage {
  const action = (value?.action ?? {}) as Record<string, unknown>;
  const type = PUSH_ACTION_TYPES.includes(action.type as PushActionType) ? (action.type as PushActionType) : 'link';
  return {
    title: str(value?.title),
    text: str(value?.text),
    inner_message_title: str(value?.inner_message_title),
    inner_message_text: str(value?.inner_message_text),
    image_url: str(value?.image_url) || null,
    action: { type, link: str(action.link) || null, reference_id: str(action.reference_id) || null },
  };
}

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
/** An app deep link (meuapp://ofertas) or a path of the chain's site are links too. */
const isLink = (value: string) => isHttpUrl(value) || /^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(value) || /^\/\S*$/.test(value);

/**
 * The push message's errors, field → pt-BR message (null when it can be saved): title, text and the
 * inner message's title and text are required, within their sizes and with known variables; the image
 * is an uploaded image or an http(s) address; the action says where the push leads.
 */
export function validatePushMessage(value: Record<string, unknown> | null): Record<string, string> | null {
  const message = pushMessageOf(value);
  const errors: Record<string, string> = {};
  const text = (field: 'title' | 'text' | 'inner_message_title' | 'inner_message_text', label: string, max: number) => {
    const current = message[field].trim();
    if (!current) errors[field] = `Informe ${label}.`;
    else if (countCharacters(message[field]) > max) errors[field] = `Use no máximo ${max} caracteres.`;
    else {
      const unknown = unknownVariables(message[field], 'PUSH');
      if (unknown.length) errors[field] = `Variável desconhecida: ${unknown.map((name) => `[${name}]`).join(', ')}.`;
    }
  };
  text('title', 'o título', PUSH_TITLE_MAX);
  text('text', 'o texto', PUSH_TEXT_MAX);
  text('inner_message_title', 'o título da mensagem interna', PUSH_TITLE_MAX);
  text('inner_message_text', 'o texto da mensagem interna', PUSH_INNER_TEXT_MAX);
  if (message.image_url && !isHttpUrl(message.image_url) && !/^\/api\/uploads\/\S+$/.test(message.image_url)) errors.image_url = 'Envie a imagem de novo: o endereço não é válido.';
  if (message.action.type === 'link') {
    if (!message.action.link?.trim()) errors['action.link'] = 'Informe o link que a notificação abre.';
    else if (!isLink(message.action.link.trim())) errors['action.link'] = 'Informe um link válido (https://…, um caminho /… ou um link do aplicativo).';
  } else if (!message.action.reference_id?.trim()) {
    errors['action.reference_id'] = message.action.type === 'product' ? 'Escolha o produto que a notificação abre.' : 'Informe o código da oferta que a notificação abre.';
  }
  return Object.keys(errors).length ? errors : null;
}

/** Whether an image file has the push size; resolves with its size for the message. */
export function imageSize(file: Blob): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not an image'));
    };
    image.src = url;
  });
}

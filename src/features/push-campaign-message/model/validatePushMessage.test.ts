import { describe, expect, it } from '@jest/globals';
import { pushMessageOf, validatePushMessage } from './validatePushMessage';

const valid = {
  title: 'Oi [primeiro nome]!',
  text: 'Ofertas de hoje 🍎',
  inner_message_title: 'Hortifrúti',
  inner_message_text: 'Tudo com 20 % off até [data hoje]',
  image_url: 'https://cdn.exemplo.com.br/push.png',
  action: { type: 'link', link: 'https://bompreco.exemplo.com.br/ofertas', reference_id: null },
};

describe('validatePushMessage', () => {
  it('accepts a complete message and an uploaded image address', () => {
    expect(validatePushMessage(valid)).toBeNull();
    expect(validatePushMessage({ ...valid, image_url: '/api/uploads/0123456789abcdef0123456789abcdef.png' })).toBeNull();
    expect(validatePushMessage({ ...valid, image_url: null, action: { type: 'link', link: '/ofertas' } })).toBeNull();
  });

  it('asks for every text of an empty message and a link', () => {
    expect(validatePushMessage(null)).toEqual({
      title: 'Informe o título.',
      text: 'Informe o texto.',
      inner_message_title: 'Informe o título da mensagem interna.',
      inner_message_text: 'Informe o texto da mensagem interna.',
      'action.link': 'Informe o link que a notificação abre.',
    });
  });

  it('refuses unknown variables (the opt-out link is e-mail only), long texts and a bad link', () => {
    const errors = validatePushMessage({ ...valid, text: 'Saia: [link de optout]', title: 'x'.repeat(121), action: { type: 'link', link: 'ofertas hoje' } });
    expect(errors).toEqual({
      title: 'Use no máximo 120 caracteres.',
      text: 'Variável desconhecida: [link de optout].',
      'action.link': 'Informe um link válido (https://…, um caminho /… ou um link do aplicativo).',
    });
  });

  it('needs the product or the offer a push opens', () => {
    expect(validatePushMessage({ ...valid, action: { type: 'product', reference_id: '' } })).toEqual({ 'action.reference_id': 'Escolha o produto que a notificação abre.' });
    expect(validatePushMessage({ ...valid, action: { type: 'offer' } })).toEqual({ 'action.reference_id': 'Informe o código da oferta que a notificação abre.' });
    expect(validatePushMessage({ ...valid, action: { type: 'offer', reference_id: 'OF-12' } })).toBeNull();
  });

  it('reads a stored message with defaults', () => {
    expect(pushMessageOf(null)).toEqual({ title: '', text: '', inner_message_title: '', inner_message_text: '', image_url: null, action: { type: 'link', link: null, reference_id: null } });
  });
});

import { describe, expect, it } from '@jest/globals';
import { previewBody, validateWhatsappMessage, whatsappMessageOf } from './whatsappMessage';

describe('the WhatsApp message of a campaign', () => {
  it('needs a template, every variable and the media of a media header', () => {
    expect(validateWhatsappMessage(null)).toEqual({ template: 'whatsappMessage.error.template' });
    expect(validateWhatsappMessage({ template_id: 't', variables: ['[primeiro nome]', ' '], header_type: 'IMAGE' })).toEqual({
      variables: 'whatsappMessage.error.variables',
      attachment: 'whatsappMessage.error.attachment',
    });
    expect(validateWhatsappMessage({ template_id: 't', variables: ['x'], header_type: 'IMAGE', attachment: { data_url: '/api/uploads/a.png' } })).toEqual({});
  });

  it('reads loyalty-only targeting unless told otherwise', () => {
    expect(whatsappMessageOf({}).targeting_mode).toBe('LOYALTY');
    expect(whatsappMessageOf({ targeting_mode: 'ALL' }).targeting_mode).toBe('ALL');
  });

  it('previews the body with the variables and sample values', () => {
    expect(previewBody('Olá, {{1}}! Até {{2}}.', ['[primeiro nome]', 'domingo'])).toBe('Olá, Maria! Até domingo.');
  });
});

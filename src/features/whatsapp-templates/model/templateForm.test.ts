import { describe, expect, it } from '@jest/globals';
import { canEdit, emptyTemplateForm, syncVariables, validateTemplateForm } from './templateForm';

describe('the template dialog', () => {
  it('keeps one variable per {{n}} of the body', () => {
    expect(syncVariables('Oi {{1}}, até {{2}}', [])).toEqual(['[primeiro nome]', '']);
    expect(syncVariables('Oi', ['x'])).toEqual([]);
  });

  it('asks for Meta\'s name format, a body and every variable', () => {
    expect(validateTemplateForm({ ...emptyTemplateForm(), name: 'Ofertas', variables: [' '] })).toEqual({
      name: 'whatsappTemplates.error.name',
      body: 'whatsappTemplates.error.body',
      variables: 'whatsappTemplates.error.variables',
    });
    expect(validateTemplateForm({ ...emptyTemplateForm(), name: 'ofertas_1', body: 'Oi {{1}}', variables: ['[primeiro nome]'] })).toEqual({});
  });

  it('edits only drafts and rejected templates', () => {
    expect(['DRAFT', 'PENDING', 'APPROVED', 'REJECTED'].map(canEdit)).toEqual([true, false, false, true]);
  });
});

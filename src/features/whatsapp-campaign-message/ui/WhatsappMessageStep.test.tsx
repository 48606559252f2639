import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@/shared/lib/testing';
import { WhatsappMessageStep } from './WhatsappMessageStep';

const TEMPLATES = [
  { _id: 't1', name: 'ofertas_da_semana', header_type: 'NONE', body: 'Olá, {{1}}! Ofertas até {{2}}.', variables: ['[primeiro nome]', 'domingo'], footer: 'Bom Preço', buttons: [{ text: 'Quero receber' }] },
  { _id: 't2', name: 'encarte', header_type: 'IMAGE', body: 'Encarte da semana', variables: [], footer: null, buttons: [] },
];

let last: Record<string, unknown> | null = null;
function Harness({ showErrors = false, templates = TEMPLATES, audienceChoices }: { showErrors?: boolean; templates?: typeof TEMPLATES; audienceChoices?: boolean }) {
  const [value, setValue] = useState<Record<string, unknown> | null>(null);
  return (
    <WhatsappMessageStep
      value={value}
      onChange={(next) => {
        last = next;
        setValue(next);
      }}
      showErrors={showErrors}
      templates={templates}
      senders={[{ name: 'Bom Preço', number: '5571999990000' }]}
      nonLoyaltyContacts={3}
      templatesHref="/campanhas/whatsapp?aba=modelos"
      audienceChoices={audienceChoices}
      variableHint={audienceChoices === false ? 'Uma das variáveis deve ser [cupom].' : undefined}
    />
  );
}

describe('the WhatsApp message step', () => {
  it('asks for an approved template when the user tries to go on', () => {
    renderWithProviders(<Harness showErrors />);
    expect(screen.getByText('Escolha um modelo aprovado.')).toBeTruthy();
  });

  it('fills the template\'s variables, picks a sender and previews with a sample customer and the buttons', () => {
    renderWithProviders(<Harness />);
    fireEvent.change(screen.getByLabelText(/Modelo aprovado/), { target: { value: 't1' } });
    expect((screen.getByLabelText('Variável {{2}}') as HTMLInputElement).value).toBe('domingo');
    fireEvent.change(screen.getByLabelText('Variável {{2}}'), { target: { value: 'sábado' } });
    fireEvent.change(screen.getByLabelText('Remetente'), { target: { value: '5571999990000' } });
    expect(last).toMatchObject({ template_id: 't1', header_type: 'NONE', variables: ['[primeiro nome]', 'sábado'], senders: [{ name: 'Bom Preço', number: '5571999990000' }], targeting_mode: 'LOYALTY' });
    const preview = screen.getByTestId('whatsapp-preview');
    expect(preview.textContent).toContain('Olá, Maria! Ofertas até sábado.');
    expect(preview.textContent).toContain('Quero receber');
  });

  it('asks for the header image of a media template', () => {
    renderWithProviders(<Harness showErrors />);
    fireEvent.change(screen.getByLabelText(/Modelo aprovado/), { target: { value: 't2' } });
    expect(screen.getByText('Este modelo tem cabeçalho de mídia: anexe o arquivo.')).toBeTruthy();
    expect(screen.getByText('Enviar imagem')).toBeTruthy();
  });

  it('points to the Modelos tab when there is no approved template', () => {
    renderWithProviders(<Harness templates={[]} />);
    expect(screen.getByRole('link', { name: 'Ir para os modelos' }).getAttribute('href')).toBe('/campanhas/whatsapp?aba=modelos');
  });

  it('leaves out the sender and the audience when the caller decides them (a coupon), with its own variable hint', () => {
    renderWithProviders(<Harness audienceChoices={false} />);
    fireEvent.change(screen.getByLabelText(/Modelo aprovado/), { target: { value: 't1' } });
    expect(screen.queryByLabelText('Remetente')).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByText('Uma das variáveis deve ser [cupom].')).toBeTruthy();
  });
});

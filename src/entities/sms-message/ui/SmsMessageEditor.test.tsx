import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { toGsm7 } from '@/shared/lib/gsm';
import { countSms } from '@/shared/lib/sms';
import { renderWithProviders } from '@/shared/lib/testing';
import { SmsMessageEditor } from './SmsMessageEditor';

const VARIABLES = [
  { name: 'primeiro nome', label: 'Primeiro nome' },
  { name: 'data hoje', label: 'Data de hoje' },
];

function Harness({ initial = '', accents = false }: { initial?: string; accents?: boolean }) {
  const [text, setText] = useState(initial);
  const [withoutAccents, setWithoutAccents] = useState(accents);
  return (
    <SmsMessageEditor
      label="Texto do SMS"
      value={text}
      onChange={setText}
      withoutAccents={withoutAccents}
      onWithoutAccentsChange={setWithoutAccents}
      variables={VARIABLES}
      preview={(sent) => sent.replace('[primeiro nome]', 'Maria')}
      max={480}
    />
  );
}

const credits = () => Number(document.querySelector('[data-metric="SMS_CREDITOS_POR_MENSAGEM"]')!.getAttribute('data-value'));

describe('the SMS editor', () => {
  it('shows the credits of the text with its variables at their maximum sizes', () => {
    renderWithProviders(<Harness />);
    const text = 'Olá [primeiro nome]! Promoção de café e açúcar só hoje, válida até [data hoje]. Corra para a loja mais perto de você!';
    fireEvent.change(screen.getByLabelText('Texto do SMS'), { target: { value: text } });
    const expected = countSms(text);
    expect(expected.special).toBe(true);
    expect(credits()).toBe(expected.credits);
    expect(screen.getByText(`${expected.credits} créditos por mensagem`)).toBeTruthy();
    expect(screen.getByText(new RegExp(`${expected.characters} caracteres com as variáveis`))).toBeTruthy();
  });

  it('when the person switches "Enviar sem acentos", shows the saving and previews the converted text', () => {
    const text = 'Olá [primeiro nome]! Promoção de café e açúcar só hoje, válida até [data hoje]. Corra para a loja mais perto de você!';
    renderWithProviders(<Harness initial={text} />);
    const before = countSms(text).credits;
    const after = countSms(toGsm7(text)).credits;
    expect(after).toBe(1);
    expect(screen.getByText(`${before} créditos → ${after} crédito por mensagem`)).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Enviar sem acentos' }));
    expect(credits()).toBe(after);
    expect(screen.getByTestId('sms-preview-text').textContent).toBe(toGsm7(text).replace('[primeiro nome]', 'Maria'));
    // the text as written keeps its accents
    expect((screen.getByLabelText('Texto do SMS') as HTMLTextAreaElement).value).toBe(text);
  });

  it('inserts a variable from the picker at the caret', () => {
    renderWithProviders(<Harness initial="Olá , tudo bem?" />);
    const area = screen.getByLabelText('Texto do SMS') as HTMLTextAreaElement;
    area.focus();
    area.setSelectionRange(4, 4);
    fireEvent.click(screen.getByRole('button', { name: 'Inserir Primeiro nome (10 caracteres)' }));
    expect(area.value).toBe('Olá [primeiro nome], tudo bem?');
  });

  it('refuses an unknown variable with the spec text', () => {
    renderWithProviders(<Harness initial="Oi [apelido]" />);
    expect(screen.getByRole('alert').textContent).toBe('Variável "apelido" não existe no state');
  });

  it('says when there is nothing to save and names what stays special', () => {
    renderWithProviders(<Harness initial="Feliz aniversário 🎉" accents />);
    expect(screen.getByText('Sem economia: a mensagem já custa 1 crédito.')).toBeTruthy();
    expect(screen.getByText(/Continuam fora do alfabeto básico: 🎉/)).toBeTruthy();
  });
});

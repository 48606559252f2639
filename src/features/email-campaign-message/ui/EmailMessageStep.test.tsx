import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { TestProviders } from '@/shared/lib/testing';
import { SnackbarProvider } from '@/shared/ui';
import { validateEmailMessage } from '../model/emailMessage';
import { EmailMessageStep } from './EmailMessageStep';

const SIMPLE = { email_configuration_type: 'SIMPLE', subject: 'Ofertas', simple_configuration: { subject: 'Ofertas', text: 'Olá, [primeiro nome]!' } };

describe('validateEmailMessage', () => {
  it('asks for a type and a subject when there is no message', () => {
    expect(validateEmailMessage(null)).toEqual({ email_configuration_type: 'Escolha o tipo de e-mail.', subject: 'Informe o assunto do e-mail.' });
  });

  it('SIMPLE: subject, text or image, a button with text and a phone or https link, ZIP and UF', () => {
    expect(validateEmailMessage(SIMPLE)).toBeNull();
    expect(validateEmailMessage({ ...SIMPLE, subject: ' ' })).toEqual({ subject: 'Informe o assunto do e-mail.' });
    expect(validateEmailMessage({ ...SIMPLE, subject: 'x'.repeat(151) })).toEqual({ subject: 'O assunto pode ter no máximo 150 caracteres.' });
    expect(validateEmailMessage({ ...SIMPLE, simple_configuration: { text: '' } })).toEqual({ text: 'Escreva um texto ou escolha uma imagem.' });
    expect(validateEmailMessage({ ...SIMPLE, simple_configuration: { image: 'https://x.com/a.png' } })).toBeNull();
    expect(validateEmailMessage({ ...SIMPLE, simple_configuration: { text: 'a', button_text: 'Ligue', button_link: 'http://x.com' } })).toEqual({ button_link: 'Use um telefone com DDD ou um endereço https.' });
    expect(validateEmailMessage({ ...SIMPLE, simple_configuration: { text: 'a', button_text: 'Ligue', button_link: '(71) 3333-4444' } })).toBeNull();
    expect(validateEmailMessage({ ...SIMPLE, simple_configuration: { text: 'a', button_link: 'https://x.com' } })).toEqual({ button_text: 'Informe o texto do botão.' });
    expect(validateEmailMessage({ ...SIMPLE, simple_configuration: { text: 'a', footer: { zip: '123', state: 'Bahia' } } })).toEqual({
      'footer.zip': 'CEP inválido (use 00000-000).',
      'footer.state': 'UF inválida (duas letras).',
    });
  });

  it('HTML needs the file; BUILDER needs the template; an unknown type is refused', () => {
    expect(validateEmailMessage({ subject: 'a', email_configuration_type: 'HTML' })).toEqual({ html: 'Envie o arquivo HTML do e-mail.' });
    expect(validateEmailMessage({ subject: 'a', email_configuration_type: 'HTML', html: '<p>x</p>' })).toBeNull();
    expect(validateEmailMessage({ subject: 'a', email_configuration_type: 'BUILDER', builder_configuration: {} })).toEqual({ builder_configuration: 'Monte o e-mail no editor visual.' });
    expect(validateEmailMessage({ subject: 'a', email_configuration_type: 'BUILDER', builder_configuration: { mjml: '<mjml></mjml>' } })).toBeNull();
    expect(validateEmailMessage({ subject: 'a', email_configuration_type: 'PDF' })).toEqual({ email_configuration_type: 'Escolha o tipo de e-mail.' });
  });
});

function Harness({ initial, showErrors = false, onChange }: { initial: Record<string, unknown> | null; showErrors?: boolean; onChange?: (value: Record<string, unknown>) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <EmailMessageStep
      value={value}
      showErrors={showErrors}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

function renderStep(ui: JSX.Element) {
  const environment = createMockEnvironment();
  const view = render(
    <RelayEnvironmentProvider environment={environment}>
      <TestProviders>
        <SnackbarProvider>{ui}</SnackbarProvider>
      </TestProviders>
    </RelayEnvironmentProvider>,
  );
  return { environment, ...view };
}

describe('EmailMessageStep', () => {
  it('chooses the type: each shows its own form', () => {
    const changes: Record<string, unknown>[] = [];
    renderStep(<Harness initial={SIMPLE} onChange={(value) => changes.push(value)} />);
    expect(screen.getByRole('radio', { name: /Simples/ })).toBeChecked();
    expect(screen.getByLabelText('Texto')).toHaveValue('Olá, [primeiro nome]!');
    fireEvent.click(screen.getByRole('radio', { name: /HTML próprio/ }));
    expect(changes.at(-1)).toMatchObject({ email_configuration_type: 'HTML', subject: 'Ofertas' });
    expect(screen.getByRole('button', { name: 'Escolher arquivo .html' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Texto')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Editor visual/ }));
    expect(screen.getByRole('button', { name: 'Abrir editor visual' })).toBeInTheDocument();
  });

  it('writes the subject into the message and the simple configuration; inserts variables into the text', () => {
    const changes: Record<string, unknown>[] = [];
    renderStep(<Harness initial={SIMPLE} onChange={(value) => changes.push(value)} />);
    fireEvent.change(screen.getByLabelText('Assunto'), { target: { value: 'Natal' } });
    expect(changes.at(-1)).toMatchObject({ subject: 'Natal', simple_configuration: { subject: 'Natal' } });
    const area = screen.getByLabelText('Texto') as HTMLTextAreaElement;
    area.setSelectionRange(area.value.length, area.value.length);
    fireEvent.click(screen.getByRole('button', { name: /Último nome/ }));
    expect((changes.at(-1)!.simple_configuration as Record<string, unknown>).text).toBe('Olá, [primeiro nome]![ultimo nome]');
  });

  it('shows the errors only when asked', () => {
    const { unmount } = renderStep(<Harness initial={{ email_configuration_type: 'SIMPLE', subject: '' }} />);
    expect(screen.queryByText('Informe o assunto do e-mail.')).toBeNull();
    unmount();
    renderStep(<Harness initial={{ email_configuration_type: 'SIMPLE', subject: '' }} showErrors />);
    expect(screen.getByText('Informe o assunto do e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Escreva um texto ou escolha uma imagem.')).toBeInTheDocument();
  });

  it("asks the server's preview with the message and shows it in a sandboxed iframe, desktop and mobile", async () => {
    const { environment } = renderStep(<Harness initial={SIMPLE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar prévia' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('EmailPreviewPanelQuery');
    expect(operation.request.variables).toEqual({ message: SIMPLE });
    act(() => {
      environment.mock.resolve(operation, {
        data: { previewOmniCampaignEmail: { subject: 'Ofertas', html: '<p>Olá, Maria!</p>', text: 'Olá, Maria!', warnings: ['Variáveis desconhecidas (ficam como estão): [apelido].'] } },
      });
    });
    const frame = await screen.findByTitle('Prévia do e-mail (Computador (600 px))');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Olá, Maria!</p>');
    expect(screen.getByText('Variáveis desconhecidas (ficam como estão): [apelido].')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Celular (375 px)' }));
    expect(screen.getByTitle('Prévia do e-mail (Celular (375 px))')).toHaveAttribute('data-device', 'mobile');
  });

  it('shows the server refusal of a preview', async () => {
    const { environment } = renderStep(<Harness initial={SIMPLE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar prévia' }));
    act(() => {
      environment.mock.rejectMostRecentOperation(new Error('Imagens recusadas (não são https nem enviadas por aqui): http://x.com/a.png.'));
    });
    expect(await screen.findByText(/Imagens recusadas/)).toBeInTheDocument();
  });

  it('sends the test to the session user (no address is asked) and says where it went', async () => {
    const { environment } = renderStep(<Harness initial={SIMPLE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar teste para mim' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('EmailPreviewPanelSendTestMutation');
    expect(Object.keys(operation.request.variables)).toEqual(['message']);
    act(() => {
      environment.mock.resolve(operation, { data: { sendTestOmniCampaignEmail: { sent_to: 'gerente@bompreco.com.br', message: 'E-mail de teste enviado para gerente@bompreco.com.br.', warnings: [] } } });
    });
    await waitFor(() => expect(screen.getByText('E-mail de teste enviado para gerente@bompreco.com.br.')).toBeInTheDocument());
  });

  it('disables preview and test while the message is incomplete', () => {
    renderStep(<Harness initial={{ email_configuration_type: 'HTML', subject: 'x' }} />);
    expect(screen.getByRole('button', { name: 'Atualizar prévia' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enviar teste para mim' })).toBeDisabled();
  });
});

jest.setTimeout(30000);

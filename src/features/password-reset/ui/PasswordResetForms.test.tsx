import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/shared/lib/testing';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';

function jsonResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

const SAME_ANSWER = 'Se este e-mail estiver cadastrado, você receberá em instantes um link para criar uma nova senha.';

describe('ForgotPasswordForm', () => {
  const setup = (fetchFn: jest.Mock<typeof fetch>) => {
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm fetchFn={fetchFn} />);
    return { user, submit: () => user.click(screen.getByRole('button', { name: 'Enviar link' })) };
  };

  it('checks the e-mail before calling the server', async () => {
    const fetchFn = jest.fn<typeof fetch>();
    const { user, submit } = setup(fetchFn);
    await submit();
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'gerente@bompreco');
    await submit();
    expect(await screen.findByText('Informe um e-mail válido')).toBeInTheDocument();
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it("posts the e-mail and shows the server's one answer in place of the form", async () => {
    const fetchFn = jest.fn<typeof fetch>().mockResolvedValue(jsonResponse(202, { message: SAME_ANSWER }));
    const { user, submit } = setup(fetchFn);
    await user.type(screen.getByLabelText('E-mail'), ' gerente@bompreco.com.br ');
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent(SAME_ANSWER);
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    const [url, init] = fetchFn.mock.calls[0];
    expect(url).toBe('/api/auth/password-reset');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'gerente@bompreco.com.br' });
  });

  it('says so when the server cannot be reached, and keeps the form', async () => {
    const { user, submit } = setup(jest.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    await user.type(screen.getByLabelText('E-mail'), 'gerente@bompreco.com.br');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível concluir agora');
    expect(screen.getByLabelText('E-mail')).toHaveValue('gerente@bompreco.com.br');
  });
});

describe('ResetPasswordForm', () => {
  const setup = (fetchFn: jest.Mock<typeof fetch>) => {
    const user = userEvent.setup();
    renderWithProviders(
      <ResetPasswordForm
        token="tok-123"
        fetchFn={fetchFn}
        done={(email) => <a href="/login">Entrar como {email}</a>}
        invalidLinkAction={<a href="/esqueci-minha-senha">Pedir um novo link</a>}
      />,
    );
    const fill = async (password: string, confirmation: string) => {
      await user.type(screen.getByLabelText('Nova senha'), password);
      await user.type(screen.getByLabelText('Repita a nova senha'), confirmation);
    };
    return { user, fill, submit: () => user.click(screen.getByRole('button', { name: 'Salvar nova senha' })) };
  };

  it('applies the password rule before calling the server', async () => {
    const fetchFn = jest.fn<typeof fetch>();
    const { fill, submit } = setup(fetchFn);
    await fill('curta1', 'curta1');
    await submit();
    expect(await screen.findByText('Use de 8 a 200 caracteres, com letras e números')).toBeInTheDocument();
    expect(screen.getByLabelText('Nova senha')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('asks for the same password twice', async () => {
    const fetchFn = jest.fn<typeof fetch>();
    const { fill, submit } = setup(fetchFn);
    await fill('NovaSenha2026', 'NovaSenha2027');
    await submit();
    expect(await screen.findByText('As senhas não são iguais')).toBeInTheDocument();
    expect(screen.getByLabelText('Repita a nova senha')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('sends the token and the new password, then offers the way to sign in', async () => {
    const fetchFn = jest.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { email: 'gerente@bompreco.com.br' }));
    const { fill, submit } = setup(fetchFn);
    await fill('NovaSenha2026', 'NovaSenha2026');
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Senha alterada.');
    expect(screen.getByRole('link', { name: 'Entrar como gerente@bompreco.com.br' })).toBeInTheDocument();
    const [url, init] = fetchFn.mock.calls[0];
    expect(url).toBe('/api/auth/password-reset/confirm');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'tok-123', password: 'NovaSenha2026' });
  });

  it('replaces the form with the way to a new link when the link is spent or expired', async () => {
    const message = 'Este link para redefinir a senha é inválido, expirou ou já foi usado. Peça um novo link.';
    const fetchFn = jest.fn<typeof fetch>().mockResolvedValue(jsonResponse(400, { error: 'invalid_input', message, field: 'token' }));
    const { fill, submit } = setup(fetchFn);
    await fill('NovaSenha2026', 'NovaSenha2026');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
  });

  it("puts the server's refusal of the password under that field", async () => {
    const message = 'Campo "password": deve ter de 8 a 200 caracteres, com letras e números.';
    const fetchFn = jest.fn<typeof fetch>().mockResolvedValue(jsonResponse(400, { error: 'invalid_input', message, field: 'password' }));
    const { fill, submit } = setup(fetchFn);
    await fill('NovaSenha2026', 'NovaSenha2026');
    await submit();
    await waitFor(() => expect(screen.getByLabelText('Nova senha')).toHaveAccessibleDescription(message));
  });
});

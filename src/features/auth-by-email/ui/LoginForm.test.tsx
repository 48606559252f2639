import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/shared/lib/testing';
import { LoginForm } from './LoginForm';

function jsonResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

type FetchMock = jest.Mock<typeof fetch>;

function setup(fetchFn: FetchMock = jest.fn<typeof fetch>()) {
  const onAuthCode = jest.fn<(authCode: string) => void>();
  const onMaintenance = jest.fn<(date: string | null) => void>();
  const user = userEvent.setup();
  renderWithProviders(<LoginForm onAuthCode={onAuthCode} onMaintenance={onMaintenance} fetchFn={fetchFn} />);
  const fill = async (email: string, password: string) => {
    if (email) await user.type(screen.getByLabelText('E-mail'), email);
    if (password) await user.type(screen.getByLabelText('Senha'), password);
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Entrar' }));
  return { user, fill, submit, onAuthCode, onMaintenance, fetchFn };
}

describe('LoginForm', () => {
  describe('when the user submits without filling the form', () => {
    it('marks both fields as required and calls nobody', async () => {
      const { submit, fetchFn } = setup();
      await submit();
      expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
      expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
      expect(fetchFn).not.toHaveBeenCalled();
    });
  });

  it('does not flag the focused, still empty e-mail when it is merely left (a click on a link below must land)', async () => {
    const { user, fill } = setup();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    await user.tab();
    expect(screen.queryByText('Campo obrigatório')).not.toBeInTheDocument();
    // typed in and left: the rule speaks
    await fill('gerente@', '');
    await user.tab();
    expect(await screen.findByText('Informe um e-mail válido')).toBeInTheDocument();
  });

  it('rejects a malformed e-mail before calling the server', async () => {
    const { fill, submit, fetchFn } = setup();
    await fill('gerente@bompreco', 'Demo@2026');
    await submit();
    expect(await screen.findByText('Informe um e-mail válido')).toBeInTheDocument();
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('posts the credentials and hands over the auth code on success', async () => {
    const fetchFn = jest.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { auth_code: 'abc123' }));
    const { fill, submit, onAuthCode } = setup(fetchFn);
    await fill(' gerente@bompreco.com.br ', 'Demo@2026');
    await submit();
    await waitFor(() => expect(onAuthCode).toHaveBeenCalledWith('abc123'));
    const [url, init] = fetchFn.mock.calls[0];
    expect(url).toBe('/api/auth/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'gerente@bompreco.com.br', password: 'Demo@2026' });
  });

  it('shows "E-mail ou senha inválidos" as an alert on 401', async () => {
    const fetchFn = jest.fn<typeof fetch>().mockResolvedValue(
      jsonResponse(401, { error: 'invalid_credentials', message: 'E-mail ou senha inválidos' }),
    );
    const { fill, submit, onAuthCode } = setup(fetchFn);
    await fill('gerente@bompreco.com.br', 'errada');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos');
    expect(onAuthCode).not.toHaveBeenCalled();
  });

  describe('the warning before the lock (issue 14 §6)', () => {
    const wrong = (remaining: number | undefined, lockMinutes = 15) =>
      jsonResponse(401, { error: 'invalid_credentials', message: 'E-mail ou senha inválidos', remaining_attempts: remaining, lock_minutes: lockMinutes });

    it.each([
      [2, 15, 'Mais 2 tentativas antes do bloqueio por 15 minutos.'],
      [1, 15, 'Mais 1 tentativa antes do bloqueio por 15 minutos.'],
      [1, 1, 'Mais 1 tentativa antes do bloqueio por 1 minuto.'],
      [0, 15, 'Sem mais tentativas: novas tentativas com este e-mail a partir daqui ficam bloqueadas por 15 minutos.'],
    ])('with %i tries left (lock of %i min) says so under the form', async (remaining, minutes, text) => {
      const { fill, submit } = setup(jest.fn<typeof fetch>().mockResolvedValue(wrong(remaining, minutes)));
      await fill('gerente@bompreco.com.br', 'errada');
      await submit();
      expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos');
      const warning = screen.getByRole('status');
      expect(warning).toHaveTextContent(text);
      // under the form: after the submit button
      const button = screen.getByRole('button', { name: 'Entrar' });
      expect(button.compareDocumentPosition(warning) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it.each([[3], [4], [undefined]])('says nothing more with %s tries left', async (remaining) => {
      const { fill, submit } = setup(jest.fn<typeof fetch>().mockResolvedValue(wrong(remaining)));
      await fill('gerente@bompreco.com.br', 'errada');
      await submit();
      expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.queryByText(/antes do bloqueio/)).not.toBeInTheDocument();
    });

    it('goes away once the next attempt succeeds', async () => {
      let answer: (response: Response) => void = () => undefined;
      const fetchFn = jest
        .fn<typeof fetch>()
        .mockResolvedValueOnce(wrong(1))
        .mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
      const { user, fill, submit, onAuthCode } = setup(fetchFn);
      await fill('gerente@bompreco.com.br', 'errada');
      await submit();
      expect(await screen.findByRole('status')).toHaveTextContent('Mais 1 tentativa');
      await user.clear(screen.getByLabelText('Senha'));
      await user.type(screen.getByLabelText('Senha'), 'Demo@2026');
      await submit();
      await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
      answer(jsonResponse(200, { auth_code: 'ok' }));
      await waitFor(() => expect(onAuthCode).toHaveBeenCalledWith('ok'));
    });
  });

  it("shows the server's lockout message on 429", async () => {
    const message = 'Muitas tentativas de acesso. Tente novamente em 15 minutos.';
    const fetchFn = jest.fn<typeof fetch>().mockResolvedValue(jsonResponse(429, { error: 'too_many_attempts', message, retry_after_seconds: 900 }));
    const { fill, submit } = setup(fetchFn);
    await fill('gerente@bompreco.com.br', 'errada');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('tells the user when the server cannot be reached', async () => {
    const fetchFn = jest.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const { fill, submit } = setup(fetchFn);
    await fill('gerente@bompreco.com.br', 'Demo@2026');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível entrar agora');
  });

  it('disables the button with a spinner while the request is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchFn = jest.fn<typeof fetch>().mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { fill, submit, onAuthCode } = setup(fetchFn);
    await fill('gerente@bompreco.com.br', 'Demo@2026');
    await submit();
    const button = screen.getByRole('button', { name: 'Entrar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer(jsonResponse(200, { auth_code: 'xyz' }));
    await waitFor(() => expect(onAuthCode).toHaveBeenCalledWith('xyz'));
  });

  it('passes a maintenance answer on instead of showing an error', async () => {
    const fetchFn = jest.fn<typeof fetch>().mockResolvedValue(jsonResponse(406, { expected_recovery_date: '2026-11-22T18:00:00Z' }));
    const { fill, submit, onMaintenance } = setup(fetchFn);
    await fill('gerente@bompreco.com.br', 'Demo@2026');
    await submit();
    await waitFor(() => expect(onMaintenance).toHaveBeenCalledWith('2026-11-22T18:00:00Z'));
  });
});

import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { Environment, Network, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { toGsm7 } from '@/shared/lib/gsm';
import { countSms } from '@/shared/lib/sms';
import { renderWithProviders } from '@/shared/lib/testing';
import { MessageTemplateForm } from './MessageTemplateForm';

type Answer = (variables: Variables) => Promise<GraphQLResponse>;

const saved = (input: Record<string, unknown>) => ({
  data: {
    upsertMessageTemplate: {
      messageTemplate: { __typename: 'MessageTemplate', id: 'TWVzc2FnZVRlbXBsYXRlOjE', _id: 'uuid-1', subject: '', smsCount: null, ...input },
    },
  },
});

/** Renders a new template's form; `answer` is the server's answer to the save. */
function setup(answer: Answer = async (variables) => saved(variables.input as Record<string, unknown>)) {
  const saves: Variables[] = [];
  const fetchFn = async (_request: RequestParameters, variables: Variables): Promise<GraphQLResponse> => {
    saves.push(variables);
    return answer(variables);
  };
  const environment = new Environment({ network: Network.create(fetchFn), store: new Store(new RecordSource()) });
  const onSaved = jest.fn<(saved: { id: string; _id: string; name: string }) => void>();
  renderWithProviders(
    <MemoryRouter>
      <RelayEnvironmentProvider environment={environment}>
        <MessageTemplateForm onSaved={onSaved} />
      </RelayEnvironmentProvider>
    </MemoryRouter>,
  );
  return { saves, onSaved, user: userEvent.setup() };
}

describe('MessageTemplateForm', () => {
  it('when the person writes an SMS with accents and sends it without them, saves the text as written and the switch', async () => {
    const { saves, onSaved, user } = setup();
    await user.type(screen.getByLabelText('Nome'), 'Aniversário SMS');
    await user.selectOptions(screen.getByLabelText('Tipo de mensagem'), 'BIRTHDAY');
    const text = 'Parabéns, ! Promoção de aniversário com café e açúcar pela metade do preço, só até o fim do mês.';
    await user.type(screen.getByLabelText('Texto do SMS'), text);
    // the first name goes where the caret is: after "Parabéns, "
    const area = screen.getByLabelText('Texto do SMS') as HTMLTextAreaElement;
    area.setSelectionRange(10, 10);
    await user.click(screen.getByRole('button', { name: 'Inserir Primeiro nome (10 caracteres)' }));
    const written = `Parabéns, [primeiro nome]${text.slice(10)}`;
    expect(area.value).toBe(written);
    const before = countSms(written).credits;
    const after = countSms(toGsm7(written)).credits;
    expect(screen.getByText(`${before} créditos → ${after} crédito por mensagem`)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Enviar sem acentos' }));
    await user.click(screen.getByRole('button', { name: 'Criar mensagem' }));
    expect(saves).toEqual([
      {
        input: {
          id: null,
          name: 'Aniversário SMS',
          channel: 'SMS',
          message_type: 'BIRTHDAY',
          subject: null,
          text: written,
          active: true,
          send_without_accents: true,
        },
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Aniversário SMS' }));
  });

  it("shows the server's refusal of a name in use under the name", async () => {
    const { onSaved, user } = setup(async () => ({
      data: null,
      errors: [{ message: 'Já existe uma mensagem com o nome “Aniversário SMS”. Escolha outro nome.', extensions: { field: 'name' } }],
    } as unknown as GraphQLResponse));
    await user.type(screen.getByLabelText('Nome'), 'aniversário sms');
    await user.selectOptions(screen.getByLabelText('Tipo de mensagem'), 'BIRTHDAY');
    await user.type(screen.getByLabelText('Texto do SMS'), 'Oi');
    await user.click(screen.getByRole('button', { name: 'Criar mensagem' }));
    expect(await screen.findByText('Já existe uma mensagem com o nome “Aniversário SMS”. Escolha outro nome.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('for an e-mail asks for the subject and offers the opt-out link, without the SMS pieces', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText('Canal'), 'EMAIL');
    expect(screen.getByLabelText('Assunto do e-mail')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inserir Link de descadastro (200 caracteres)' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Enviar sem acentos' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Sufixo de descadastro (opt-out)' })).toBeNull();
  });
});

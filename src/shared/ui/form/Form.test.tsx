import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { boolean, object, optional, string } from 'superstruct';
import { GraphQLResponseError, RestError } from '@/shared/api/errors';
import { renderWithProviders } from '@/shared/lib/testing';
import { calendarDate, cep, cpf, emailAddress, moneyCents, phone, requiredString, taxDocument } from '@/shared/lib/validation';
import { CheckboxField, EmailField, MaskedField, MoneyField, PasswordField, SelectInputField, StructForm, TextInputField, submissionErrorsOf } from '.';

const Customer = object({
  name: requiredString(),
  email: emailAddress(),
  password: requiredString(),
  cpf: cpf(),
  document: optional(taxDocument()),
  phone: phone(),
  cep: cep(),
  birthDate: calendarDate(),
  limit: moneyCents(),
  gender: requiredString(),
  optIn: optional(boolean()),
  note: optional(string()),
});

function setup(onSubmit: (values: Record<string, unknown>) => unknown = async () => undefined) {
  const submitted: Record<string, unknown>[] = [];
  renderWithProviders(
    <StructForm
      struct={Customer}
      aria-label="Cliente"
      onSubmit={async (values) => {
        submitted.push(values as Record<string, unknown>);
        return onSubmit(values as Record<string, unknown>) as never;
      }}
    >
      <TextInputField name="name" label="Nome" required />
      <EmailField name="email" label="E-mail" required />
      <PasswordField name="password" label="Senha" required />
      <MaskedField name="cpf" label="CPF" mask="cpf" required />
      <MaskedField name="document" label="CPF ou CNPJ" mask="document" />
      <MaskedField name="phone" label="Telefone" mask="phone" required />
      <MaskedField name="cep" label="CEP" mask="cep" required />
      <MaskedField name="birthDate" label="Nascimento" mask="date" required />
      <MoneyField name="limit" label="Limite" required />
      <SelectInputField name="gender" label="Gênero" emptyLabel="Selecione" options={[{ value: 'F', label: 'Feminino' }, { value: 'M', label: 'Masculino' }]} required />
      <CheckboxField name="optIn" label="Aceita ofertas" />
      <button type="submit">Salvar</button>
    </StructForm>,
  );
  return { submitted, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nome'), 'Ana Souza');
  await user.type(screen.getByLabelText('E-mail'), 'ana@rede.com.br');
  await user.type(screen.getByLabelText('Senha'), 'segredo1');
  await user.type(screen.getByLabelText('CPF'), '52998224725');
  await user.type(screen.getByLabelText('Telefone'), '71987654321');
  await user.type(screen.getByLabelText('CEP'), '40010000');
  await user.type(screen.getByLabelText('Nascimento'), '28021990');
  await user.type(screen.getByLabelText('Limite'), '123456');
  await user.selectOptions(screen.getByLabelText('Gênero'), 'F');
  await user.click(screen.getByRole('checkbox', { name: 'Aceita ofertas' }));
}

describe('StructForm with the kit fields', () => {
  it('on an empty submit marks every required field "Campo obrigatório", described accessibly, focuses the first, and sends nothing', async () => {
    const { submitted, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const name = screen.getByLabelText('Nome');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Campo obrigatório');
    expect(screen.getByLabelText('Gênero')).toHaveAccessibleDescription('Campo obrigatório');
    expect(screen.getAllByText('Campo obrigatório').length).toBeGreaterThanOrEqual(9);
    await waitFor(() => expect(name).toHaveFocus());
    expect(submitted).toHaveLength(0);
  });

  it('masks CPF, phone, CEP, date and money as they are typed (spec §5) and sends the stored forms', async () => {
    const { submitted, user } = setup();
    await fillValid(user);
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('Telefone')).toHaveValue('+55 (71) 9 8765-4321');
    expect(screen.getByLabelText('CEP')).toHaveValue('40010-000');
    expect(screen.getByLabelText('Nascimento')).toHaveValue('28/02/1990');
    expect(screen.getByLabelText('Limite')).toHaveValue('R$\u00a01.234,56');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({ cpf: '529.982.247-25', cep: '40010-000', birthDate: '1990-02-28', limit: 123456, gender: 'F', optIn: true });
  });

  it('says which rule a field breaks once it is left', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('CPF'), '52998224724');
    await user.type(screen.getByLabelText('Nascimento'), '30022026');
    await user.type(screen.getByLabelText('E-mail'), 'ana@rede');
    await user.tab();
    expect(screen.getByLabelText('CPF')).toHaveAccessibleDescription('Informe um CPF válido');
    expect(screen.getByLabelText('Nascimento')).toHaveAccessibleDescription('Informe uma data válida (DD/MM/AAAA)');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Informe um e-mail válido');
  });

  it('says nothing under a required field only passed through (focused and left empty) until a submit', async () => {
    const { user } = setup();
    await user.click(screen.getByLabelText('Nome'));
    await user.tab();
    expect(screen.getByLabelText('Nome')).not.toHaveAccessibleDescription('Campo obrigatório');
    expect(screen.queryByText('Campo obrigatório')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription('Campo obrigatório');
  });

  it('masks an alphanumeric CNPJ in the CPF-or-CNPJ field', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('CPF ou CNPJ'), '12abc34501de35');
    expect(screen.getByLabelText('CPF ou CNPJ')).toHaveValue('12.ABC.345/01DE-35');
  });

  it('puts the server refusal that names a field under that field, and one without a field as an alert', async () => {
    const answers = [
      new GraphQLResponseError([{ message: 'Campo "input.email": já está em uso.', extensions: { code: 'BAD_USER_INPUT', field: 'input.email' } }]),
      new RestError(500, { message: 'Serviço indisponível.' }),
    ];
    const { user } = setup(async () => submissionErrorsOf(answers.shift(), 'Ocorreu um erro'));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo "input.email": já está em uso.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Campo "input.email": já está em uso.');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Serviço indisponível.');
  });
});

describe('submissionErrorsOf', () => {
  it('maps a REST 400 {field, message} and strips the mutation input wrapper', () => {
    expect(submissionErrorsOf(new RestError(400, { error: 'invalid_input', field: 'input.contact.email', message: 'inválido' }), 'x')).toEqual({ 'contact.email': 'inválido' });
  });

  it('maps Relay errors carrying the GraphQL errors in `source`', () => {
    const relayError = Object.assign(new Error('x'), { source: { errors: [{ message: 'CPF inválido', extensions: { field: 'input.cpf' } }] } });
    expect(submissionErrorsOf(relayError, 'x')).toEqual({ cpf: 'CPF inválido' });
  });

  it('falls back to a form error with the given message when nothing is said', () => {
    const onlyFallback = submissionErrorsOf(null, 'Ocorreu um erro');
    expect(Object.values(onlyFallback ?? {})).toEqual(['Ocorreu um erro']);
  });
});

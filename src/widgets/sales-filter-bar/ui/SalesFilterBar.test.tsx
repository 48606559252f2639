import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MemoryRouter, useLocation, useSearchParams } from 'react-router-dom';
import { renderWithRelay } from '@/shared/api/testing';
import { readSalesFilters } from '@/shared/lib/sales-filters';
import { SalesFilterBar, type SalesFilterBarProps } from './SalesFilterBar';
import type { SalesFilterBarTestQuery } from './__generated__/SalesFilterBarTestQuery.graphql';

// 15/04/2026 at noon in America/Bahia: "yesterday", the last day with sales, is 14/04/2026
const NOW = new Date('2026-04-15T15:00:00Z');

let address = '';
function AddressProbe() {
  const location = useLocation();
  address = location.search;
  return null;
}

/** What a page does: read the filters from the address (default: the last 30 days) and show the bar. */
function Page({ show }: { show: SalesFilterBarProps['show'] }) {
  const [search] = useSearchParams();
  const data = useLazyLoadQuery<SalesFilterBarTestQuery>(
    graphql`
      query SalesFilterBarTestQuery @relay_test_operation {
        viewer {
          account {
            ...SalesFilterBar_account
          }
        }
      }
    `,
    {},
  );
  if (!data.viewer) return null;
  return <SalesFilterBar account={data.viewer.account} filters={readSalesFilters(search, { period: { lastDays: 30 } })} show={show} />;
}

const unit = (id_erp: string, name: string, active = true) => ({ node: { id: `Unit:${id_erp}`, id_erp, name, active } });
const UNITS = [unit('1', 'Loja Centro'), unit('2', 'Loja Praia'), unit('3', 'Loja Antiga', false)];

function renderAt(url: string, show: SalesFilterBarProps['show'] = {}) {
  return renderWithRelay(
    <MemoryRouter initialEntries={[url]}>
      <Page show={show} />
      <AddressProbe />
    </MemoryRouter>,
    { UnitConnection: () => ({ edges: UNITS }) },
  );
}

const params = () => Object.fromEntries(new URLSearchParams(address));
const summary = () => screen.getByText(/^Mostrando /);
const select = (name: RegExp) => screen.getByRole('combobox', { name });

beforeEach(() => {
  // only the clock: Relay and React keep their real timers
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('SalesFilterBar: the analytics filters, kept in the address', () => {
  describe('when the address has no filters', () => {
    it('shows the page’s default period, the 30 days up to yesterday, for every store', () => {
      renderAt('/vendas');
      // 14/04 back 29 days = 16/03
      expect(summary()).toHaveTextContent('Mostrando 16/03/2026 a 14/04/2026 · Todas as lojas');
      expect(select(/^Período/)).toHaveValue('30d');
      expect(screen.getByLabelText('De')).toHaveValue('2026-03-16');
      expect(screen.getByLabelText('Até')).toHaveValue('2026-04-14');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });
  });

  describe('when the user picks a period', () => {
    it('writes a shortcut’s days, ending yesterday, into the address', () => {
      renderAt('/vendas?de=2026-03-01&ate=2026-03-31&ordem=faturamento');
      expect(select(/^Período/)).toHaveValue('mes-passado');
      fireEvent.change(select(/^Período/), { target: { value: '7d' } });
      // 14/04 back 6 days = 08/04; the page's other parameters stay
      expect(params()).toEqual({ de: '2026-04-08', ate: '2026-04-14', ordem: 'faturamento' });
      expect(summary()).toHaveTextContent('Mostrando 08/04/2026 a 14/04/2026');
      expect(select(/^Período/)).toHaveValue('7d');
    });

    it('writes "Este ano" from 1 January and "Últimos 12 meses" from the first day eleven months back', () => {
      renderAt('/vendas');
      fireEvent.change(select(/^Período/), { target: { value: 'ano' } });
      expect(params()).toEqual({ de: '2026-01-01', ate: '2026-04-14' });
      fireEvent.change(select(/^Período/), { target: { value: '12m' } });
      expect(params()).toEqual({ de: '2025-05-01', ate: '2026-04-14' });
    });

    it('calls a period no shortcut matches "Personalizado"', () => {
      renderAt('/vendas?de=2026-02-03&ate=2026-02-17');
      expect(select(/^Período/)).toHaveValue('personalizado');
      expect(summary()).toHaveTextContent('Mostrando 03/02/2026 a 17/02/2026');
    });

    it('writes typed dates only on "Aplicar datas", and only when the start is not after the end', () => {
      renderAt('/vendas?de=2026-03-01&ate=2026-03-31');
      const applyDates = screen.getByRole('button', { name: 'Aplicar datas' });
      expect(applyDates).toBeDisabled();
      fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-04-02' } });
      expect(applyDates).toBeDisabled();
      fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-03-10' } });
      expect(params()).toEqual({ de: '2026-03-01', ate: '2026-03-31' });
      fireEvent.click(applyDates);
      expect(params()).toEqual({ de: '2026-03-10', ate: '2026-03-31' });
      expect(summary()).toHaveTextContent('Mostrando 10/03/2026 a 31/03/2026');
    });
  });

  describe('when the user picks stores', () => {
    it('writes the chosen stores’ ids and names the one store on the button and the summary', () => {
      renderAt('/vendas');
      const button = screen.getByRole('button', { name: 'Todas as lojas' });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      fireEvent.click(button);
      const panel = screen.getByRole('group', { name: 'Escolha as lojas' });
      expect(within(panel).getByLabelText('Loja Antiga (inativa)')).not.toBeChecked();
      fireEvent.click(within(panel).getByLabelText('Loja Praia'));
      fireEvent.click(screen.getByRole('button', { name: 'Aplicar lojas' }));
      expect(params().lojas).toBe('2');
      expect(screen.getByRole('button', { name: 'Loja Praia' })).toHaveAttribute('aria-expanded', 'false');
      expect(summary()).toHaveTextContent('· Loja Praia');
    });

    it('counts several stores, and leaves every store out of the address', () => {
      renderAt('/vendas?lojas=1,3');
      fireEvent.click(screen.getByRole('button', { name: '2 lojas' }));
      expect(screen.getByLabelText('Loja Centro')).toBeChecked();
      fireEvent.click(screen.getByLabelText('Loja Praia'));
      fireEvent.click(screen.getByRole('button', { name: 'Aplicar lojas' }));
      // all three chosen: the same as no choice
      expect(params().lojas).toBeUndefined();
      expect(summary()).toHaveTextContent('· Todas as lojas');
    });

    it('keeps a choice that counts as many stores as the account has but is not every store', () => {
      // 3 stores on the address, one of them unknown to this account: 3 picked is not "every store"
      renderAt('/vendas?lojas=1,2,99');
      fireEvent.click(screen.getByRole('button', { name: '3 lojas' }));
      fireEvent.click(screen.getByRole('button', { name: 'Aplicar lojas' }));
      expect(params().lojas).toBe('1,2,99');
      expect(summary()).toHaveTextContent('· 3 lojas');
    });

    it('clears the choice with "Limpar"', () => {
      renderAt('/vendas?lojas=1');
      fireEvent.click(screen.getByRole('button', { name: 'Loja Centro' }));
      fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
      expect(screen.getByLabelText('Loja Centro')).not.toBeChecked();
      fireEvent.click(screen.getByRole('button', { name: 'Aplicar lojas' }));
      expect(params().lojas).toBeUndefined();
    });
  });

  describe('when the page offers its own filters', () => {
    const ALL = { granularity: true, loyalty: true, personType: true };

    it('writes the grouping, the loyalty choice and the person type into the address', () => {
      renderAt('/vendas', ALL);
      fireEvent.change(select(/^Agrupar por/), { target: { value: 'SEMANAL' } });
      fireEvent.change(select(/^Clientes/), { target: { value: 'NON_LOYALTY' } });
      fireEvent.change(select(/^Tipo de pessoa/), { target: { value: 'J' } });
      expect(params()).toEqual({ periodo: 'semanal', fidelidade: 'nao-fidelidade', pessoa: 'J' });
      expect(select(/^Clientes/)).toHaveValue('NON_LOYALTY');
    });

    it('drops the defaults from the address, keeping links short', () => {
      renderAt('/vendas?fidelidade=fidelidade&pessoa=F', ALL);
      expect(select(/^Clientes/)).toHaveValue('LOYALTY');
      fireEvent.change(select(/^Clientes/), { target: { value: 'ALL' } });
      fireEvent.change(select(/^Tipo de pessoa/), { target: { value: '' } });
      expect(params()).toEqual({});
    });

    it('hides the filters the page does not offer', () => {
      renderAt('/vendas', { units: false });
      expect(screen.queryByRole('combobox', { name: /^Agrupar por/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Todas as lojas' })).not.toBeInTheDocument();
    });
  });

  describe('when the address asks for something the page cannot show', () => {
    it('says a reversed period was replaced by the default one', () => {
      renderAt('/vendas?de=2026-03-31&ate=2026-03-01');
      expect(screen.getByRole('status', { name: 'Ajustes nos filtros do endereço' })).toHaveTextContent(
        'O período do endereço começa depois de terminar (2026-03-31 a 2026-03-01); mostrando o período padrão, 16/03/2026 a 14/04/2026.',
      );
    });

    it('says a date that does not exist was replaced by the default period', () => {
      renderAt('/vendas?de=2026-02-30&ate=2026-03-10');
      expect(screen.getByRole('status')).toHaveTextContent('O período do endereço (2026-02-30 a 2026-03-10) não é uma data válida');
    });

    it('names the stores this account does not have', () => {
      renderAt('/vendas?lojas=1,98,99');
      expect(screen.getByRole('status')).toHaveTextContent(
        'As lojas 98, 99 do endereço não existem nesta conta e não entram nos números.',
      );
      expect(screen.getByRole('button', { name: '3 lojas' })).toBeInTheDocument();
    });

    it('marks a single unknown store as not found', () => {
      renderAt('/vendas?lojas=77');
      expect(screen.getByRole('button', { name: 'Loja 77 (não encontrada)' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('A loja 77 do endereço não existe nesta conta');
    });

    it('warns that days after yesterday have no sales yet', () => {
      renderAt('/vendas?de=2026-04-01&ate=2026-04-20');
      expect(screen.getByRole('status')).toHaveTextContent('O período vai além de 14/04/2026');
    });
  });
});

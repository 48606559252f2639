import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { RecoilRoot, useRecoilState } from 'recoil';
import { pageStateFamily, registeredPageStates, resetPageStates, useConnectPageStateReset } from './page-state';

const clubFilter = pageStateFamily('club').atom('test-filter', 'todas');
const usersSort = pageStateFamily('users').atom('test-sort', 'nome');

let setFilter: (value: string) => void = () => {};
let setSort: (value: string) => void = () => {};

function Probe() {
  useConnectPageStateReset();
  const [filter, updateFilter] = useRecoilState(clubFilter);
  const [sort, updateSort] = useRecoilState(usersSort);
  setFilter = updateFilter;
  setSort = updateSort;
  return (
    <p>
      {filter}|{sort}
    </p>
  );
}

describe('page state registry', () => {
  it('registers atoms per family and returns the same atom for the same name', () => {
    expect(pageStateFamily('club').atom('test-filter', 'outra')).toBe(clubFilter);
    expect(registeredPageStates('club')).toContain(clubFilter);
    expect(registeredPageStates('users')).toContain(usersSort);
    expect(registeredPageStates()).toEqual(expect.arrayContaining([clubFilter, usersSort]));
  });

  it('resetPageStates puts every registered atom back to its default', () => {
    render(
      <RecoilRoot>
        <Probe />
      </RecoilRoot>,
    );
    act(() => {
      setFilter('loja-12');
      setSort('email');
    });
    expect(screen.getByText('loja-12|email')).toBeTruthy();
    act(() => resetPageStates());
    expect(screen.getByText('todas|nome')).toBeTruthy();
  });

  it('is a no-op when no app is mounted', () => {
    expect(() => resetPageStates()).not.toThrow();
  });
});

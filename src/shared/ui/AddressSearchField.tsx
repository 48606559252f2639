import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TextField } from './TextField';

/** Pause after the last keystroke before the search goes to the address (and so to the server). */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;

const Search = styled.div`
  flex: 1 1 280px;
  max-width: 420px;
`;

export interface AddressSearchFieldProps {
  /** the address parameter holding the search (e.g. `busca`) */
  param: string;
  label: string;
  placeholder?: string;
  /** other parameters to drop when the search changes (e.g. the list's loaded length) */
  resets?: readonly string[];
}

/**
 * A search box that writes to the address (`?busca=`) after a pause; the route then loads the page's
 * query with it, so the list always matches the address and a link reproduces the screen. What is
 * typed stays in the box while the address catches up; back/forward changes the box.
 */
export function AddressSearchField({ param, label, placeholder, resets = [] }: AddressSearchFieldProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = searchParams.get(param) ?? '';
  const [term, setTerm] = useState(fromUrl);
  const lastSent = useRef(fromUrl);

  // back/forward changes the address under the box: follow it
  useEffect(() => {
    if (fromUrl !== lastSent.current) {
      lastSent.current = fromUrl;
      setTerm(fromUrl);
    }
  }, [fromUrl]);

  useEffect(() => {
    if (term.trim() === lastSent.current.trim()) return undefined;
    const timer = window.setTimeout(() => {
      lastSent.current = term;
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (term.trim()) next.set(param, term.trim());
          else next.delete(param);
          for (const key of resets) next.delete(key);
          return next;
        },
        { replace: true },
      );
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // `resets` is a list literal at the call site; its content is what matters
  }, [term, setSearchParams, param, resets.join()]);

  return (
    <Search>
      <TextField type="search" label={label} placeholder={placeholder} value={term} onChange={(event) => setTerm(event.target.value)} />
    </Search>
  );
}

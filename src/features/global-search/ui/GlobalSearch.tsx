import styled from '@emotion/styled';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { AccessSubject } from '@/shared/config';
import { loadRecents, pushRecent, saveRecents } from '../model/recentSearches';
import { shouldShowEmpty, shouldShowSuggestions } from '../model/searchPages';
import type { Entry, Section } from './searchEntries';
import type { SearchEngine } from './searchEngine';

/** The list is not on screen until the box is focused: its code comes then (bench:bundle). */
const SearchPopup = lazy(() => import(/* webpackChunkName: "global-search-popup" */ './SearchPopup').then((m) => ({ default: m.SearchPopup })));

/** The pages, their sentences and the matching come with the list, on the first focus (bench:bundle). */
const loadEngine = (): Promise<SearchEngine> => import(/* webpackChunkName: "global-search-popup" */ './searchEngine').then((m) => m.searchEngine);

const Wrapper = styled.div`
  position: relative;
  width: 100%;
`;

const SearchIcon = styled.span`
  position: absolute;
  left: 12px;
  top: 50%;
  transform: translateY(-50%);
  display: inline-flex;
  color: ${(p) => p.theme.colors.textMuted};
  pointer-events: none;
`;

const Input = styled.input`
  width: 100%;
  height: 40px;
  padding: 0 36px 0 38px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.surfaceMuted};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.sm};
  &::placeholder {
    color: ${(p) => p.theme.colors.textMuted};
  }
  &:focus {
    outline: 2px solid ${(p) => p.theme.colors.focus};
    outline-offset: 1px;
    background: ${(p) => p.theme.colors.surface};
  }
`;

const KeyHint = styled.kbd`
  position: absolute;
  right: 12px;
  top: 50%;
  transform: translateY(-50%);
  padding: 0 6px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 4px;
  color: ${(p) => p.theme.colors.textMuted};
  font-family: ${(p) => p.theme.fonts.mono};
  font-size: ${(p) => p.theme.fontSizes.xs};
  pointer-events: none;
`;










/** Whether a key press happened while the user types into a field (the '/' shortcut leaves those alone). */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export interface GlobalSearchProps {
  subject: AccessSubject;
}

/**
 * The top bar's page search (spec §2 Shell, §5): a combobox over the pages the user may open.
 * Focused and empty it offers suggestions (while fewer than 3 recent searches) and the recent
 * searches; typing lists the matching pages under "Páginas". Arrow keys move through the options,
 * Enter opens one (the first result when none is active) and records the term, Esc closes, '/'
 * anywhere outside a field focuses the box.
 */
export function GlobalSearch({ subject }: GlobalSearchProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recents, setRecents] = useState<string[]>(() => loadRecents());
  // once shown, the list stays mounted (hidden) so it is there at once next time
  const loaded = useRef(false);
  if (open) loaded.current = true;

  // null until the box is first focused (or '/' pressed): then the engine's chunk loads
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const engineRequested = useRef(false);
  const requestEngine = useCallback(() => {
    if (engineRequested.current) return;
    engineRequested.current = true;
    loadEngine().then(setEngine, () => {
      // a failed chunk (deploy, network) is asked again on the next focus
      engineRequested.current = false;
    });
  }, []);
  const pages = useMemo(() => (engine ? engine.searchablePagesFor(subject) : []), [engine, subject]);
  const suggestions = useMemo(() => (engine ? engine.suggestionsFor(subject) : []), [engine, subject]);
  const results = useMemo(() => (engine ? engine.searchPages(term, pages) : []), [engine, term, pages]);
  const blank = term.trim() === '';

  const sections: Section[] = [];
  if (blank) {
    if (shouldShowSuggestions(term, recents) && suggestions.length > 0) {
      sections.push({ key: 'suggestions', title: intl.formatMessage({ id: 'shell.search.suggestions' }), entries: suggestions.map((page) => ({ kind: 'page', page })) });
    }
    if (recents.length > 0) {
      sections.push({ key: 'recents', title: intl.formatMessage({ id: 'shell.search.recents' }), entries: recents.map((recent) => ({ kind: 'recent', term: recent })) });
    }
  } else if (results.length > 0) {
    sections.push({ key: 'pages', title: intl.formatMessage({ id: 'shell.search.pages' }), entries: results.map((page) => ({ kind: 'page', page })) });
  }
  const entries = sections.flatMap((section) => section.entries);
  const empty = engine !== null && !blank && shouldShowEmpty(term, results);
  const expanded = open && (entries.length > 0 || empty);
  const optionId = (index: number) => `${baseId}-option-${index}`;

  // '/' focuses the search from anywhere but a field
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      requestEngine();
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [requestEngine]);

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  const choose = (entry: Entry) => {
    if (entry.kind === 'recent') {
      // a recent search is typed again: its results show
      setTerm(entry.term);
      setActive(-1);
      setOpen(true);
      inputRef.current?.focus();
      return;
    }
    if (!blank) {
      const next = pushRecent(recents, term);
      setRecents(next);
      saveRecents(next);
    }
    setTerm('');
    close();
    inputRef.current?.blur();
    navigate(entry.page.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        if (entries.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => {
          if (current < 0) return step === 1 ? 0 : entries.length - 1;
          return (current + step + entries.length) % entries.length;
        });
        return;
      }
      case 'Enter': {
        if (!open) return;
        const entry = entries[active] ?? (blank ? undefined : entries[0]);
        if (!entry) return;
        event.preventDefault();
        choose(entry);
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (term) {
          event.preventDefault();
          setTerm('');
        }
        return;
      default:
    }
  };

  return (
    <Wrapper>
      <SearchIcon aria-hidden="true">
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
      </SearchIcon>
      <Input
        ref={inputRef}
        type="text"
        role="combobox"
        aria-label={intl.formatMessage({ id: 'shell.search.label' })}
        aria-expanded={expanded}
        aria-controls={loaded.current ? listboxId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 && active < entries.length ? optionId(active) : undefined}
        aria-keyshortcuts="/"
        placeholder={intl.formatMessage({ id: 'shell.search.placeholder' })}
        autoComplete="off"
        spellCheck={false}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          requestEngine();
          setRecents(loadRecents());
          setOpen(true);
        }}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      {!term && !open && <KeyHint aria-hidden="true">/</KeyHint>}
      {/* the list's code comes on the first focus of the box, not with the first load (bench:bundle) */}
      {(expanded || loaded.current) && (
        <Suspense fallback={null}>
          <SearchPopup
            expanded={expanded}
            listboxId={listboxId}
            baseId={baseId}
            label={intl.formatMessage({ id: 'shell.search.label' })}
            sections={sections}
            active={active}
            empty={empty}
            onHover={setActive}
            onChoose={choose}
          />
        </Suspense>
      )}
    </Wrapper>
  );
}

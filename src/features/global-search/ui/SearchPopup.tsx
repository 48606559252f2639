import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Entry, Section } from './searchEntries';

const Popup = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  min-width: min(420px, calc(100vw - 32px));
  max-height: min(70vh, 520px);
  overflow-y: auto;
  z-index: 30;
  padding: ${(p) => p.theme.space(2)} 0;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  box-shadow: ${(p) => p.theme.shadows.raised};
`;

const Listbox = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const SectionTitle = styled.li`
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(4)} ${(p) => p.theme.space(1)};
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Option = styled('li', { shouldForwardProp: (prop) => prop !== 'active' })<{ active: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(4)};
  cursor: pointer;
  background: ${(p) => (p.active ? p.theme.colors.primarySoft : 'transparent')};
  box-shadow: ${(p) => (p.active ? `inset 3px 0 0 ${p.theme.colors.primary}` : 'none')};
  &:hover {
    background: ${(p) => p.theme.colors.primarySoft};
  }
`;

const OptionTitle = styled.span`
  display: flex;
  align-items: baseline;
  gap: ${(p) => p.theme.space(2)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  color: ${(p) => p.theme.colors.text};
`;

const OptionSection = styled.span`
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: 400;
  color: ${(p) => p.theme.colors.primary};
`;

const OptionDescription = styled.span`
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

export interface SearchPopupProps {
  expanded: boolean;
  listboxId: string;
  baseId: string;
  label: string;
  sections: readonly Section[];
  active: number;
  empty: boolean;
  onHover: (index: number) => void;
  onChoose: (entry: Entry) => void;
}

/** The search's list of options (the combobox's listbox) and its "nothing found" line. */
export function SearchPopup({ expanded, listboxId, baseId, label, sections, active, empty, onHover, onChoose }: SearchPopupProps) {
  const intl = useIntl();
  const optionId = (index: number) => `${baseId}-option-${index}`;
  let index = -1;
  return (
    <Popup hidden={!expanded}>
      <Listbox id={listboxId} role="listbox" aria-label={label}>
        {sections.map((section) => (
          <SectionGroup key={section.key} title={section.title} id={`${baseId}-${section.key}`}>
            {section.entries.map((entry) => {
              index += 1;
              const current = index;
              return (
                <Option
                  key={entry.kind === 'page' ? `${section.key}-${entry.page.id}` : `recent-${entry.term}`}
                  id={optionId(current)}
                  role="option"
                  aria-selected={current === active}
                  active={current === active}
                  // keep the focus in the box: the click lands before the input's blur closes the list
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => onHover(current)}
                  onClick={() => onChoose(entry)}
                >
                  {entry.kind === 'page' ? (
                    <>
                      <OptionTitle>
                        {entry.page.name}
                        <OptionSection>{entry.page.section}</OptionSection>
                      </OptionTitle>
                      <OptionDescription>{entry.page.description}</OptionDescription>
                    </>
                  ) : (
                    <OptionTitle>{entry.term}</OptionTitle>
                  )}
                </Option>
              );
            })}
          </SectionGroup>
        ))}
      </Listbox>
      {empty && <Empty role="status">{intl.formatMessage({ id: 'shell.search.empty' })}</Empty>}
    </Popup>
  );
}

function SectionGroup({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <>
      <SectionTitle role="presentation" id={id}>
        {title}
      </SectionTitle>
      <li role="none">
        <Listbox role="group" aria-labelledby={id}>
          {children}
        </Listbox>
      </li>
    </>
  );
}

import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '@/shared/i18n';
import { useMenuButton } from '@/shared/ui/menu-button';
import type { SegmentExportKind } from '@/features/export-segment';

const Wrapper = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button`
  min-height: 36px;
  padding: 0 ${(p) => p.theme.space(3)};
  border: 1px solid ${(p) => p.theme.colors.borderStrong};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.sm};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const List = styled.ul`
  position: absolute;
  z-index: 20;
  right: 0;
  top: calc(100% + 4px);
  min-width: 240px;
  margin: 0;
  padding: ${(p) => p.theme.space(1)} 0;
  list-style: none;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.raised};
`;

const itemCss = `
  display: block;
  width: 100%;
  padding: 8px 14px;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

const ItemButton = styled.button<{ danger?: boolean }>`
  ${itemCss}
  color: ${(p) => (p.danger ? p.theme.colors.danger : 'inherit')};
  &:hover,
  &:focus {
    background: ${(p) => p.theme.colors.primarySoft};
    outline: none;
  }
  &[aria-disabled='true'] {
    color: ${(p) => p.theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

const ItemLink = styled(Link)`
  ${itemCss}
  &:hover,
  &:focus {
    background: ${(p) => p.theme.colors.primarySoft};
    outline: none;
  }
`;

const Separator = styled.li`
  margin: ${(p) => p.theme.space(1)} 0;
  border-top: 1px solid ${(p) => p.theme.colors.border};
`;

export interface SegmentActionsProps {
  segment: { id: string; name: string; campaign_qty: number };
  editPath: string;
  onClone: () => void;
  onRefresh: () => void;
  onExport: (kind: SegmentExportKind) => void;
  onDelete: () => void;
}

const EXPORTS: [SegmentExportKind, MessageId][] = [
  ['CLIENTS', 'segmentList.exportClients'],
  ['PRODUCTS', 'segmentList.exportProducts'],
  ['PURCHASE_INFO', 'segmentList.exportPurchaseInfo'],
];

/** A row's actions as a menu button (keyboard: Enter opens, arrows move, Esc closes). */
export function SegmentActions({ segment, editPath, onClone, onRefresh, onExport, onDelete }: SegmentActionsProps) {
  const intl = useIntl();
  const { open, close, wrapperRef, triggerProps, menuProps } = useMenuButton();
  const run = (action: () => void) => () => {
    close(true);
    action();
  };
  const inUse = segment.campaign_qty > 0;
  return (
    <Wrapper ref={wrapperRef}>
      <Trigger {...triggerProps} aria-label={intl.formatMessage({ id: 'segmentList.actionsLabel' }, { name: segment.name })}>
        {intl.formatMessage({ id: 'segmentList.actions' })} ▾
      </Trigger>
      {open && (
        <List {...menuProps}>
          <li role="none">
            <ItemLink role="menuitem" tabIndex={-1} to={editPath}>
              {intl.formatMessage({ id: 'segmentList.edit' })}
            </ItemLink>
          </li>
          <li role="none">
            <ItemButton type="button" role="menuitem" tabIndex={-1} onClick={run(onClone)}>
              {intl.formatMessage({ id: 'segmentList.clone' })}
            </ItemButton>
          </li>
          <li role="none">
            <ItemButton type="button" role="menuitem" tabIndex={-1} onClick={run(onRefresh)}>
              {intl.formatMessage({ id: 'segmentList.refresh' })}
            </ItemButton>
          </li>
          <Separator role="separator" />
          {EXPORTS.map(([kind, label]) => (
            <li role="none" key={kind}>
              <ItemButton type="button" role="menuitem" tabIndex={-1} onClick={run(() => onExport(kind))}>
                {intl.formatMessage({ id: label })}
              </ItemButton>
            </li>
          ))}
          <Separator role="separator" />
          <li role="none">
            <ItemButton
              type="button"
              role="menuitem"
              tabIndex={-1}
              danger
              aria-disabled={inUse || undefined}
              title={inUse ? intl.formatMessage({ id: 'segmentList.deleteInUse' }, { count: segment.campaign_qty }) : undefined}
              onClick={inUse ? undefined : run(onDelete)}
            >
              {intl.formatMessage({ id: 'segmentList.delete' })}
            </ItemButton>
          </li>
        </List>
      )}
    </Wrapper>
  );
}
